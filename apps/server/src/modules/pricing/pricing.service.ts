import { findOffFeatureClaims, isCreditTypeOnSale } from "@app/contract/features";
import { CREDIT_VALIDITY_MONTHS, type PricingResponse } from "@app/contract/pricing";
import type { Deps } from "../../deps.ts";
import * as repo from "./pricing.repository.ts";

/**
 * The plans and credit packages of decisions.md 3, as the pricing page shows them: only packages
 * whose credits something can spend, and no plan line promising a feature that is switched off
 * (packages/contract/src/features.ts; the lines come back when the feature is switched on).
 */
export async function getPricing(deps: Deps): Promise<PricingResponse> {
  const [plans, offers] = await Promise.all([repo.listPlans(deps.db), repo.listActiveCreditOffers(deps.db)]);
  return {
    plans: plans.map((p) => ({
      id: p.id,
      name: p.name,
      tagline: p.tagline,
      monthly_price_cents: p.monthly_price_cents,
      currency: p.currency,
      ai_sessions_per_month: p.ai_sessions_per_month,
      tutor_sessions_per_month: p.tutor_sessions_per_month,
      features: p.features.filter((line) => findOffFeatureClaims(line).length === 0),
      is_featured: p.is_featured,
    })),
    credit_offers: offers
      .filter((o) => isCreditTypeOnSale(o.credit_type))
      .map((o) => ({
        id: o.id,
        slug: o.slug,
        name: o.name,
        credit_type: o.credit_type,
        credits: o.credits,
        price_cents: o.price_cents,
        currency: o.currency,
        description: o.description,
        validity_months: CREDIT_VALIDITY_MONTHS,
      })),
  };
}
