import { type BalanceResponse, balanceResponseSchema } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { dashboardKeys } from "./keys";

/** GET /api/student-dashboard/balance: the student's credits; for a parent also each child's total. */
export async function getBalance(studentId: number | null, signal?: AbortSignal): Promise<BalanceResponse> {
  return balanceResponseSchema.parse(
    await api.get<unknown>(withStudentId("/student-dashboard/balance", studentId), { signal }),
  );
}

export function balanceQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: dashboardKeys.balance(studentId),
    queryFn: ({ signal }) => getBalance(studentId, signal),
    enabled: studentId !== null,
  });
}
