import { type ConsentRequestsResponse, consentRequestsResponseSchema } from "@app/contract/family";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { familyKeys } from "./keys";

/** GET /api/family/consent-requests: children who named the parent's e-mail (decisions.md 1). */
export async function getConsentRequests(signal?: AbortSignal): Promise<ConsentRequestsResponse> {
  return consentRequestsResponseSchema.parse(await api.get<unknown>("/family/consent-requests", { signal }));
}

export function consentRequestsQueryOptions() {
  return queryOptions({
    queryKey: familyKeys.consentRequests(),
    queryFn: ({ signal }) => getConsentRequests(signal),
    staleTime: 0,
  });
}
