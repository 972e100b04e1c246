import { type BookingResponse, type BookLessonRequest, bookingResponseSchema } from "@app/contract/booking";
import { api } from "@/lib/api-client";

/** POST /api/booking/lessons: books a free slot, spending one tutor-session credit. */
export async function bookLesson(body: BookLessonRequest): Promise<BookingResponse> {
  return bookingResponseSchema.parse(await api.post<unknown>("/booking/lessons", body));
}
