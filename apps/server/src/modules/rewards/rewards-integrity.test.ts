import { describe, expect, it } from "vitest";
import { call, createParent, createStudent, createUser, useTestApp } from "../../test/helpers.ts";
import { studentRowToStudent } from "../student-access/student.ts";
import { awardXp } from "./rewards.service.ts";

const t = useTestApp();

async function cashRows(studentId: number) {
  return t.database.db
    .selectFrom("cash_ledger")
    .select(["amount_cents", "idempotency_key"])
    .where("student_id", "=", studentId)
    .execute();
}

describe("cash grants are paid once per idempotency key (issue 7.10)", () => {
  it("pays 10 concurrent identical requests once", async () => {
    const p = await createParent(t);
    const body = {
      student_id: p.childIds[0],
      amount: 5,
      reason: "Finished a path",
      idempotency_key: "a1b2c3d4e5",
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t, "POST", "/api/rewards/cash", { token: p.token, body })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(201);
      expect(res.json().wallet.cash_balance).toBe(5);
    }
    expect(await cashRows(p.childIds[0]!)).toEqual([{ amount_cents: 500, idempotency_key: "a1b2c3d4e5" }]);
    const retry = await call(t, "POST", "/api/rewards/cash", { token: p.token, body });
    expect(retry.json().wallet.cash_balance).toBe(5);
    const next = await call(t, "POST", "/api/rewards/cash", {
      token: p.token,
      body: { ...body, idempotency_key: "f6g7h8i9j0" },
    });
    expect(next.json().wallet.cash_balance).toBe(10);
  });

  it("requires a key, and refuses a key reused for a different grant, paying nothing", async () => {
    const p = await createParent(t);
    const body = { student_id: p.childIds[0], amount: 2, reason: "Streak" };
    for (const idempotency_key of [undefined, "", "short", "x".repeat(101), 12345678]) {
      const res = await call(t, "POST", "/api/rewards/cash", {
        token: p.token,
        body: { ...body, idempotency_key },
      });
      expect(res.statusCode, String(idempotency_key)).toBe(400);
      expect(res.json().details.idempotency_key).toBeDefined();
    }
    expect(await cashRows(p.childIds[0]!)).toEqual([]);
    const first = await call(t, "POST", "/api/rewards/cash", {
      token: p.token,
      body: { ...body, idempotency_key: "same-key-1" },
    });
    expect(first.statusCode).toBe(201);
    const reused = await call(t, "POST", "/api/rewards/cash", {
      token: p.token,
      body: { ...body, amount: 50, idempotency_key: "same-key-1" },
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toMatch(/already used/);
    expect(await cashRows(p.childIds[0]!)).toEqual([{ amount_cents: 200, idempotency_key: "same-key-1" }]);
  });

  it("keeps keys per student: the same key pays each child once", async () => {
    const p = await createParent(t);
    for (const id of p.childIds) {
      const res = await call(t, "POST", "/api/rewards/cash", {
        token: p.token,
        body: { student_id: id, amount: 1, reason: "Both did well", idempotency_key: "family-key" },
      });
      expect(res.json().wallet.cash_balance).toBe(1);
    }
  });
});

describe("the leaderboard and tutor applicants (issue 7.11)", () => {
  it("shows tutor applicants no student data", async () => {
    const s = await createStudent(t, { first_name: "Visible", last_name: "Learner" });
    const row = await t.database.db
      .selectFrom("student_profiles")
      .selectAll()
      .where("id", "=", s.studentId)
      .executeTakeFirstOrThrow();
    await awardXp(t.database.db, studentRowToStudent(row), {
      source: { kind: "fixed", amount: 70 },
      reason: "x",
      idempotencyKey: "lb",
    });
    const { token: applicant } = await createUser(t, { role: "tutor", tutor_status: "applicant" });
    for (const period of ["week", "all"]) {
      const res = await call(t, "GET", `/api/rewards/leaderboard?period=${period}`, { token: applicant });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Your tutor application is under review" });
    }
    const { token: tutor } = await createUser(t, { role: "tutor", tutor_status: "approved" });
    const approved = await call(t, "GET", "/api/rewards/leaderboard?period=all", { token: tutor });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().entries.map((e: { display_name: string }) => e.display_name)).toContain(
      "Visible L.",
    );
  });
});
