import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { MaterialTemplate } from "../types";

/** GET /api/material-templates/{id}: the whole template, answers and hints included (signed in). */
export function getMaterialTemplate(id: number, signal?: AbortSignal) {
  return api.get<MaterialTemplate>(`/material-templates/${id}`, { signal });
}

export const materialTemplateQueryKey = (id: number) => ["material-template", id] as const;

/** The template; content changes rarely, so it stays fresh for the app's default five minutes. */
export function materialTemplateQueryOptions(id: number) {
  return queryOptions({
    queryKey: materialTemplateQueryKey(id),
    queryFn: ({ signal }) => getMaterialTemplate(id, signal),
  });
}
