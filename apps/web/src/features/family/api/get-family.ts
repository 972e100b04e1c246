import { type FamilyResponse, familyResponseSchema } from "@app/contract/family";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { familyKeys } from "./keys";

/** GET /api/family: the parent's children side by side (issue 10). */
export async function getFamily(signal?: AbortSignal): Promise<FamilyResponse> {
  return familyResponseSchema.parse(await api.get<unknown>("/family", { signal }));
}

export function familyQueryOptions() {
  return queryOptions({
    queryKey: familyKeys.overview(),
    queryFn: ({ signal }) => getFamily(signal),
    // The family changes from other devices too (a child's practice, a reward): read it on every visit.
    staleTime: 0,
  });
}
