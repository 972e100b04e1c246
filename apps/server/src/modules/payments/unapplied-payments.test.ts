import { UNAPPLIED_MESSAGES } from "@app/contract/unapplied-payments";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedSiteContent } from "../../db/seed/site/index.ts";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createUser, useTestApp } from "../../test/helpers.ts";
import {
  completed,
  deliver,
  fakeStripe,
  offerIdOf,
  STRIPE_ENV,
  startCheckout,
} from "./stripe-test-fixtures.ts";

/* Issue 20 item 7 (decision 036): a paid Checkout session whose request was cancelled, or whose
   amount or currency differs, is kept, every admin is told, and an admin refunds it (through
   Stripe's refund API, stubbed at fetch, or by hand) or grants what was asked, once. */

const t = useTestApp(STRIPE_ENV);
let offerId: number;
let admins: Awaited<ReturnType<typeof createUser>>[];
beforeAll(async () => {
  await seedSiteContent(t.database.db);
  offerId = await offerIdOf(t, "tutor-5");
  admins = [await createUser(t, { role: "admin" }), await createUser(t, { role: "admin" })];
});
afterEach(() => vi.unstubAllGlobals());

type Case = "request-cancelled" | "amount-mismatch" | "currency-mismatch";
const PAID: Record<Case, { amount_total: number; currency: string }> = {
  "request-cancelled": { amount_total: 22000, currency: "usd" },
  "amount-mismatch": { amount_total: 100, currency: "usd" },
  "currency-mismatch": { amount_total: 22000, currency: "eur" },
};

const account = async (token: string) => (await call(t, "GET", "/api/billing/account", { token })).json();
const openList = async () =>
  (await call(t, "GET", "/api/admin/payments/unapplied?status=open", { token: admins[0]!.token })).json();
const bellTitles = async (token: string) =>
  (await call(t, "GET", "/api/notifications", { token })).json().notifications as {
    title: string;
    body: string;
    link_url: string;
  }[];

/** A card checkout paid as `reason` says (its request cancelled first for that case); answers the record. */
async function paidWrongly(reason: Case) {
  const { p, sessionId } = await startCheckout(t, { offer_id: offerId });
  const request = (await account(p.token)).requests[0];
  if (reason === "request-cancelled") {
    const cancel = await call(t, "POST", `/api/admin/payments/requests/${request.id}/cancel`, {
      token: admins[0]!.token,
    });
    expect(cancel.statusCode).toBe(200);
  }
  const bellsBefore = await Promise.all(admins.map((a) => bellTitles(a.token)));
  const payload = completed(`evt_${reason}_${sessionId}`, sessionId, PAID[reason]);
  const res = await deliver(t, payload);
  expect(res.json()).toEqual({ received: true, duplicate: false });
  // A replay, and another event about the same session, keep it once and tell nobody twice.
  expect((await deliver(t, payload)).json()).toEqual({ received: true, duplicate: true });
  const again = completed(`evt_again_${reason}_${sessionId}`, sessionId, PAID[reason]);
  expect((await deliver(t, again)).json().duplicate).toBe(false);

  const kept = (await openList()).payments.filter(
    (u: { stripe_session_id: string }) => u.stripe_session_id === sessionId,
  );
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({
    reason,
    status: "open",
    payer_id: p.user.id,
    student_id: p.childIds[0],
    purchase_request_id: request.id,
    requested: "5 lessons with a tutor for Child0",
    requested_cents: 22000,
    requested_currency: "USD",
    amount_cents: PAID[reason].amount_total,
    currency: PAID[reason].currency.toUpperCase(),
    payment_intent: `pi_${sessionId}`,
  });
  // Nothing was credited, and the family's books show no payment yet.
  const family = await account(p.token);
  expect(family.children[0].balances["tutor-session"]).toBe(0);
  expect(family.ledger.filter((e: { type: string }) => e.type !== "credits")).toEqual([]);
  // Every admin's bell got exactly one notification about it, linking to the payments page.
  for (const [i, admin] of admins.entries()) {
    const bell = await bellTitles(admin.token);
    expect(bell.length - bellsBefore[i]!.length).toBe(1);
    expect(bell[0]).toMatchObject({
      title: UNAPPLIED_MESSAGES.notificationTitle,
      link_url: "/admin/payments#unapplied",
    });
    expect(bell[0]!.body).toContain(request.reference);
  }
  return { p, sessionId, record: kept[0] as { id: number }, request };
}

const refund = (id: number, method: "stripe" | "manual") =>
  call(t, "POST", `/api/admin/payments/unapplied/${id}/refund`, {
    token: admins[1]!.token,
    body: { method, note: "Returned to the card" },
  });
const grant = (id: number) =>
  call(t, "POST", `/api/admin/payments/unapplied/${id}/grant`, {
    token: admins[0]!.token,
    body: { note: "Honoured as asked" },
  });

const auditOf = (id: number) =>
  t.database.db
    .selectFrom("audit_log")
    .select(["action", "actor_user_id"])
    .where("entity_type", "=", "unapplied-payment")
    .where("entity_id", "=", String(id))
    .execute();

