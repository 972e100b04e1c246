import { quizzesResponseSchema } from "@app/contract/quizzes";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { quizKeys } from "./keys";

/** GET /api/quizzes: every quiz, to set as work (tutors and admins). */
export async function listQuizzes(signal?: AbortSignal) {
  try {
    return quizzesResponseSchema.parse(await api.get<unknown>("/quizzes", { signal })).quizzes;
  } catch (error) {
    throw toFailure("fetch quizzes", error);
  }
}

export function quizzesQueryOptions() {
  return queryOptions({ queryKey: quizKeys.list(), queryFn: ({ signal }) => listQuizzes(signal) });
}
