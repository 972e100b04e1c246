import { type BookedLesson, scheduleResponseSchema } from "@app/contract/booking";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { withStudentId } from "@/lib/student-query";
import { bookingKeys } from "./keys";

/** GET /api/booking/schedule: the selected student's lessons with their tutor, soonest first. */
export async function getSchedule(studentId: number | null, signal?: AbortSignal): Promise<BookedLesson[]> {
  return scheduleResponseSchema.parse(
    await api.get<unknown>(withStudentId("/booking/schedule", studentId), { signal }),
  ).lessons;
}

export function scheduleQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: bookingKeys.schedule(studentId),
    queryFn: ({ signal }) => getSchedule(studentId, signal),
    enabled: studentId !== null,
    ...LIVE_DATA,
  });
}
