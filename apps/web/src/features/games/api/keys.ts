import type { GameFiltersInput } from "@app/contract/games";

/** The games feature's query keys, from one factory: a change to preferences refreshes them all. */
export const gamesKeys = {
  all: ["games"] as const,
  allData: () => [...gamesKeys.all, "data"] as const,
  data: (studentId: number | null, filters: GameFiltersInput) =>
    [...gamesKeys.all, "data", studentId, filters] as const,
  /** A game's answer set, opened once per visit (never refetched behind the student's back). */
  set: (studentId: number | null, cardId: string, visit: number) =>
    [...gamesKeys.all, "set", studentId, cardId, visit] as const,
  /** A verb game's setup choices and the student's weak verbs (issue 23, decision 063). */
  verbSetup: (studentId: number | null, language: "fr" | "es") =>
    [...gamesKeys.all, "verb-setup", studentId, language] as const,
  /** The Spanish lessons a listen-and-speak round can be played from. */
  listenSpeak: () => [...gamesKeys.all, "listen-speak"] as const,
};
