import { type BookingResponse, bookingResponseSchema } from "@app/contract/booking";
import { api } from "@/lib/api-client";

/** POST /api/booking/group-sessions/{id}/join: takes a seat, spending one tutor-session credit. */
export async function joinGroupSession(
  sessionId: number,
  studentId: number | null,
): Promise<BookingResponse> {
  return bookingResponseSchema.parse(
    await api.post<unknown>(
      `/booking/group-sessions/${sessionId}/join`,
      studentId ? { student_id: studentId } : {},
    ),
  );
}
