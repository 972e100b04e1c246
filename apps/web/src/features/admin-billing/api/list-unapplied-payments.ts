import { unappliedPaymentsResponseSchema } from "@app/contract/unapplied-payments";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/payments/unapplied: card payments taken but not applied, open and decided. */
export async function listUnappliedPayments(signal?: AbortSignal) {
  return unappliedPaymentsResponseSchema.parse(
    await api.get<unknown>("/admin/payments/unapplied", { signal }),
  );
}

export function unappliedPaymentsQueryOptions() {
  return queryOptions({
    queryKey: adminBillingKeys.unapplied(),
    queryFn: ({ signal }) => listUnappliedPayments(signal),
    ...LIVE_DATA,
  });
}
