import { type CreditOffer, pricingResponseSchema } from "@app/contract/pricing";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/public/pricing: the credit packages on sale (decisions.md 3), for recording a payment. */
export async function getCreditOffers(signal?: AbortSignal): Promise<CreditOffer[]> {
  return pricingResponseSchema.parse(await api.get<unknown>("/public/pricing", { signal })).credit_offers;
}

export function creditOffersQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "credit-offers"] as const,
    queryFn: ({ signal }) => getCreditOffers(signal),
  });
}
