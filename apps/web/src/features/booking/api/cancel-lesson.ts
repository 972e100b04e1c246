import { type BookingResponse, bookingResponseSchema } from "@app/contract/booking";
import { api } from "@/lib/api-client";

/** POST /api/booking/lessons/{id}/cancel (or the admin's own call): the credit comes back 24 h or more before. */
export async function cancelLesson(lessonId: number, asAdmin = false): Promise<BookingResponse> {
  const path = asAdmin ? `/admin/lessons/${lessonId}/cancel` : `/booking/lessons/${lessonId}/cancel`;
  return bookingResponseSchema.parse(await api.post<unknown>(path));
}
