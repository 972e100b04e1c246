import { type BookingSubject, bookingSubjectsResponseSchema } from "@app/contract/booking";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { bookingKeys } from "./keys";

/** GET /api/booking/subjects: subjects an approved tutor takes bookings for. */
export async function listBookingSubjects(signal?: AbortSignal): Promise<BookingSubject[]> {
  return bookingSubjectsResponseSchema.parse(await api.get<unknown>("/booking/subjects", { signal }))
    .subjects;
}

export function bookingSubjectsQueryOptions() {
  return queryOptions({
    queryKey: bookingKeys.subjects(),
    queryFn: ({ signal }) => listBookingSubjects(signal),
    staleTime: 60_000,
  });
}
