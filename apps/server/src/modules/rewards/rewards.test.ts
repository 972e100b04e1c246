import { weekOf } from "@app/domain/week";
import { describe, expect, it } from "vitest";
import { call, createParent, createStudent, createUser, useTestApp } from "../../test/helpers.ts";
import { studentRowToStudent } from "../student-access/student.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import { awardXp, getLeaderboard, getXpProgress } from "./rewards.service.ts";

const t = useTestApp();

async function studentRow(id: number) {
  return studentRowToStudent(
    await t.database.db
      .selectFrom("student_profiles")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow(),
  );
}

describe("the XP ledger", () => {
  it("applies a gain once per idempotency key, even when retried", async () => {
    const s = await createStudent(t);
    const row = await studentRow(s.studentId);
    const award = { source: { kind: "fixed" as const, amount: 30 }, reason: "Test", idempotencyKey: "k1" };
    const first = await awardXp(t.database.db, row, award);
    const retry = await awardXp(t.database.db, row, award);
    expect(first).toMatchObject({ awarded: 30, duplicate: false, totalXP: 30 });
    expect(retry).toMatchObject({ awarded: 30, duplicate: true, totalXP: 30 });
    const both = await Promise.all([
      awardXp(t.database.db, row, { ...award, idempotencyKey: "k2" }),
      awardXp(t.database.db, row, { ...award, idempotencyKey: "k2" }),
    ]);
    expect(both.filter((r) => !r.duplicate)).toHaveLength(1);
    expect((await call(t, "GET", "/api/rewards/wallet", { token: s.token })).json().wallet.points_total).toBe(
      60,
    );
  });

  it("reports level-ups, and scores answer sets with the streak multiplier", async () => {
    const s = await createStudent(t);
    const row = await studentRow(s.studentId);
    const day = (d: number) => new Date(Date.UTC(2026, 2, d, 12));
    const r1 = await awardXp(t.database.db, row, {
      source: { kind: "answer-set", correct: 5, mistakes: 0, totalSeconds: 60 },
      reason: "Practice",
      idempotencyKey: "d1",
      at: day(1),
    });
    // 50 + 20 + 5 = 75 at multiplier 1 (a first day)
    expect(r1).toMatchObject({ awarded: 75, level: 0, levelUps: [], currentStreak: 1 });
    const r2 = await awardXp(t.database.db, row, {
      source: { kind: "answer-set", correct: 5, mistakes: 0, totalSeconds: 60 },
      reason: "Practice",
      idempotencyKey: "d2",
      at: day(2),
    });
    // day 2: multiplier 1.2 → 90; total 165 → level 1
    expect(r2).toMatchObject({ awarded: 90, totalXP: 165, level: 1, levelUps: [1], currentStreak: 2 });
    const r3 = await awardXp(t.database.db, row, {
      source: { kind: "fixed", amount: 10 },
      reason: "Bonus",
      idempotencyKey: "d3",
      at: day(3),
    });
    expect(r3.streakMilestones).toEqual([3]);
  });
});

describe("GET /api/rewards/wallet", () => {
  it("answers points and cash; parents see their own children only", async () => {
    const p = await createParent(t);
    const res = await call(t, "GET", `/api/rewards/wallet?student_id=${p.childIds[1]}`, { token: p.token });
    expect(res.json()).toEqual({ wallet: { points_total: 0, cash_balance: 0 } });
    const other = await createParent(t);
    expect(
      (await call(t, "GET", `/api/rewards/wallet?student_id=${other.childIds[0]}`, { token: p.token }))
        .statusCode,
    ).toBe(403);
    expect((await call(t, "GET", "/api/rewards/wallet")).statusCode).toBe(401);
    const { token: tutor } = await createUser(t, { role: "tutor" });
    expect((await call(t, "GET", "/api/rewards/wallet", { token: tutor })).statusCode).toBe(403);
  });

  it("adds cash granted by the child's parent, and refuses a forged grant for another family", async () => {
    const p = await createParent(t);
    const other = await createParent(t);
    const grant = await call(t, "POST", "/api/rewards/cash", {
      token: p.token,
      body: { student_id: p.childIds[0], amount: 2.5, reason: "7-day streak", idempotency_key: "grant-0001" },
    });
    expect(grant.statusCode).toBe(201);
    expect(grant.json().wallet.cash_balance).toBe(2.5);
    const forged = await call(t, "POST", "/api/rewards/cash", {
      token: other.token,
      body: { student_id: p.childIds[0], amount: 100, reason: "x", idempotency_key: "forged-0001" },
    });
    expect(forged.statusCode).toBe(403);
    const s = await createStudent(t);
    const self = await call(t, "POST", "/api/rewards/cash", {
      token: s.token,
      body: { student_id: s.studentId, amount: 100, reason: "x", idempotency_key: "self-0001" },
    });
    expect(self.statusCode).toBe(403);
    for (const amount of [0, -5, 1.234, 5000, "5"]) {
      const bad = await call(t, "POST", "/api/rewards/cash", {
        token: p.token,
        body: {
          student_id: p.childIds[0],
          amount,
          reason: "x",
          idempotency_key: `bad-${String(amount)}-key`,
        },
      });
      expect(bad.statusCode, String(amount)).toBe(400);
    }
    const wallet = await call(t, "GET", `/api/rewards/wallet?student_id=${p.childIds[0]}`, {
      token: p.token,
    });
    expect(wallet.json().wallet.cash_balance).toBe(2.5);
  });
});

