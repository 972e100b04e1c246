import { BILLING_MESSAGES } from "@app/contract/billing";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedSiteContent } from "../../db/seed/site/index.ts";
import { buildTestApp, call, createParent, type TestApp } from "../../test/helpers.ts";
import { signStripePayload } from "./stripe.ts";
import * as kit from "./stripe-test-fixtures.ts";
import { completed, offerIdOf, WEBHOOK_SECRET as SECRET, STRIPE_ENV } from "./stripe-test-fixtures.ts";

/* Card payments through Stripe Checkout (issue 12), with no network: the Checkout API call is a
   stubbed fetch, and every webhook delivery is signed here the way Stripe signs it. */

let t: TestApp;
let offerId: number;

beforeAll(async () => {
  t = await buildTestApp(STRIPE_ENV);
  await seedSiteContent(t.database.db);
  offerId = await offerIdOf(t, "tutor-5");
});
afterAll(() => t.close());
afterEach(() => vi.unstubAllGlobals());

const startCheckout = () => kit.startCheckout(t, { offer_id: offerId });
const deliver = (payload: string, options?: Parameters<typeof kit.deliver>[2]) =>
  kit.deliver(t, payload, options);

const balanceOf = async (token: string) =>
  (await call(t, "GET", "/api/billing/account", { token })).json().children[0].balances;
const paymentsCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom("payments")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("Stripe Checkout", () => {
  it("asks Stripe for a session of the package's price, naming the purchase request", async () => {
    const { sent } = await startCheckout();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("https://api.stripe.com/v1/checkout/sessions");
    expect(sent[0]!.headers.authorization).toBe("Bearer sk_test_brightpath");
    const form = sent[0]!.body;
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("22000");
    expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(form.get("metadata[purchase_request_id]")).toBe(form.get("client_reference_id"));
    expect(form.get("success_url")).toContain("/student/settings?view=billing");
  });

  it("applies a genuine checkout.session.completed once: package, paid invoice, payment row", async () => {
    const { p, sessionId } = await startCheckout();
    expect(await balanceOf(p.token)).toEqual({ "ai-session": 10, "tutor-session": 0 });
    const payload = completed(`evt_ok_${sessionId}`, sessionId);
    const res = await deliver(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const account = (await call(t, "GET", "/api/billing/account", { token: p.token })).json();
    expect(account.children[0].balances).toEqual({ "ai-session": 10, "tutor-session": 5 });
    expect(account.invoices[0]).toMatchObject({ status: "paid", amount_cents: 22000 });
    expect(account.ledger.find((e: { type: string }) => e.type === "payment")).toMatchObject({
      method: "stripe",
      amount_cents: 22000,
    });
    expect(account.requests[0].status).toBe("confirmed");

    // Replayed with a fresh, valid signature: acknowledged as a duplicate, nothing changes.
    const payments = await paymentsCount();
    const replay = await deliver(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // Another event about the same session (Stripe may send more than one) pays nothing twice.
    expect((await deliver(completed(`evt_again_${sessionId}`, sessionId))).json().duplicate).toBe(false);
    expect(await paymentsCount()).toBe(payments);
    expect(await balanceOf(p.token)).toEqual({ "ai-session": 10, "tutor-session": 5 });
  });

  it("applies the same event delivered twice at once exactly once", async () => {
    const { p, sessionId } = await startCheckout();
    const payload = completed(`evt_race_${sessionId}`, sessionId);
    const answers = await Promise.all([deliver(payload), deliver(payload)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().duplicate).sort()).toEqual([false, true]);
    expect(await balanceOf(p.token)).toEqual({ "ai-session": 10, "tutor-session": 5 });
  });

  it("refuses forged, stale, unsigned or malformed deliveries with 400 and changes nothing", async () => {
    const { p, sessionId } = await startCheckout();
    const payload = completed(`evt_forged_${sessionId}`, sessionId);
    const before = await paymentsCount();
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      deliver(payload, { secret: "whsec_someone_else" }),
      deliver(payload, { at: now - 301 }), // an old delivery replayed past the 5-minute tolerance
      deliver(payload, { at: now + 600 }),
      deliver(payload, { header: "" }),
      deliver(payload, { header: `t=${now}` }),
      deliver(payload, { header: `t=${now},v1=${"0".repeat(64)}` }),
      deliver(payload, {
        header: `t=${now},v1=${signStripePayload(payload.replace("22000", "1"), SECRET, now)}`,
      }),
      t.app.inject({
        method: "POST",
        url: "/api/payments/stripe/webhook",
        headers: { "content-type": "application/json" },
        payload,
      }),
    ];
    for (const res of await Promise.all(forged)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(BILLING_MESSAGES.badSignature);
    }
    // Genuine signature over a body that is not an event.
    expect((await deliver("not json")).statusCode).toBe(400);
    expect((await deliver(JSON.stringify({ id: "evt_x" }))).statusCode).toBe(400);
    expect(await paymentsCount()).toBe(before);
    expect(await balanceOf(p.token)).toEqual({ "ai-session": 10, "tutor-session": 0 });
    const events = await t.database.db
      .selectFrom("stripe_events")
      .select("id")
      .where("id", "=", `evt_forged_${sessionId}`)
      .execute();
    expect(events).toEqual([]);
  });

  it("grants nothing for an unpaid session, a different amount, or an unknown session, and ignores other events", async () => {
    const { p, sessionId } = await startCheckout();
    const before = await paymentsCount();
    expect(
      (await deliver(completed(`evt_unpaid_${sessionId}`, sessionId, { payment_status: "unpaid" })))
        .statusCode,
    ).toBe(200);
    expect(
      (await deliver(completed(`evt_amount_${sessionId}`, sessionId, { amount_total: 100 }))).statusCode,
    ).toBe(200);
    expect((await deliver(completed(`evt_unknown_${sessionId}`, "cs_unknown"))).statusCode).toBe(200);
    const other = JSON.stringify({
      id: `evt_other_${sessionId}`,
      type: "invoice.created",
      data: { object: {} },
    });
    expect((await deliver(other)).json()).toEqual({ received: true, duplicate: false });
    expect(await paymentsCount()).toBe(before);
    expect(await balanceOf(p.token)).toEqual({ "ai-session": 10, "tutor-session": 0 });
  });

  it("answers 502 and keeps no open request when Stripe cannot be reached", async () => {
    const p = await createParent(t, [12]);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    const res = await call(t, "POST", "/api/billing/checkout", {
      token: p.token,
      body: { student_id: p.childIds[0], offer_id: offerId, method: "card" },
    });
    expect(res.statusCode).toBe(502);
    const account = (await call(t, "GET", "/api/billing/account", { token: p.token })).json();
    expect(account.requests.map((r: { status: string }) => r.status)).toEqual(["cancelled"]);
    expect(account.payment_methods.card).toBe(true);
  });
});

describe("without Stripe keys", () => {
  it("has no webhook to call", async () => {
    const plain = await buildTestApp();
    const res = await plain.app.inject({
      method: "POST",
      url: "/api/payments/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(404);
    await plain.close();
  });
});
