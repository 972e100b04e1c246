import { type CatalogueUnit, modulesResponseSchema } from "@app/contract/catalogue";
import { queryOptions } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { catalogueKeys } from "./keys";

/** Spec 8's message for this call. */
export const FETCH_MODULES_ERROR = "Failed to fetch modules";

/** GET /api/public/modules (spec 7.5, no sign-in): every unit with its lessons' headlines. */
export async function getPublicModules(signal?: AbortSignal): Promise<CatalogueUnit[]> {
  try {
    return modulesResponseSchema.parse(await api.get<unknown>("/public/modules", { signal })).modules;
  } catch (error) {
    if (signal?.aborted || !isApiError(error)) throw error;
    throw new Error(FETCH_MODULES_ERROR, { cause: error });
  }
}

export function publicModulesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.modules(),
    queryFn: ({ signal }) => getPublicModules(signal),
  });
}
