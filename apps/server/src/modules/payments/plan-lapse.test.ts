import { describe, expect, it } from "vitest";
import { call, createParent, createUser, useTestApp } from "../../test/helpers.ts";

/* Issue 21: a plan whose paid month ends without renewal is over: the child is back on the free
   Starter plan (decisions.md 3: `ai-only` is the default) with its monthly allowance, on the
   family's billing and the admin's lists alike; a plan still paid for, or one an admin set, stays. */

const t = useTestApp();
const HOUR_MS = 3_600_000;

async function setPlan(studentId: number, plan: "tutor-lite" | "tutor-plus", paidUntil: Date | null) {
  await t.database.db
    .updateTable("student_profiles")
    .set({ plan, plan_paid_until: paidUntil })
    .where("id", "=", studentId)
    .execute();
}

describe("a paid month that ends without renewal", () => {
  it("puts the child back on Starter, with the free plan's month, everywhere it is shown", async () => {
    const p = await createParent(t, [11, 9, 14]);
    const [lapsed, paid, adminSet] = p.childIds as [number, number, number];
    await setPlan(lapsed, "tutor-lite", new Date(Date.now() - HOUR_MS));
    await setPlan(paid, "tutor-plus", new Date(Date.now() + 10 * 24 * HOUR_MS));
    await setPlan(adminSet, "tutor-plus", null);

    const res = await call(t, "GET", "/api/billing/account", { token: p.token });
    expect(res.statusCode).toBe(200);
    const children = res.json().children as {
      id: number;
      plan: string;
      plan_paid_until: string | null;
      credits: { isMonthlyGrant: boolean; type: string }[];
    }[];
    const byId = (id: number) => children.find((c) => c.id === id)!;
    expect(byId(lapsed)).toMatchObject({ plan: "ai-only", plan_paid_until: null });
    expect(byId(lapsed).credits.filter((c) => c.isMonthlyGrant)).toEqual([
      expect.objectContaining({ type: "ai-session" }),
    ]);
    expect(byId(paid)).toMatchObject({ plan: "tutor-plus", plan_paid_until: expect.any(String) });
    expect(byId(paid).credits.filter((c) => c.isMonthlyGrant)).toEqual([]);
    expect(byId(adminSet)).toMatchObject({ plan: "tutor-plus", plan_paid_until: null });

    // The row itself is back on the free plan, not only the page.
    const rows = await t.database.db
      .selectFrom("student_profiles")
      .select(["id", "plan", "plan_paid_until"])
      .where("id", "in", [lapsed, paid, adminSet])
      .execute();
    expect(rows.find((r) => r.id === lapsed)).toMatchObject({ plan: "ai-only", plan_paid_until: null });
    expect(rows.find((r) => r.id === paid)?.plan).toBe("tutor-plus");
    expect(rows.find((r) => r.id === adminSet)?.plan).toBe("tutor-plus");
  });

  it("shows the admin the plan in force, even before the family looks", async () => {
    const admin = await createUser(t, { role: "admin" });
    const p = await createParent(t, [12]);
    const child = p.childIds[0]!;
    await setPlan(child, "tutor-lite", new Date(Date.now() - HOUR_MS));
    const clients = await call(t, "GET", "/api/admin/clients", { token: admin.token });
    expect(clients.statusCode).toBe(200);
    const family = clients
      .json()
      .clients.flatMap(
        (c: { children: { id: number; plan: string; plan_paid_until: string | null }[] }) => c.children,
      )
      .find((c: { id: number }) => c.id === child);
    expect(family).toMatchObject({ plan: "ai-only", plan_paid_until: null });
    const students = await call(t, "GET", "/api/admin/students", { token: admin.token });
    expect(students.json().students.find((s: { id: number }) => s.id === child)?.plan).toBe("ai-only");
  });
});
