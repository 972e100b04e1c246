import type { AnswerSet } from "@app/contract/learning-answers";
import { answerSetSchema } from "@app/contract/learning-answers";
import { type VerbGameSetup, type VerbRoundRequest, verbGameSetupSchema } from "@app/contract/verbs";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { withStudentId } from "@/lib/student-query";
import { gamesKeys } from "./keys";

export type { VerbGameSetup, VerbRoundRequest };
export type VerbLanguage = "fr" | "es";

/** GET /api/student/verb-games/{language}: the setup choices and the student's weak verbs. */
export async function getVerbGameSetup(
  language: VerbLanguage,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<VerbGameSetup> {
  try {
    return verbGameSetupSchema.parse(
      await api.get<unknown>(withStudentId(`/student/verb-games/${language}`, studentId), { signal }),
    );
  } catch (error) {
    throw toFailure("load the verb game", error);
  }
}

export function verbGameSetupQueryOptions(language: VerbLanguage, studentId: number | null) {
  return queryOptions({
    queryKey: gamesKeys.verbSetup(studentId, language),
    queryFn: ({ signal }) => getVerbGameSetup(language, studentId, signal),
    staleTime: 30_000,
  });
}

export function useVerbGameSetup(language: VerbLanguage, studentId: number | null) {
  return useQuery(verbGameSetupQueryOptions(language, studentId));
}

/**
 * POST /api/student/verb-rounds: the server builds the round from the conjugation data it keeps and
 * opens it as a game answer set; only the prompts come back.
 */
export async function openVerbRound(body: VerbRoundRequest, studentId: number | null): Promise<AnswerSet> {
  try {
    const data = await api.post<unknown>("/student/verb-rounds", {
      ...body,
      ...(studentId !== null ? { student_id: studentId } : {}),
    });
    return answerSetSchema.parse(data);
  } catch (error) {
    throw toFailure("start the verb round", error);
  }
}

export function useOpenVerbRound(studentId: number | null) {
  return useMutation({ mutationFn: (body: VerbRoundRequest) => openVerbRound(body, studentId) });
}
