import { type PricingResponse, pricingResponseSchema } from "@app/contract/pricing";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { pricingKeys } from "./keys";

/** GET /api/public/pricing: the plans and credit packages for sale (decisions.md 3). */
export async function getPricing(signal?: AbortSignal): Promise<PricingResponse> {
  return pricingResponseSchema.parse(await api.get<unknown>("/public/pricing", { signal }));
}

export function pricingQueryOptions() {
  return queryOptions({
    queryKey: pricingKeys.pricing(),
    queryFn: ({ signal }) => getPricing(signal),
    staleTime: 10 * 60_000,
  });
}

/** The credit packages on sale alone (the buy form, recording a payment): the same answer and cache. */
export function creditOffersQueryOptions() {
  return queryOptions({
    ...pricingQueryOptions(),
    select: (pricing: PricingResponse) => pricing.credit_offers,
  });
}

/** The plans a family can buy (the free one is everyone's already): the same answer and cache. */
export function paidPlansQueryOptions() {
  return queryOptions({
    ...pricingQueryOptions(),
    select: (pricing: PricingResponse) => pricing.plans.filter((plan) => plan.monthly_price_cents > 0),
  });
}
