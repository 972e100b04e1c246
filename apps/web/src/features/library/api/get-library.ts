import { type ContentItem, libraryResponseSchema } from "@app/contract/dashboard";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { toLibraryError } from "./library-errors";

export const CONTENT_TYPES = ["material", "video", "quiz", "homework"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;

/** Results shown at first, and added by each "Show more"; the server gives at most 100 at once. */
export const LIBRARY_PAGE_SIZE = 24;
export const LIBRARY_MAX_LIMIT = 100;

export interface LibraryFilters {
  search: string;
  type: ContentType | null;
  difficulty: string | null;
  isFavouritesOnly: boolean;
}

export interface LibraryPage {
  items: ContentItem[];
  /** Matches in all, counted up to the server's cap. */
  total: number;
  /** The server stopped counting at its cap (400): there may be more. */
  isTotalCapped: boolean;
}

/** The query string of a library call. */
export function libraryParams(filters: LibraryFilters, limit: number): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set("search", search);
  if (filters.type) params.set("type", filters.type);
  if (filters.difficulty) params.set("difficulty", filters.difficulty);
  if (filters.isFavouritesOnly) params.set("favourites_only", "true");
  params.set("limit", String(Math.min(LIBRARY_MAX_LIMIT, Math.max(1, limit))));
  return params;
}

/** GET /api/student-dashboard/library (spec 7.2): the student's library, filtered. */
export async function getLibrary(
  filters: LibraryFilters,
  limit: number,
  studentId: number | null,
  signal?: AbortSignal,
): Promise<LibraryPage> {
  try {
    const path = withStudentId(`/student-dashboard/library?${libraryParams(filters, limit)}`, studentId);
    const data = libraryResponseSchema.parse(await api.get<unknown>(path, { signal }));
    return {
      items: data.content,
      total: Math.max(data.total, data.content.length),
      isTotalCapped: data.total_is_capped,
    };
  } catch (error) {
    throw toLibraryError("fetch content library", error);
  }
}

/** Every library query of a student starts with this key (favourites update them all). */
export const libraryKey = (studentId: number | null) => ["library", studentId] as const;

export function libraryQueryOptions(filters: LibraryFilters, limit: number, studentId: number | null) {
  const normalised = { ...filters, search: filters.search.trim() };
  return queryOptions({
    queryKey: [...libraryKey(studentId), "list", normalised, limit] as const,
    queryFn: ({ signal }) => getLibrary(normalised, limit, studentId, signal),
    // Filtering or asking for more keeps the current results on screen until the new ones come.
    placeholderData: keepPreviousData,
    // Favourites and "last opened" change: a reload asks the server rather than a kept copy.
    meta: { persist: false },
  });
}

/** "1 result", "37 results", or "400+ results" when the server stopped counting. */
export function formatResultCount(total: number, isTotalCapped: boolean): string {
  if (isTotalCapped) return `${total}+ results`;
  return `${total} ${total === 1 ? "result" : "results"}`;
}
