import { type GameFiltersInput, type GamesData, gamesDataSchema } from "@app/contract/games";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { withStudentId } from "@/lib/student-query";
import { gamesKeys } from "./keys";

export type { GameFiltersInput, GamesData };
export type GameCard = GamesData["cards"][number];

/** The query string of spec 7.2's call: the filters as JSON, with preferences and material linkage. */
export function gamesDataPath(filters: GameFiltersInput, studentId: number | null): string {
  const params = new URLSearchParams({ include_preferences: "true", include_material_linkage: "true" });
  const given = Object.fromEntries(
    Object.entries(filters).filter(
      ([, v]) => v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0),
    ),
  );
  if (Object.keys(given).length > 0) params.set("filters", JSON.stringify(given));
  return withStudentId(`/student/games-data?${params.toString()}`, studentId);
}

/** GET /api/student/games-data (spec 7.2); a failure reads "Failed to fetch games library: …" (spec 8). */
export async function getGamesData(
  filters: GameFiltersInput,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<GamesData> {
  try {
    return gamesDataSchema.parse(await api.get<unknown>(gamesDataPath(filters, studentId), { signal }));
  } catch (error) {
    throw toFailure("fetch games library", error);
  }
}

export function gamesDataQueryOptions(filters: GameFiltersInput, studentId: number | null) {
  return queryOptions({
    queryKey: gamesKeys.data(studentId, filters),
    queryFn: ({ signal }) => getGamesData(filters, studentId, signal),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

export function useGamesData(filters: GameFiltersInput, studentId: number | null) {
  return useQuery(gamesDataQueryOptions(filters, studentId));
}