describe.each(["request-cancelled", "amount-mismatch", "currency-mismatch"] as const)("%s", (reason) => {
  it("is kept, every admin told, and refunded through Stripe once", async () => {
    const { p, sessionId, record, request } = await paidWrongly(reason);
    const sent = fakeStripe(() => ({ id: `re_${sessionId}`, object: "refund", status: "succeeded" }));
    const res = await refund(record.id, "stripe");
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: "refunded", refund_reference: `re_${sessionId}` });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("https://api.stripe.com/v1/refunds");
    expect(sent[0]!.body.get("payment_intent")).toBe(`pi_${sessionId}`);
    expect(sent[0]!.body.get("amount")).toBe(String(PAID[reason].amount_total));
    expect(sent[0]!.headers["idempotency-key"]).toBe(`refund-unapplied-${record.id}`);

    // Twice, or a grant after it: 409, and Stripe is not asked again.
    expect((await refund(record.id, "stripe")).statusCode).toBe(409);
    expect((await refund(record.id, "manual")).statusCode).toBe(409);
    expect((await grant(record.id)).statusCode).toBe(409);
    expect(sent).toHaveLength(1);

    const family = await account(p.token);
    const money = family.ledger.filter((e: { type: string }) => e.type !== "credits");
    expect(money.map((e: { type: string; amount_cents: number }) => [e.type, e.amount_cents]).sort()).toEqual(
      [
        ["payment", PAID[reason].amount_total],
        ["refund", -PAID[reason].amount_total],
      ],
    );
    expect(family.children[0].balances["tutor-session"]).toBe(0);
    expect(family.requests.find((r: { id: number }) => r.id === request.id).status).toBe("cancelled");
    expect(await auditOf(record.id)).toEqual([
      { action: "payment.unapplied-refund", actor_user_id: admins[1]!.user.id },
    ]);
  });

  it("is kept, every admin told, and granted as asked once, through the paid-request path", async () => {
    const { p, record, request } = await paidWrongly(reason);
    const res = await grant(record.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: "granted", note: "Honoured as asked" });
    expect((await grant(record.id)).statusCode).toBe(409);
    expect((await refund(record.id, "manual")).statusCode).toBe(409);

    const family = await account(p.token);
    expect(family.children[0].balances["tutor-session"]).toBe(5);
    expect(family.requests.find((r: { id: number }) => r.id === request.id).status).toBe("confirmed");
    const payments = family.ledger.filter((e: { type: string }) => e.type === "payment");
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      method: "stripe",
      amount_cents: PAID[reason].amount_total,
      currency: PAID[reason].currency.toUpperCase(),
    });
    expect(family.invoices[0]).toMatchObject({ status: "paid", amount_cents: PAID[reason].amount_total });
    expect(await auditOf(record.id)).toEqual([
      { action: "payment.unapplied-grant", actor_user_id: admins[0]!.user.id },
    ]);
    const resolved = (
      await call(t, "GET", "/api/admin/payments/unapplied?status=resolved", { token: admins[0]!.token })
    ).json().payments;
    expect(resolved.find((u: { id: number }) => u.id === record.id)).toMatchObject({
      status: "granted",
      payment_id: payments[0].payment_id,
    });
  });
});

describe("deciding an unapplied payment", () => {
  it("keeps it open when Stripe refuses the refund, then refunds it by hand; a grant and a refund at once decide once", async () => {
    const { record } = await paidWrongly("amount-mismatch");
    fakeStripe(() => ({ error: { message: "No such payment_intent" } }), 400);
    const failed = await refund(record.id, "stripe");
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe(UNAPPLIED_MESSAGES.stripeFailed);
    expect((await openList()).payments.some((u: { id: number }) => u.id === record.id)).toBe(true);
    vi.unstubAllGlobals();
    const [a, b] = await Promise.all([refund(record.id, "manual"), grant(record.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const other = await paidWrongly("currency-mismatch");
    const manual = await refund(other.record.id, "manual");
    expect(manual.json().payment).toMatchObject({ status: "refunded", refund_reference: null });
  });

  it("refuses bad input with a clear 400 and changes nothing; an unknown one is 404", async () => {
    const { record } = await paidWrongly("request-cancelled");
    for (const body of [
      {},
      { method: "stripe" },
      { method: "cash", note: "x" },
      { method: "manual", note: " " },
    ]) {
      const res = await call(t, "POST", `/api/admin/payments/unapplied/${record.id}/refund`, {
        token: admins[0]!.token,
        body,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (
        await call(t, "POST", `/api/admin/payments/unapplied/${record.id}/grant`, {
          token: admins[0]!.token,
          body: {},
        })
      ).statusCode,
    ).toBe(400);
    expect((await grant(999_999)).statusCode).toBe(404);
    expect((await openList()).payments.find((u: { id: number }) => u.id === record.id).status).toBe("open");
  });

  it("is for admins only, and stays out of the admins' list of notifications sent", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/payments/unapplied");
    await expectAdminOnly(t, "POST", "/api/admin/payments/unapplied/1/refund", {
      method: "manual",
      note: "x",
    });
    await expectAdminOnly(t, "POST", "/api/admin/payments/unapplied/1/grant", { note: "x" });
    const sent = (await call(t, "GET", "/api/admin/notifications", { token: admins[0]!.token })).json();
    expect(
      sent.notifications.some((n: { title: string }) => n.title === UNAPPLIED_MESSAGES.notificationTitle),
    ).toBe(false);
  });
});
