import { type WaitlistListResponse, waitlistListResponseSchema } from "@app/contract/waitlist";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOverviewKeys } from "./keys";

/** GET /api/admin/waitlist. */
export async function listWaitlist(signal?: AbortSignal): Promise<WaitlistListResponse> {
  return waitlistListResponseSchema.parse(await api.get<unknown>("/admin/waitlist", { signal }));
}

export function waitlistQueryOptions() {
  return queryOptions({
    queryKey: adminOverviewKeys.waitlist(),
    queryFn: ({ signal }) => listWaitlist(signal),
  });
}
