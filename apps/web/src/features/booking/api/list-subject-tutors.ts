import { bookingTutorsResponseSchema } from "@app/contract/booking";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { bookingKeys } from "./keys";

/** GET /api/booking/subjects/{slug}/tutors: the approved tutors teaching a subject. */
export async function listSubjectTutors(slug: string, signal?: AbortSignal) {
  return bookingTutorsResponseSchema.parse(
    await api.get<unknown>(`/booking/subjects/${encodeURIComponent(slug)}/tutors`, { signal }),
  );
}

export function subjectTutorsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: bookingKeys.tutors(slug),
    queryFn: ({ signal }) => listSubjectTutors(slug, signal),
    staleTime: 60_000,
  });
}
