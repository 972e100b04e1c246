import type { QueryClient } from "@tanstack/react-query";
import { studentKeys } from "@/shared/student/api/keys";

/** The family page's cache keys, in one place. */
export const familyKeys = {
  all: ["family"] as const,
  overview: () => ["family", "overview"] as const,
  consentRequests: () => ["family", "consent-requests"] as const,
};

/** After a change to the children: the family page, the switcher and every page read them again. */
export function refreshFamily(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: familyKeys.all }),
    queryClient.invalidateQueries({ queryKey: studentKeys.profile() }),
  ]);
}
