import crypto from "node:crypto";

/*
 * Stripe without its SDK (decision 030): Checkout sessions are created with one form-encoded POST,
 * and webhooks are checked as Stripe documents it: `Stripe-Signature: t=<unix>,v1=<hex>` where the
 * hex is HMAC-SHA256 of `${t}.${raw body}` under the endpoint's secret, within a tolerance.
 */

const STRIPE_API = "https://api.stripe.com/v1";

/** Verifies a webhook delivery; answers the reason it is refused, or null when it is genuine. */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  toleranceSeconds: number,
  now: Date,
): string | null {
  if (!header) return "missing signature";
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.split("=", 2).map((s) => s.trim());
    if (key === "t" && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === "v1" && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) return "malformed signature";
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return "timestamp outside the tolerance";
  const expected = Buffer.from(signStripePayload(payload, secret, timestamp), "hex");
  const matches = signatures.some((sig) => crypto.timingSafeEqual(Buffer.from(sig, "hex"), expected));
  return matches ? null : "signature mismatch";
}

/** The v1 signature Stripe sends for a payload at a time (tests sign their own deliveries with it). */
export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  return crypto.createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
}

export interface CheckoutSessionInput {
  amountCents: number;
  currency: string;
  productName: string;
  clientReferenceId: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

/** Creates a Stripe Checkout session for one payment; answers its id and the page to send the payer to. */
export async function createCheckoutSession(
  secretKey: string,
  input: CheckoutSessionInput,
): Promise<{ id: string; url: string }> {
  const form = new URLSearchParams({
    mode: "payment",
    client_reference_id: input.clientReferenceId,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][currency]": input.currency.toLowerCase(),
    "line_items[0][price_data][unit_amount]": String(input.amountCents),
    "line_items[0][price_data][product_data][name]": input.productName,
  });
  if (input.customerEmail) form.set("customer_email", input.customerEmail);
  for (const [key, value] of Object.entries(input.metadata)) form.set(`metadata[${key}]`, value);
  const res = await fetch(`${STRIPE_API}/checkout/sessions`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${secretKey}`,
      "content-type": "application/x-www-form-urlencoded",
      "idempotency-key": `checkout-${input.clientReferenceId}`,
    },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => null)) as { id?: unknown; url?: unknown } | null;
  if (!res.ok || typeof body?.id !== "string" || typeof body.url !== "string")
    throw new Error(`Stripe answered ${res.status} creating a Checkout session`);
  return { id: body.id, url: body.url };
}

/**
 * Refunds a payment through Stripe's refund API (all of it unless an amount is given); answers the
 * refund's id. The idempotency key makes a retried or doubled request one refund at Stripe.
 */
export async function createRefund(
  secretKey: string,
  input: {
    paymentIntent: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  },
): Promise<{ id: string }> {
  const form = new URLSearchParams({
    payment_intent: input.paymentIntent,
    amount: String(input.amountCents),
  });
  for (const [key, value] of Object.entries(input.metadata)) form.set(`metadata[${key}]`, value);
  const res = await fetch(`${STRIPE_API}/refunds`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${secretKey}`,
      "content-type": "application/x-www-form-urlencoded",
      "idempotency-key": input.idempotencyKey,
    },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => null)) as { id?: unknown; status?: unknown } | null;
  if (!res.ok || typeof body?.id !== "string" || body.status === "failed" || body.status === "canceled")
    throw new Error(`Stripe answered ${res.status} creating a refund`);
  return { id: body.id };
}
