import { BILLING_LIMITS, BILLING_MESSAGES } from "@app/contract/billing";
import type { Deps } from "../../deps.ts";
import { badRequest, notFound } from "../../lib/app-error.ts";
import * as repo from "./payments.repository.ts";
import { applyStripeSession } from "./payments.service.ts";
import { verifyStripeSignature } from "./stripe.ts";
import { keepUnapplied } from "./unapplied-payments.service.ts";

interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

function parseEvent(payload: string): StripeEvent | null {
  try {
    const event = JSON.parse(payload) as Partial<StripeEvent> | null;
    if (
      !event ||
      typeof event.id !== "string" ||
      event.id.length === 0 ||
      event.id.length > 255 ||
      typeof event.type !== "string" ||
      typeof event.data?.object !== "object" ||
      event.data.object === null
    )
      return null;
    return event as StripeEvent;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * POST /api/payments/stripe/webhook: a delivery is applied only when its Stripe-Signature is
 * genuine and recent (a forged or stale one is a 400 and changes nothing), and each event id only
 * once: the id is recorded in the same transaction as its effect, so a replay is answered as a
 * duplicate. A paid checkout.session.completed grants what was bought, pays the invoice and
 * records the payment; one whose request was cancelled or whose amount or currency differs is
 * kept for an admin to refund or grant (decision 036); other event types are acknowledged and ignored.
 */
export async function handleStripeWebhook(
  deps: Deps,
  payload: unknown,
  signature: string | undefined,
  now = new Date(),
): Promise<{ received: true; duplicate: boolean }> {
  const stripe = deps.config.stripe;
  if (!stripe) throw notFound("Card payments are not set up");
  const raw =
    typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : null;
  if (raw === null) throw badRequest(BILLING_MESSAGES.badSignature);
  const problem = verifyStripeSignature(
    raw,
    signature,
    stripe.webhookSecret,
    BILLING_LIMITS.webhookToleranceSeconds,
    now,
  );
  if (problem) throw badRequest(BILLING_MESSAGES.badSignature, { "stripe-signature": [problem] });
  const event = parseEvent(raw);
  if (!event) throw badRequest("The webhook body is not a Stripe event");
  return deps.db.transaction().execute(async (tx) => {
    if (!(await repo.markStripeEvent(tx, event.id, event.type)))
      return { received: true as const, duplicate: true };
    if (
      event.type === "checkout.session.completed" ||
      event.type === "checkout.session.async_payment_succeeded"
    ) {
      const session = event.data.object;
      const id = text(session.id);
      if (id && session.payment_status === "paid") {
        const paid = {
          id,
          amount_total: typeof session.amount_total === "number" ? session.amount_total : null,
          currency: text(session.currency),
          payment_intent: text(session.payment_intent),
        };
        const outcome = await applyStripeSession(tx, paid, now);
        // Money taken that cannot be applied is kept, and the admins told, in this transaction.
        if (outcome.kind === "unapplied")
          await keepUnapplied(tx, { ...outcome, session: paid, eventId: event.id, now });
      }
    }
    return { received: true as const, duplicate: false };
  });
}
