import { type BillingAccount, billingAccountSchema } from "@app/contract/billing";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";

export const BILLING_ACCOUNT_KEY = ["billing", "account"] as const;

/** GET /api/billing/account: each child's credits per kind, the ledger, invoices and requests. */
export async function getBillingAccount(signal?: AbortSignal): Promise<BillingAccount> {
  return billingAccountSchema.parse(await api.get<unknown>("/billing/account", { signal }));
}

export function billingAccountQueryOptions() {
  return queryOptions({
    queryKey: BILLING_ACCOUNT_KEY,
    queryFn: ({ signal }) => getBillingAccount(signal),
    ...LIVE_DATA,
  });
}
