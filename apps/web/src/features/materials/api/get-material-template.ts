import { type MaterialTemplate, materialTemplateResponseSchema } from "@app/contract/learning-answers";
import { queryOptions } from "@tanstack/react-query";
import { materialKeys } from "./keys";
import { requestMaterialTemplate } from "./request-material-template";

/**
 * GET /api/material-templates/{id}: a learner's copy (hints, no answers). Teachers get the answer
 * key; the page shows them the questions as a learner sees them.
 */
export async function getMaterialTemplate(id: number, signal?: AbortSignal): Promise<MaterialTemplate> {
  return readMaterialTemplate(await requestMaterialTemplate(id, signal));
}

/** The answer of GET /api/material-templates/{id}, read by the contract, as the page uses it. */
export function readMaterialTemplate(answer: unknown): MaterialTemplate {
  const template = materialTemplateResponseSchema.parse(answer);
  return {
    ...template,
    practice: {
      questions: template.practice.questions.map((q) => ({
        id: q.id,
        type: q.type,
        question: q.question,
        options: Array.isArray(q.options)
          ? (q.options as MaterialTemplate["practice"]["questions"][number]["options"])
          : [],
        hint: typeof q.hint === "string" ? q.hint : "",
        // A geometry question's board and target (issue 26): the answer is built on it.
        ...(q.geometry
          ? { geometry: q.geometry as MaterialTemplate["practice"]["questions"][number]["geometry"] }
          : {}),
      })),
    },
  };
}

/** The template; content changes rarely, so it stays fresh for the app's default five minutes. */
export function materialTemplateQueryOptions(id: number) {
  return queryOptions({
    queryKey: materialKeys.template(id),
    queryFn: ({ signal }) => getMaterialTemplate(id, signal),
  });
}
