import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../../test/helpers.ts";
import { seedCatalogue } from "./catalogue.ts";
import { DEMO_PASSWORD, seedDemo } from "./demo.ts";
import { runDemoLearners } from "./demo-learner.ts";

const t = useTestApp();
beforeAll(async () => {
  await seedCatalogue(t.database.db);
  await seedDemo(t.database.db);
  await runDemoLearners(t.app.deps);
});

async function login(username: string): Promise<string> {
  const res = await call(t, "POST", "/api/auth/login", { body: { username, password: DEMO_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json().access_token;
}

describe("the demo data", () => {
  it("signs in every demo account", async () => {
    for (const username of ["admin", "tutor", "parent", "student"]) {
      const me = await call(t, "GET", "/api/auth/me", { token: await login(username) });
      expect(me.json().username).toBe(username);
    }
    const tutor = await call(t, "GET", "/api/auth/me", { token: await login("tutor") });
    expect(tutor.json()).toMatchObject({ role: "tutor", tutorStatus: "approved" });
  });

  it("assigns the demo tutor to the demo student, whose profile he may then read", async () => {
    const student = (
      await call(t, "GET", "/api/student-dashboard/profile", { token: await login("student") })
    ).json();
    const id = student.student.id;
    const res = await call(t, "GET", `/api/student-dashboard/profile?student_id=${id}`, {
      token: await login("tutor"),
    });
    expect(res.statusCode).toBe(200);
  });

  it("gives the parent two children aged 10 and 15, with the kids theme for the younger", async () => {
    const token = await login("parent");
    const res = await call(t, "GET", "/api/student-dashboard/profile", { token });
    expect(
      res.json().students.map((s: { age: number; preferredTheme: string }) => [s.age, s.preferredTheme]),
    ).toEqual([
      [10, "kids"],
      [15, "adult"],
    ]);
  });

  it("gives the student a live streak, credits, lessons, homework and library history", async () => {
    const token = await login("student");
    const progress = (await call(t, "GET", "/api/student-dashboard/progress", { token })).json();
    expect(progress.streak.currentStreak).toBe(4);
    expect(progress.level.totalXP).toBeGreaterThan(100);
    const balance = (await call(t, "GET", "/api/student-dashboard/balance", { token })).json();
    expect(
      balance.credits
        .map((c: { type: string; remaining: number; total: number }) => [c.type, c.total, c.remaining])
        .sort(),
    ).toEqual([
      ["ai-session", 10, 10], // this month's AI sessions of the ai-only plan (decisions.md 3)
      ["ai-session", 10, 8],
      ["tutor-session", 8, 4], // one credit spent by each of its four lessons
    ]);
    const upcoming = (await call(t, "GET", "/api/student-dashboard/upcoming-lessons", { token })).json();
    expect(upcoming.upcoming_lessons).toHaveLength(3);
    // Each demo lesson spent its credit, so cancelling the group lesson nine days ahead gives it back,
    // as the cancel dialog promises.
    const french = upcoming.upcoming_lessons.find(
      (l: { title: string }) => l.title === "French conversation",
    );
    const cancelled = await call(t, "POST", `/api/booking/lessons/${french.id}/cancel`, { token });
    expect(cancelled.json()).toMatchObject({ refunded: true, balance: 5 });
    const homework = (await call(t, "GET", "/api/student-dashboard/homework", { token })).json();
    expect(homework.homework.length).toBeGreaterThanOrEqual(5);
    const recent = (
      await call(t, "GET", "/api/student-dashboard/library?recent_only=true", { token })
    ).json();
    expect(recent.content).toHaveLength(3);
    expect(recent.content[0].material_id).not.toBeNull();
  });

  it("tells one story on every page for each demo learner: dashboard, progress, leaderboard, review (issue 9)", async () => {
    const parent = await login("parent");
    const children = (await call(t, "GET", "/api/student-dashboard/profile", { token: parent })).json()
      .students;
    const views = [
      { token: await login("student"), query: "" },
      ...children.map((c: { id: number }) => ({ token: parent, query: `student_id=${c.id}` })),
    ];
    for (const { token, query } of views) {
      const get = async (path: string) =>
        (await call(t, "GET", `${path}${path.includes("?") ? "&" : "?"}${query}`, { token })).json();
      const dashboard = await get("/api/student-dashboard/progress");
      const wallet = await get("/api/rewards/wallet");
      const week = await get("/api/rewards/leaderboard?period=week");
      const allTime = await get("/api/rewards/leaderboard?period=all");
      const overview = await get("/api/progress/overview");
      const review = await get("/api/review/due");
      const weekXp = dashboard.weeklyXP.reduce((n: number, d: { xp: number }) => n + d.xp, 0);
      // XP: the dashboard's level, the wallet and the all-time board say the same total.
      expect(dashboard.level.totalXP).toBeGreaterThan(0);
      expect(wallet.wallet.points_total).toBe(dashboard.level.totalXP);
      if (allTime.me) expect(allTime.me.points).toBe(dashboard.level.totalXP);
      // This week: the dashboard's chart and the weekly board count the same days.
      if (week.me) expect(week.me.points).toBe(weekXp);
      // Activity: the XP came from answers that Progress counts and Review schedules.
      expect(overview.totals.attempts).toBeGreaterThan(0);
      expect(overview.totals.materials_completed).toBeGreaterThan(0);
      expect(review.total_cards).toBeGreaterThan(0);
      expect(dashboard.streak.currentStreak).toBeGreaterThan(0);
    }
  });

  it("seeds only once", async () => {
    expect(await seedDemo(t.database.db)).toBe(0);
    const rows = await t.database.db.selectFrom("lessons").select("id").execute();
    expect(rows).toHaveLength(6);
  });
});
