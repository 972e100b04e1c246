import { queryOptions } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import type { CatalogueUnit } from "./types";

/** Spec 8's message for this call. */
export const FETCH_MODULES_ERROR = "Failed to fetch modules";

/** GET /api/public/modules (spec 7.5, no sign-in): every unit with its lessons' headlines. */
export async function getPublicModules(signal?: AbortSignal): Promise<CatalogueUnit[]> {
  try {
    const { modules } = await api.get<{ modules: CatalogueUnit[] }>("/public/modules", { signal });
    return modules;
  } catch (error) {
    if (signal?.aborted || !isApiError(error)) throw error;
    throw new Error(FETCH_MODULES_ERROR, { cause: error });
  }
}

export function publicModulesQueryOptions() {
  return queryOptions({
    queryKey: ["catalogue", "modules"] as const,
    queryFn: ({ signal }) => getPublicModules(signal),
  });
}
