/** The server gives at most 100 items at once. */
export const LIBRARY_MAX_LIMIT = 100;

export interface LibraryQuery {
  search?: string;
  type?: string | null;
  difficulty?: string | null;
  favouritesOnly?: boolean;
  recentOnly?: boolean;
  limit: number;
}

/** The query with empty parts left out, so equal questions share one cache entry (and one call). */
export function normalise(query: LibraryQuery): LibraryQuery {
  const search = query.search?.trim();
  return {
    ...(search ? { search } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.difficulty ? { difficulty: query.difficulty } : {}),
    ...(query.favouritesOnly ? { favouritesOnly: true } : {}),
    ...(query.recentOnly ? { recentOnly: true } : {}),
    limit: Math.min(LIBRARY_MAX_LIMIT, Math.max(1, query.limit)),
  };
}

/** Every library query of a student starts with `all`: a favourite toggled anywhere updates them all. */
export const libraryKeys = {
  all: (studentId: number | null) => ["library", studentId] as const,
  list: (studentId: number | null, query: LibraryQuery) =>
    [...libraryKeys.all(studentId), normalise(query)] as const,
  recent: (studentId: number | null) => [...libraryKeys.all(studentId), "recent"] as const,
};
