import { expect, vi } from "vitest";
import { call, createParent, type TestApp } from "../../test/helpers.ts";
import { signStripePayload } from "./stripe.ts";

/* Stripe with no network, for tests: the Checkout and refund API calls are a stubbed fetch (the
   real code path up to the socket), and every webhook delivery is signed the way Stripe signs it. */

export const WEBHOOK_SECRET = "whsec_test_secret_for_brightpath";
export const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_brightpath", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

export interface SentToStripe {
  url: string;
  body: URLSearchParams;
  headers: Record<string, string>;
}

/** Stubs fetch with Stripe answering `answer(url)` (status 200), recording what was sent. */
export function fakeStripe(answer: (url: string) => Record<string, unknown>, status = 200): SentToStripe[] {
  const sent: SentToStripe[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: init.body as URLSearchParams, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify(answer(url)), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

/** The id of a credit package on sale, by its slug. */
export async function offerIdOf(t: TestApp, slug: string): Promise<number> {
  const row = await t.database.db
    .selectFrom("credit_offers")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

let sessionCounter = 0;

/**
 * A parent starts a card checkout (a package by default, or `{ plan_id }`); answers the parent,
 * the Checkout session id Stripe gave and what was sent to Stripe.
 */
export async function startCheckout(t: TestApp, item: { offer_id: number } | { plan_id: string }) {
  const p = await createParent(t, [12]);
  const sessionId = `cs_test_${++sessionCounter}_${Date.now()}`;
  const sent = fakeStripe(() => ({ id: sessionId, url: `https://checkout.stripe.com/c/pay/${sessionId}` }));
  const res = await call(t, "POST", "/api/billing/checkout", {
    token: p.token,
    body: { student_id: p.childIds[0], ...item, method: "card" },
  });
  vi.unstubAllGlobals();
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({
    method: "card",
    checkout_url: `https://checkout.stripe.com/c/pay/${sessionId}`,
  });
  return { p, sessionId, sent };
}

/** A checkout.session.completed event about a session, paid 220.00 USD unless overridden. */
export const completed = (eventId: string, sessionId: string, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: eventId,
    type: "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        amount_total: 22000,
        currency: "usd",
        payment_status: "paid",
        payment_intent: `pi_${sessionId}`,
        ...overrides,
      },
    },
  });

/** Delivers a webhook payload, signed with the endpoint's secret now unless told otherwise. */
export function deliver(
  t: TestApp,
  payload: string,
  options: { secret?: string; at?: number; header?: string } = {},
) {
  const at = options.at ?? Math.floor(Date.now() / 1000);
  const header =
    options.header ?? `t=${at},v1=${signStripePayload(payload, options.secret ?? WEBHOOK_SECRET, at)}`;
  return t.app.inject({
    method: "POST",
    url: "/api/payments/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": header },
    payload,
  });
}