describe("leaderboard and achievements", () => {
  it("ranks by XP with display names only, this week and all time", async () => {
    const a = await createStudent(t, { first_name: "Alma", last_name: "Zed" });
    const b = await createStudent(t, { first_name: "Bo", last_name: "Young" });
    const rowA = await studentRow(a.studentId);
    const rowB = await studentRow(b.studentId);
    await awardXp(t.database.db, rowA, {
      source: { kind: "fixed", amount: 900 },
      reason: "old",
      idempotencyKey: "old",
      at: new Date(Date.now() - 60 * 86_400_000),
    });
    await awardXp(t.database.db, rowB, {
      source: { kind: "fixed", amount: 800 },
      reason: "now",
      idempotencyKey: "now",
    });
    const week = (await call(t, "GET", "/api/rewards/leaderboard?period=week", { token: a.token })).json();
    const names = week.entries.map((e: { display_name: string }) => e.display_name);
    expect(names).toContain("Bo Y.");
    expect(names).not.toContain("Alma Z.");
    expect(week.me).toMatchObject({ display_name: "Alma Z.", points: 0, is_me: true });
    const all = (await call(t, "GET", "/api/rewards/leaderboard?period=all", { token: a.token })).json();
    expect(all.entries[0]).toMatchObject({ display_name: "Alma Z.", points: 900, is_me: true, rank: 1 });
    expect(JSON.stringify(all)).not.toContain("Zed");
    expect(JSON.stringify(all)).not.toContain("@");
    expect(
      (await call(t, "GET", "/api/rewards/leaderboard?period=month", { token: a.token })).statusCode,
    ).toBe(400);
  });

  it("gives streak and level badges", async () => {
    const s = await createStudent(t);
    const row = await studentRow(s.studentId);
    for (let d = 1; d <= 3; d++) {
      await awardXp(t.database.db, row, {
        source: { kind: "fixed", amount: 40 },
        reason: "day",
        idempotencyKey: `day${d}`,
        at: new Date(Date.UTC(2026, 4, d, 9)),
      });
    }
    const res = await call(t, "GET", "/api/rewards/achievements", { token: s.token });
    const byId = Object.fromEntries(
      res.json().achievements.map((a: { id: string; earned: boolean }) => [a.id, a.earned]),
    );
    expect(byId["streak-3"]).toBe(true);
    expect(byId["streak-7"]).toBe(false);
    expect(byId["level-1"]).toBe(true);
    expect(byId["level-2"]).toBe(false);
  });

  it("counts the same week on the dashboard and the leaderboard: the student's own, from Monday (issue 9)", async () => {
    const s = await createStudent(t);
    const me = await studentRow(s.studentId);
    const sunday = new Date("2026-11-22T12:00:00Z");
    const monday = new Date("2026-11-23T12:00:00Z");
    const wednesday = new Date("2026-11-25T12:00:00Z");
    for (const [key, at, amount] of [
      ["sun", sunday, 40],
      ["mon", monday, 25],
      ["wed", wednesday, 15],
    ] as const)
      await awardXp(t.database.db, me, {
        source: { kind: "fixed", amount },
        reason: key,
        idempotencyKey: key,
        at,
      });
    const board = await getLeaderboard(t.database.db, "week", me, wednesday);
    expect(board.me?.points).toBe(40);
    const progress = await getXpProgress(t.database.db, me, wednesday);
    expect(progress.weeklyXP.map((d) => d.date)).toEqual(weekOf(wednesday, me.timezone).days);
    expect(progress.weeklyXP.reduce((n, d) => n + d.xp, 0)).toBe(40);
  });

  it("reports progress: level, streak and this week's days", async () => {
    const s = await createStudent(t);
    await awardXp(t.database.db, await studentRow(s.studentId), {
      source: { kind: "fixed", amount: 120 },
      reason: "Today",
      idempotencyKey: "today",
    });
    const res = await call(t, "GET", "/api/student-dashboard/progress", { token: s.token });
    expect(res.json().level).toMatchObject({
      level: 1,
      totalXP: 120,
      xpIntoCurrentLevel: 20,
      nextLevelXP: 400,
    });
    expect(res.json().streak.currentStreak).toBe(1);
    expect(res.json().weeklyXP).toHaveLength(7);
    const today = res
      .json()
      .weeklyXP.find((d: { date: string }) => d.date === new Date().toISOString().slice(0, 10));
    expect(today.xp).toBe(120);
    expect(res.json().recentGains[0]).toMatchObject({ amount: 120, reason: "Today" });
  });
});

describe("resolveStudent", () => {
  it("asks a parent without children for a student id", async () => {
    const p = await createParent(t, []);
    await expect(
      resolveStudent(t.database.db, { id: p.user.id, role: "parent", tutorStatus: null }, undefined),
    ).rejects.toThrow("No student ID available");
  });
});
