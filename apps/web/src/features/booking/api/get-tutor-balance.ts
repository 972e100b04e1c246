import { bookingBalanceResponseSchema } from "@app/contract/booking";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { withStudentId } from "@/lib/student-query";
import { bookingKeys } from "./keys";

/** GET /api/booking/balance: the selected student's tutor-session credits (what booking spends). */
export async function getTutorBalance(studentId: number | null, signal?: AbortSignal): Promise<number> {
  return bookingBalanceResponseSchema.parse(
    await api.get<unknown>(withStudentId("/booking/balance", studentId), { signal }),
  ).balance;
}

export function tutorBalanceQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: bookingKeys.balance(studentId),
    queryFn: ({ signal }) => getTutorBalance(studentId, signal),
    enabled: studentId !== null,
    ...LIVE_DATA,
  });
}
