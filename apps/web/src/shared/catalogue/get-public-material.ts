import { type PublicMaterial, publicMaterialSchema } from "@app/contract/learning-answers";
import { queryOptions } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { publicMaterialKeys } from "./keys";

/** Spec 8's message when a material cannot be loaded for another reason than "not found". */
export const FETCH_TEMPLATE_ERROR = "Failed to fetch material template";

/**
 * The one client of GET /api/public/materials/{id}: a lesson's public preview (body, examples,
 * deck; no answers), for the catalogue's lesson page and the material preview.
 */
export async function getPublicMaterial(id: number | string, signal?: AbortSignal): Promise<PublicMaterial> {
  try {
    const data = await api.get<unknown>(`/public/materials/${encodeURIComponent(String(id))}`, { signal });
    return publicMaterialSchema.parse(data);
  } catch (error) {
    // A 400 (an id that is not a number) and a 404 both mean there is no such lesson: keep them.
    if (signal?.aborted || !isApiError(error) || isApiError(error, 400, 404)) throw error;
    throw new Error(FETCH_TEMPLATE_ERROR, { cause: error });
  }
}

export function publicMaterialQueryOptions(id: number | string) {
  return queryOptions({
    queryKey: publicMaterialKeys.material(id),
    queryFn: ({ signal }) => getPublicMaterial(id, signal),
  });
}
