import { describe, expect, it } from "vitest";
import { createParent, useTestApp } from "../../test/helpers.ts";
import { getStudentCredits, grantPurchasedPackage, takeBackCredits } from "./credits.service.ts";

const t = useTestApp();

const grants = (studentId: number) =>
  t.database.db
    .selectFrom("credit_packages")
    .select(["grant_month", "total", "expires_at"])
    .where("student_id", "=", studentId)
    .where("grant_month", "is not", null)
    .orderBy("grant_month")
    .execute();

describe("the ai-only plan's monthly AI sessions (decisions.md 3)", () => {
  it("grants 10 once per student and month, however many read at once", async () => {
    const p = await createParent(t, [10]);
    const child = p.childIds[0]!;
    const june = new Date("2026-06-10T08:00:00Z");
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => getStudentCredits(t.database.db, [child], june)),
    );
    expect(answers.map((a) => a.get(child)!.balances)).toEqual(
      Array(4).fill({ "ai-session": 10, "tutor-session": 0 }),
    );
    expect(await grants(child)).toEqual([
      { grant_month: "2026-06", total: 10, expires_at: new Date("2026-07-01T00:00:00Z") },
    ]);
    // The next month brings a new grant; June's has expired and counts for nothing.
    const july = await getStudentCredits(t.database.db, [child], new Date("2026-07-02T00:00:00Z"));
    expect(july.get(child)!.balances["ai-session"]).toBe(10);
    expect((await grants(child)).map((g) => g.grant_month)).toEqual(["2026-06", "2026-07"]);
  });

  it("grants nothing on a tutor plan", async () => {
    const p = await createParent(t, [12]);
    const child = p.childIds[0]!;
    await t.database.db
      .updateTable("student_profiles")
      .set({ plan: "tutor-plus" })
      .where("id", "=", child)
      .execute();
    const credits = await getStudentCredits(t.database.db, [child], new Date("2026-06-10T08:00:00Z"));
    expect(credits.get(child)!.balances).toEqual({ "ai-session": 0, "tutor-session": 0 });
    expect(await grants(child)).toEqual([]);
  });
});

describe("bought packages", () => {
  it("last one year and can have unspent credits taken back, never below zero", async () => {
    const p = await createParent(t, [9]);
    const child = p.childIds[0]!;
    const now = new Date("2026-03-01T10:00:00Z");
    const id = await grantPurchasedPackage(t.database.db, {
      studentId: child,
      creditType: "tutor-session",
      credits: 5,
      now,
    });
    const credits = (await getStudentCredits(t.database.db, [child], now)).get(child)!;
    expect(credits.credits.find((c) => c.id === id)).toMatchObject({
      total: 5,
      remaining: 5,
      expiryDate: "2027-03-01T10:00:00.000Z",
      isMonthlyGrant: false,
    });
    await takeBackCredits(t.database.db, id, 2, "Refund");
    await expect(takeBackCredits(t.database.db, id, 4, "Refund")).rejects.toThrow(/not that many/);
    expect((await getStudentCredits(t.database.db, [child], now)).get(child)!.balances["tutor-session"]).toBe(
      3,
    );
    // A year and a day later the package is gone from the balance.
    const later = new Date("2027-03-02T10:00:00Z");
    expect(
      (await getStudentCredits(t.database.db, [child], later)).get(child)!.balances["tutor-session"],
    ).toBe(0);
  });
});
