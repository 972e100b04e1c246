import { type AnswerSet, answerSetSchema } from "@app/contract/learning-answers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { gamesKeys } from "./keys";

export type GameSet = AnswerSet;
export type GameItem = AnswerSet["items"][number];

/** POST /api/answer-sets with kind "game": the server picks the card's questions and keeps their answers. */
export async function openGame(cardId: string, studentId: number | null): Promise<GameSet> {
  try {
    const data = await api.post<unknown>("/answer-sets", {
      kind: "game",
      card_id: cardId,
      ...(studentId !== null ? { student_id: studentId } : {}),
    });
    return answerSetSchema.parse(data);
  } catch (error) {
    throw toFailure("start the game", error);
  }
}

/** A game is opened once per visit (`visit` starts another): never refetched behind the player's back. */
export function openGameQueryOptions(cardId: string, studentId: number | null, visit: number) {
  return queryOptions({
    queryKey: gamesKeys.set(studentId, cardId, visit),
    queryFn: () => openGame(cardId, studentId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useOpenGame(cardId: string, studentId: number | null, visit: number) {
  return useQuery(openGameQueryOptions(cardId, studentId, visit));
}
