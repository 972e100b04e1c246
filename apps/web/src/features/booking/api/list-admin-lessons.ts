import { type AdminLessonsQuery, adminLessonsResponseSchema, type BookedLesson } from "@app/contract/booking";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { bookingKeys } from "./keys";

/** GET /api/admin/lessons: every lesson, by tutor, student, period and status. */
export async function listAdminLessons(
  query: AdminLessonsQuery,
  signal?: AbortSignal,
): Promise<BookedLesson[]> {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === "" ? [] : [[key, String(value)]],
    ),
  );
  return adminLessonsResponseSchema.parse(await api.get<unknown>(`/admin/lessons?${params}`, { signal }))
    .lessons;
}

export function adminLessonsQueryOptions(query: AdminLessonsQuery) {
  return queryOptions({
    queryKey: bookingKeys.adminLessons(query),
    queryFn: ({ signal }) => listAdminLessons(query, signal),
    ...LIVE_DATA,
  });
}
