import type { AnswerSet } from "@app/contract/learning-answers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { toFailure } from "@/lib/api-errors";
import { postAnswerSet } from "@/shared/answer-sets/answer-set-fetchers";
import { gamesKeys } from "./keys";

export type GameSet = AnswerSet;
export type GameItem = AnswerSet["items"][number];

/** POST /api/answer-sets with kind "game": the server picks the card's questions and keeps their answers. */
export async function openGame(cardId: string, studentId: number | null): Promise<GameSet> {
  try {
    return await postAnswerSet({ kind: "game", card_id: cardId }, studentId);
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
