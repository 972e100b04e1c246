import { type InterestSignupsResponse, interestSignupsResponseSchema } from "@app/contract/admin";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOverviewKeys } from "./keys";

/** GET /api/admin/interest-signups: the support, help and ai-tutor pages' sign-ups. */
export async function listSignups(signal?: AbortSignal): Promise<InterestSignupsResponse> {
  return interestSignupsResponseSchema.parse(await api.get<unknown>("/admin/interest-signups", { signal }));
}

export function signupsQueryOptions() {
  return queryOptions({
    queryKey: adminOverviewKeys.signups(),
    queryFn: ({ signal }) => listSignups(signal),
  });
}
