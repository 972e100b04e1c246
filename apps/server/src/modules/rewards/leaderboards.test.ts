import crypto from "node:crypto";
import { canAppearOnGlobalBoard, RELATIVE_BOARD_SIZE } from "@app/domain/leaderboard-visibility";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  call,
  createParent,
  createStudent,
  createUser,
  TEST_PASSWORD,
  useTestApp,
} from "../../test/helpers.ts";
import { studentRowToStudent } from "../student-access/student.ts";
import { toBoardStanding } from "./board-standing.ts";

const t = useTestApp();

async function giveXp(studentId: number, amount: number) {
  await sql`INSERT INTO xp_ledger (student_id, amount, reason, idempotency_key, activity_date)
    VALUES (${studentId}, ${amount}, 'Practice', ${crypto.randomUUID()}, current_date)`.execute(
    t.database.db,
  );
}

async function setName(studentId: number, first: string, last: string) {
  await sql`UPDATE student_profiles SET first_name = ${first}, last_name = ${last} WHERE id = ${studentId}`.execute(
    t.database.db,
  );
}

const names = (res: { json(): { entries: { display_name: string }[] } }) =>
  res.json().entries.map((e) => e.display_name);

async function childLogin(parentToken: string, studentId: number) {
  const username = `kid_${crypto.randomBytes(4).toString("hex")}`;
  await call(t, "POST", `/api/family/children/${studentId}/login`, {
    token: parentToken,
    body: { username, password: TEST_PASSWORD },
  });
  const res = await call(t, "POST", "/api/auth/login", { body: { username, password: TEST_PASSWORD } });
  return res.json().access_token as string;
}

describe("the global leaderboard keeps children safe (issue 10)", () => {
  it("keeps a child a parent created off until the parent allows it, and says why", async () => {
    const parent = await createParent(t, [9]);
    const mia = parent.childIds[0]!;
    await setName(mia, "Miaglobal", "Okafor");
    await giveXp(mia, 900);
    const board = () => call(t, "GET", `/api/rewards/leaderboard?period=all`, { token: parent.token });
    const hidden = await board();
    expect(names(hidden)).not.toContain("Miaglobal O.");
    expect(hidden.json()).toMatchObject({ me: null, hidden_reason: "parent-choice" });

    await call(t, "PATCH", `/api/family/children/${mia}/settings`, {
      token: parent.token,
      body: { isGlobalBoardAllowed: true },
    });
    const shown = await board();
    expect(names(shown)).toContain("Miaglobal O.");
    expect(shown.json()).toMatchObject({
      me: { display_name: "Miaglobal O.", is_me: true },
      hidden_reason: null,
    });
    expect(JSON.stringify(shown.json())).not.toContain("Okafor");
  });

  it("agrees with the domain rule for every combination of creator, allowance and consent", async () => {
    const parent = await createParent(t, [8, 8, 8, 8]);
    const alone = await Promise.all([1, 2, 3, 4].map(() => createStudent(t, { age: 15 })));
    const ids = [...parent.childIds, ...alone.map((s) => s.studentId)];
    for (const [i, id] of ids.entries()) {
      await setName(id, `Combo${i}`, "Case");
      await sql`UPDATE student_profiles SET global_leaderboard_allowed = ${i % 2 === 1},
        parent_consent_required = ${i % 4 >= 2}, parent_consented_at = NULL WHERE id = ${id}`.execute(
        t.database.db,
      );
      await giveXp(id, 500 + i);
    }
    const { token } = await createUser(t, { role: "admin" });
    const onBoard = names(await call(t, "GET", "/api/rewards/leaderboard?period=all", { token }));
    const rows = await t.database.db
      .selectFrom("student_profiles")
      .selectAll()
      .where("id", "in", ids)
      .execute();
    for (const row of rows) {
      expect(onBoard.includes(`${row.first_name} C.`), row.first_name).toBe(
        canAppearOnGlobalBoard(toBoardStanding(studentRowToStudent(row))),
      );
    }
    expect(onBoard.filter((n) => n.startsWith("Combo"))).toHaveLength(3);
  });
});

