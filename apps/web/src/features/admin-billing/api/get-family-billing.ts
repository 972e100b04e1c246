import { billingAccountSchema } from "@app/contract/billing";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/clients/{payer_id}/billing: one family's credits, ledger, invoices and requests. */
export async function getFamilyBilling(payerId: string, signal?: AbortSignal) {
  return billingAccountSchema.parse(
    await api.get<unknown>(`/admin/clients/${encodeURIComponent(payerId)}/billing`, { signal }),
  );
}

export function familyBillingQueryOptions(payerId: string) {
  return queryOptions({
    queryKey: adminBillingKeys.family(payerId),
    queryFn: ({ signal }) => getFamilyBilling(payerId, signal),
    enabled: payerId !== "",
    ...LIVE_DATA,
  });
}
