import { api } from "@/lib/api-client";

/**
 * GET /api/material-templates/{id}, not yet read (get-material-template.ts reads it): light enough
 * for the first page's code, which sends it on a cold lesson load (request-cold-lesson.ts).
 */
export function requestMaterialTemplate(id: number, signal?: AbortSignal): Promise<unknown> {
  return api.get<unknown>(`/material-templates/${id}`, { signal });
}
