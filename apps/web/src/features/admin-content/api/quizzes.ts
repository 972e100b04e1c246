import {
  type AuthoredQuiz,
  authoredQuizSchema,
  authoredQuizzesResponseSchema,
  type CreateQuizRequest,
} from "@app/contract/authoring";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@/lib/api-client";
import { contentKeys } from "./keys";

/** GET /api/admin/content/quizzes. */
export async function listAuthoredQuizzes(signal?: AbortSignal): Promise<AuthoredQuiz[]> {
  return authoredQuizzesResponseSchema.parse(await api.get<unknown>("/admin/content/quizzes", { signal }))
    .quizzes;
}

export function authoredQuizzesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.quizzes(),
    queryFn: ({ signal }) => listAuthoredQuizzes(signal),
  });
}

/** POST /api/admin/content/quizzes. */
export async function createQuiz(body: CreateQuizRequest): Promise<AuthoredQuiz> {
  return authoredQuizSchema.parse(await api.post<unknown>("/admin/content/quizzes", body));
}

/** PATCH /api/admin/content/quizzes/{id}. */
export async function updateQuiz(id: number, body: Partial<CreateQuizRequest>): Promise<AuthoredQuiz> {
  return authoredQuizSchema.parse(
    await apiRequest<unknown>(`/admin/content/quizzes/${id}`, { method: "PATCH", body }),
  );
}

export function useSaveQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CreateQuizRequest }) =>
      id === null ? createQuiz(body) : updateQuiz(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.quizzes() }),
  });
}
