import { BILLING_MESSAGES } from "@app/contract/billing";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedSiteContent } from "../../db/seed/site/index.ts";
import { call, createParent, createUser, useTestApp } from "../../test/helpers.ts";
import { completed, deliver, STRIPE_ENV, startCheckout } from "./stripe-test-fixtures.ts";

/* Issue 21: a plan on /pricing is bought like a credit package (bank transfer confirmed by an
   admin, or Stripe Checkout): one month of it per payment, its sessions for that month, the plan
   the child is on shown in billing and to admins. */

const t = useTestApp(STRIPE_ENV);
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  await seedSiteContent(t.database.db);
  admin = await createUser(t, { role: "admin" });
});
afterEach(() => vi.unstubAllGlobals());

const account = async (token: string) => (await call(t, "GET", "/api/billing/account", { token })).json();
const MONTH_MS = 28 * 86_400_000;

describe("buying a plan", () => {
  it("by bank transfer: an open invoice until an admin confirms, then the plan and its month's sessions", async () => {
    const p = await createParent(t, [11]);
    const before = await account(p.token);
    expect(before.children[0]).toMatchObject({ plan: "ai-only", plan_paid_until: null });
    const res = await call(t, "POST", "/api/billing/checkout", {
      token: p.token,
      body: { student_id: p.childIds[0], plan_id: "tutor-lite", method: "bank-transfer" },
    });
    expect(res.statusCode).toBe(201);
    const request = res.json().request;
    expect(request).toMatchObject({
      plan: "tutor-lite",
      credit_type: null,
      credits: null,
      offer_name: "Tutor Lite plan, one month",
      amount_cents: 8900,
      currency: "USD",
      status: "pending",
    });
    // Nothing changes until the money is in.
    expect((await account(p.token)).children[0].plan).toBe("ai-only");

    const confirm = await call(t, "POST", `/api/admin/payments/requests/${request.id}/confirm`, {
      token: admin.token,
    });
    expect(confirm.statusCode).toBe(200);
    const after = await account(p.token);
    const child = after.children[0];
    expect(child.plan).toBe("tutor-lite");
    const paidUntil = new Date(child.plan_paid_until).getTime();
    expect(paidUntil - Date.now()).toBeGreaterThan(MONTH_MS);
    // The month's 2 lessons and, the AI tutor being on (issue 24), its AI sessions.
    expect(child.balances["tutor-session"]).toBe(2);
    const planAi = 30;
    expect(child.balances["ai-session"]).toBe(before.children[0].balances["ai-session"] + planAi);
    const planPackages = child.credits.filter(
      (c: { expiryDate: string }) => new Date(c.expiryDate).getTime() === paidUntil,
    );
    expect(planPackages.map((c: { type: string; total: number }) => [c.type, c.total]).sort()).toEqual([
      ["ai-session", planAi],
      ["tutor-session", 2],
    ]);
    expect(after.invoices[0]).toMatchObject({ status: "paid", amount_cents: 8900 });
    expect(after.ledger.find((e: { type: string }) => e.type === "payment")).toMatchObject({
      method: "bank-transfer",
      amount_cents: 8900,
      description: "Tutor Lite plan, one month for Child0",
    });

    // The admin's clients and students show the plan.
    const clients = (await call(t, "GET", "/api/admin/clients", { token: admin.token })).json().clients;
    expect(clients.find((c: { payer_id: string }) => c.payer_id === p.user.id).children[0]).toMatchObject({
      plan: "tutor-lite",
      plan_paid_until: child.plan_paid_until,
    });
    const students = (
      await call(t, "GET", "/api/admin/students?search=Child0", { token: admin.token })
    ).json();
    expect(students.students.find((s: { id: number }) => s.id === p.childIds[0]).plan).toBe("tutor-lite");

    // Renewed before the month ends: a month more from the end of the one paid.
    const renew = await call(t, "POST", "/api/billing/checkout", {
      token: p.token,
      body: { student_id: p.childIds[0], plan_id: "tutor-lite", method: "bank-transfer" },
    });
    await call(t, "POST", `/api/admin/payments/requests/${renew.json().request.id}/confirm`, {
      token: admin.token,
    });
    const renewed = (await account(p.token)).children[0];
    expect(new Date(renewed.plan_paid_until).getTime() - paidUntil).toBeGreaterThan(MONTH_MS);
    expect(renewed.balances["tutor-session"]).toBe(4);
  });

  it("by card: Stripe is asked for the plan's monthly price, and the webhook puts the child on it", async () => {
    const { p, sessionId, sent } = await startCheckout(t, { plan_id: "tutor-plus" });
    const form = sent[0]!.body;
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("16900");
    expect(form.get("line_items[0][price_data][product_data][name]")).toBe(
      "Tutor Plus plan, one month for Child0",
    );
    const payload = completed(`evt_plan_${sessionId}`, sessionId, { amount_total: 16900 });
    expect((await deliver(t, payload)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(t, payload)).json().duplicate).toBe(true);
    const child = (await account(p.token)).children[0];
    expect(child.plan).toBe("tutor-plus");
    expect(child.balances["tutor-session"]).toBe(4);
    const payments = (await account(p.token)).ledger.filter((e: { type: string }) => e.type === "payment");
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: "stripe", amount_cents: 16900 });
  });

  it("refuses the free plan, an unknown plan, both or neither of a plan and a package, and changes nothing", async () => {
    const p = await createParent(t, [9]);
    const offer = await t.database.db.selectFrom("credit_offers").select("id").executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string][] = [
      [{ plan_id: "ai-only" }, BILLING_MESSAGES.freePlan],
      [{ plan_id: "gold" }, "Invalid"],
      [{ plan_id: "tutor-lite", offer_id: offer.id }, BILLING_MESSAGES.chooseOne],
      [{}, BILLING_MESSAGES.chooseOne],
    ];
    for (const [item, message] of cases) {
      const res = await call(t, "POST", "/api/billing/checkout", {
        token: p.token,
        body: { student_id: p.childIds[0], method: "bank-transfer", ...item },
      });
      expect(res.statusCode, JSON.stringify(item)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const after = await account(p.token);
    expect(after.requests).toEqual([]);
    expect(after.invoices).toEqual([]);
    expect(after.children[0].plan).toBe("ai-only");
  });
});
