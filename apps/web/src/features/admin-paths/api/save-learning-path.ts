import type { CreateLearningPathRequest, patchLearningPathRequestSchema } from "@app/contract/learning";
import {
  type LearningPath,
  learningPathSchema,
  rebuildPathsResponseSchema,
} from "@app/contract/learning-answers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, apiRequest } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";

type PatchBody = z.input<typeof patchLearningPathRequestSchema>;

/** POST /api/learning-paths: a new path composed from units and lessons. */
export async function createLearningPath(body: CreateLearningPathRequest): Promise<LearningPath> {
  return learningPathSchema.parse(await api.post<unknown>("/learning-paths", body));
}

/** PATCH /api/learning-paths/{id}: details, status, or the steps in their new order. */
export async function updateLearningPath(id: number, body: PatchBody): Promise<LearningPath> {
  return learningPathSchema.parse(
    await apiRequest<unknown>(`/learning-paths/${id}`, { method: "PATCH", body }),
  );
}

/** POST /api/learning-paths/rebuild: the catalogue's own paths re-created from their definitions. */
export async function rebuildLearningPaths(): Promise<{ rebuilt: number }> {
  return rebuildPathsResponseSchema.parse(await api.post<unknown>("/learning-paths/rebuild"));
}

function useInvalidatePaths() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryRoots.learningPaths });
}

export function useCreateLearningPath() {
  const invalidate = useInvalidatePaths();
  return useMutation({ mutationFn: createLearningPath, onSuccess: invalidate });
}

export function useUpdateLearningPath() {
  const invalidate = useInvalidatePaths();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PatchBody }) => updateLearningPath(id, body),
    onSuccess: invalidate,
  });
}

export function useRebuildLearningPaths() {
  const invalidate = useInvalidatePaths();
  return useMutation({ mutationFn: rebuildLearningPaths, onSuccess: invalidate });
}
