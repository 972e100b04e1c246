import { type BookingResponse, bookingResponseSchema } from "@app/contract/booking";
import { api } from "@/lib/api-client";

/** POST /api/booking/lessons/{id}/reschedule (or the admin's move): another free slot of the same tutor. */
export async function rescheduleLesson(
  lessonId: number,
  startsAt: string,
  asAdmin = false,
): Promise<BookingResponse> {
  const path = asAdmin ? `/admin/lessons/${lessonId}/move` : `/booking/lessons/${lessonId}/reschedule`;
  return bookingResponseSchema.parse(await api.post<unknown>(path, { starts_at: startsAt }));
}
