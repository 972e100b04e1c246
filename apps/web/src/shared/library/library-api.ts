import {
  favouriteResponseSchema,
  type LibraryResponse,
  libraryResponseSchema,
} from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { type LibraryQuery, libraryKeys, normalise } from "./keys";
import { toLibraryError } from "./library-errors";

/**
 * The one client of GET /api/student-dashboard/library and its favourite toggle (spec 7.2). The
 * library page, recent materials, favourites and the top-bar search all read the library through
 * this fetcher and this key factory, each choosing what it shows with `select`.
 */

export { LIBRARY_MAX_LIMIT, type LibraryQuery } from "./keys";

/** The query string of a library call. */
export function libraryParams(query: LibraryQuery): URLSearchParams {
  const q = normalise(query);
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.type) params.set("type", q.type);
  if (q.difficulty) params.set("difficulty", q.difficulty);
  if (q.favouritesOnly) params.set("favourites_only", "true");
  if (q.recentOnly) params.set("recent_only", "true");
  params.set("limit", String(q.limit));
  return params;
}

/** GET /api/student-dashboard/library, its answer checked against the contract. */
export async function getLibrary(
  query: LibraryQuery,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<LibraryResponse> {
  try {
    const path = withStudentId(`/student-dashboard/library?${libraryParams(query)}`, studentId);
    return libraryResponseSchema.parse(await api.get<unknown>(path, { signal }));
  } catch (error) {
    throw toLibraryError("fetch content library", error);
  }
}

/** The library's query: favourites and "last opened" change, so a reload asks the server again. */
export function libraryQueryOptions(query: LibraryQuery, studentId: number | null) {
  return queryOptions({
    queryKey: libraryKeys.list(studentId, query),
    queryFn: ({ signal }) => getLibrary(query, studentId, signal),
    meta: { persist: false },
  });
}

/** POST /api/student-dashboard/library/{id}/favourite flips a favourite; the answer says which way. */
export async function toggleFavourite(contentId: number, studentId: number | null) {
  try {
    const data = await api.post<unknown>(
      withStudentId(`/student-dashboard/library/${contentId}/favourite`, studentId),
    );
    return favouriteResponseSchema.parse(data);
  } catch (error) {
    throw toLibraryError("toggle favourite", error);
  }
}
