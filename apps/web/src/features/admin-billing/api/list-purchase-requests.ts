import { purchaseRequestsResponseSchema } from "@app/contract/billing";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/payments/requests: bank transfers waiting for the money. */
export async function listPendingRequests(signal?: AbortSignal) {
  return purchaseRequestsResponseSchema.parse(
    await api.get<unknown>("/admin/payments/requests?status=pending", { signal }),
  ).requests;
}

export function pendingRequestsQueryOptions() {
  return queryOptions({
    queryKey: adminBillingKeys.requests(),
    queryFn: ({ signal }) => listPendingRequests(signal),
    ...LIVE_DATA,
  });
}