describe("GET /api/rewards/leaderboard/family", () => {
  it("ranks a child with their brothers and sisters only, display names only, for the child's login too", async () => {
    const parent = await createParent(t, [9, 12]);
    const [mia, leo] = parent.childIds as [number, number];
    await setName(mia, "Mia", "Okafor");
    await setName(leo, "Leo", "Okafor");
    await giveXp(leo, 300);
    const stranger = await createStudent(t);
    await giveXp(stranger.studentId, 5000);
    const res = await call(t, "GET", `/api/rewards/leaderboard/family?period=all&student_id=${mia}`, {
      token: parent.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries).toEqual([
      { rank: 1, display_name: "Leo O.", points: 300, level: 1, is_me: false },
      { rank: 2, display_name: "Mia O.", points: 0, level: 0, is_me: true },
    ]);
    const childToken = await childLogin(parent.token, mia);
    const asChild = await call(t, "GET", "/api/rewards/leaderboard/family?period=all", { token: childToken });
    expect(names(asChild)).toEqual(["Leo O.", "Mia O."]);
    const alone = await call(t, "GET", "/api/rewards/leaderboard/family", { token: stranger.token });
    expect(alone.json().entries).toHaveLength(1);
  });

  it("refuses another family's child (403), other roles (403), bad input (400) and no token (401)", async () => {
    const parent = await createParent(t, [9]);
    const other = await createParent(t, [9]);
    const url = `/api/rewards/leaderboard/family?student_id=${other.childIds[0]}`;
    expect((await call(t, "GET", url)).statusCode).toBe(401);
    expect((await call(t, "GET", url, { token: parent.token })).statusCode).toBe(403);
    expect(
      (await call(t, "GET", "/api/rewards/leaderboard/family?period=year", { token: parent.token }))
        .statusCode,
    ).toBe(400);
    const tutor = await createUser(t, { role: "tutor" });
    expect((await call(t, "GET", url, { token: tutor.token })).statusCode).toBe(403);
    const student = await createStudent(t);
    expect((await call(t, "GET", url, { token: student.token })).statusCode).toBe(403);
    const admin = await createUser(t, { role: "admin" });
    expect((await call(t, "GET", url, { token: admin.token })).statusCode).toBe(200);
  });
});

describe("GET /api/rewards/leaderboard/nearby", () => {
  it("shows the ten learners nearest by XP around the student, and never a hidden child", async () => {
    const students = await Promise.all(Array.from({ length: 14 }, () => createStudent(t, { age: 15 })));
    for (const [i, s] of students.entries()) {
      await setName(s.studentId, `Near${i}`, "Board");
      await giveXp(s.studentId, 10_000 + i * 10);
    }
    const hiddenParent = await createParent(t, [10]);
    await setName(hiddenParent.childIds[0]!, "Hidden", "Child");
    await giveXp(hiddenParent.childIds[0]!, 10_071);
    const me = students[7]!;
    const res = await call(t, "GET", "/api/rewards/leaderboard/nearby?period=all", { token: me.token });
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries as { display_name: string; difference: number; is_me: boolean }[];
    expect(entries).toHaveLength(RELATIVE_BOARD_SIZE + 1);
    expect(entries.find((e) => e.is_me)).toMatchObject({ display_name: "Near7 B.", difference: 0 });
    expect(entries.map((e) => e.display_name)).not.toContain("Hidden C.");
    expect(Math.max(...entries.map((e) => Math.abs(e.difference)))).toBeLessThanOrEqual(60);
    expect(res.json().hidden_reason).toBeNull();

    // The hidden child still sees their neighbours, and is told why they are not shown.
    const mine = await call(t, "GET", "/api/rewards/leaderboard/nearby?period=all", {
      token: hiddenParent.token,
    });
    expect(mine.json().hidden_reason).toBe("parent-choice");
    expect(mine.json().entries).toHaveLength(RELATIVE_BOARD_SIZE + 1);
  });

  it("refuses another family's child (403), a tutor (403) and no token (401)", async () => {
    const parent = await createParent(t, [9]);
    const other = await createParent(t, [9]);
    const url = `/api/rewards/leaderboard/nearby?student_id=${other.childIds[0]}`;
    expect((await call(t, "GET", url)).statusCode).toBe(401);
    expect((await call(t, "GET", url, { token: parent.token })).statusCode).toBe(403);
    const tutor = await createUser(t, { role: "tutor" });
    expect((await call(t, "GET", url, { token: tutor.token })).statusCode).toBe(403);
    const student = await createStudent(t);
    expect((await call(t, "GET", url, { token: student.token })).statusCode).toBe(403);
    expect(
      (await call(t, "GET", "/api/rewards/leaderboard/nearby?period=month", { token: parent.token }))
        .statusCode,
    ).toBe(400);
    const admin = await createUser(t, { role: "admin" });
    expect((await call(t, "GET", url, { token: admin.token })).statusCode).toBe(200);
  });
});

describe("cash rewards (decisions.md 5)", () => {
  it("a parent grants a reward with a reason; the child sees it in the wallet, the parent the history", async () => {
    const parent = await createParent(t, [9]);
    const mia = parent.childIds[0]!;
    const grant = await call(t, "POST", "/api/rewards/cash", {
      token: parent.token,
      body: {
        student_id: mia,
        amount: 2.5,
        reason: "Seven-day streak",
        idempotency_key: crypto.randomUUID(),
      },
    });
    expect(grant.statusCode).toBe(201);
    expect(grant.json().wallet.cash_balance).toBe(2.5);
    const childToken = await childLogin(parent.token, mia);
    const wallet = await call(t, "GET", "/api/rewards/cash", { token: childToken });
    expect(wallet.json()).toEqual({
      cash_balance: 2.5,
      rewards: [
        {
          id: expect.any(Number),
          amount: 2.5,
          reason: "Seven-day streak",
          granted_by: "Test",
          created_at: expect.any(String),
        },
      ],
    });
    const history = await call(t, "GET", `/api/rewards/cash?student_id=${mia}`, { token: parent.token });
    expect(history.json().rewards.map((r: { reason: string }) => r.reason)).toEqual(["Seven-day streak"]);
  });

  it("refuses a negative grant (400), another family's child (403), a child's own login (403), changing nothing", async () => {
    const parent = await createParent(t, [9]);
    const other = await createParent(t, [9]);
    const mia = parent.childIds[0]!;
    const body = { student_id: mia, amount: -5, reason: "Oops", idempotency_key: crypto.randomUUID() };
    const negative = await call(t, "POST", "/api/rewards/cash", { token: parent.token, body });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details.amount).toEqual(["Amount must be at least 0.01"]);
    const foreign = await call(t, "POST", "/api/rewards/cash", {
      token: other.token,
      body: { ...body, amount: 5 },
    });
    expect(foreign.statusCode).toBe(403);
    const childToken = await childLogin(parent.token, mia);
    const selfGrant = await call(t, "POST", "/api/rewards/cash", {
      token: childToken,
      body: { ...body, amount: 5 },
    });
    expect(selfGrant.statusCode).toBe(403);
    const history = await call(t, "GET", `/api/rewards/cash?student_id=${mia}`, { token: parent.token });
    expect(history.json()).toEqual({ cash_balance: 0, rewards: [] });
  });

  it("reads the history only for one's own: 401, 403 for another family and a tutor, 400", async () => {
    const parent = await createParent(t, [9]);
    const other = await createParent(t, [9]);
    const url = `/api/rewards/cash?student_id=${parent.childIds[0]}`;
    expect((await call(t, "GET", url)).statusCode).toBe(401);
    expect((await call(t, "GET", url, { token: other.token })).statusCode).toBe(403);
    expect(
      (await call(t, "GET", url, { token: (await createUser(t, { role: "tutor" })).token })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, "GET", "/api/rewards/cash?student_id=-1", { token: parent.token })).statusCode,
    ).toBe(400);
    const admin = await createUser(t, { role: "admin" });
    expect((await call(t, "GET", url, { token: admin.token })).statusCode).toBe(200);
  });
});
