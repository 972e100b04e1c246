import { type TutorTurnRequest, type TutorTurnResponse, tutorTurnResponseSchema } from "@app/contract/tutor";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/tutor/sessions/{id}/turns: the student's words and the tutor's reply. */
export async function askTutor(sessionId: number, body: TutorTurnRequest): Promise<TutorTurnResponse> {
  return tutorTurnResponseSchema.parse(
    await api.post<unknown>(`/tutor/sessions/${sessionId}/turns`, body, { timeoutMs: 30_000 }),
  );
}

export function useAskTutor(sessionId: number | null) {
  return useMutation({
    mutationFn: (body: TutorTurnRequest) => {
      if (sessionId === null) throw new Error("Start a session first");
      return askTutor(sessionId, body);
    },
  });
}
