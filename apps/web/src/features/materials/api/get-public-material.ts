import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { PublicMaterial } from "../types";

/** GET /api/public/materials/{id}: the preview for visitors (no answers), without auth. */
export function getPublicMaterial(id: number, signal?: AbortSignal) {
  return api.get<PublicMaterial>(`/public/materials/${id}`, { signal });
}

export function publicMaterialQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["public-material", id] as const,
    queryFn: ({ signal }) => getPublicMaterial(id, signal),
  });
}
