import { type ListenSpeakLessons, listenSpeakLessonsSchema } from "@app/contract/speech";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { gamesKeys } from "./keys";

export type ListenSpeakLesson = ListenSpeakLessons["lessons"][number];

/** GET /api/student/listen-speak: the Spanish lessons whose phrases make a round. */
export async function getListenSpeakLessons(signal?: AbortSignal): Promise<ListenSpeakLessons> {
  try {
    return listenSpeakLessonsSchema.parse(await api.get<unknown>("/student/listen-speak", { signal }));
  } catch (error) {
    throw toFailure("load the Spanish lessons", error);
  }
}

export function listenSpeakLessonsQueryOptions() {
  return queryOptions({
    queryKey: gamesKeys.listenSpeak(),
    queryFn: ({ signal }) => getListenSpeakLessons(signal),
    staleTime: 5 * 60_000,
  });
}

export function useListenSpeakLessons() {
  return useQuery(listenSpeakLessonsQueryOptions());
}
