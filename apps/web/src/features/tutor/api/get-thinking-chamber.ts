import { type ThinkingChamberResponse, thinkingChamberResponseSchema } from "@app/contract/tutor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { tutorKeys } from "./keys";

/** GET /api/tutor/thinking-chamber: a question broken into steps from the lesson's worked examples. */
export async function getThinkingChamber(
  materialId: number,
  questionId: string,
  signal?: AbortSignal,
): Promise<ThinkingChamberResponse> {
  const query = new URLSearchParams({ material_id: String(materialId), question_id: questionId });
  return thinkingChamberResponseSchema.parse(
    await api.get<unknown>(`/tutor/thinking-chamber?${query}`, { signal }),
  );
}

export function thinkingChamberQueryOptions(materialId: number, questionId: string) {
  return queryOptions({
    queryKey: tutorKeys.chamber(materialId, questionId),
    queryFn: ({ signal }) => getThinkingChamber(materialId, questionId, signal),
  });
}

export function useThinkingChamber(materialId: number | null, questionId: string | null) {
  return useQuery({
    ...thinkingChamberQueryOptions(materialId ?? 0, questionId ?? ""),
    enabled: materialId !== null && questionId !== null,
  });
}
