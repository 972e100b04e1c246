import { startTutorSessionResponseSchema } from "@app/contract/tutor";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { tutorKeys } from "./keys";

export type StartedTutorSession = z.infer<typeof startTutorSessionResponseSchema>;

/** POST /api/tutor/sessions: starts a conversation on a material (spends one AI-session credit). */
export async function startTutorSession(materialId: number): Promise<StartedTutorSession> {
  return startTutorSessionResponseSchema.parse(
    await api.post<unknown>("/tutor/sessions", { material_id: materialId }),
  );
}

export function useStartTutorSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTutorSession,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tutorKeys.allSessions() }),
  });
}
