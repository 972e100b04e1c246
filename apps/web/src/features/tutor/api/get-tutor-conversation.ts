import { type TutorConversationResponse, tutorConversationResponseSchema } from "@app/contract/tutor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { tutorKeys } from "./keys";

/** GET /api/tutor/sessions/{id}: one conversation with its messages. */
export async function getTutorConversation(
  sessionId: number,
  signal?: AbortSignal,
): Promise<TutorConversationResponse> {
  return tutorConversationResponseSchema.parse(
    await api.get<unknown>(`/tutor/sessions/${sessionId}`, { signal }),
  );
}

export function tutorConversationQueryOptions(sessionId: number) {
  return queryOptions({
    queryKey: tutorKeys.conversation(sessionId),
    queryFn: ({ signal }) => getTutorConversation(sessionId, signal),
    meta: { persist: false },
  });
}

export function useTutorConversation(sessionId: number | null) {
  return useQuery({ ...tutorConversationQueryOptions(sessionId ?? 0), enabled: sessionId !== null });
}
