import { type BillingAccount, billingAccountSchema } from "@app/contract/billing";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { billingKeys } from "./keys";

/** GET /api/billing/account: each child's credits per kind, the ledger, invoices and requests. */
export async function getBillingAccount(signal?: AbortSignal): Promise<BillingAccount> {
  return billingAccountSchema.parse(await api.get<unknown>("/billing/account", { signal }));
}

export function billingAccountQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.account(),
    queryFn: ({ signal }) => getBillingAccount(signal),
    ...LIVE_DATA,
  });
}
