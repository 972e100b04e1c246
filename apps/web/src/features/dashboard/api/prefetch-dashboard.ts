import type { QueryClient } from "@tanstack/react-query";
import { progressQueryOptions } from "@/shared/progress/get-progress";
import { homeworkQueryOptions } from "@/shared/student/api/get-homework";
import { balanceQueryOptions } from "./get-balance";
import { upcomingLessonsQueryOptions } from "./get-upcoming-lessons";

/** Warms the dashboard's queries (a hovered dashboard link, spec 2.10). */
export function prefetchDashboard(queryClient: QueryClient, studentId: number | null): Promise<unknown> {
  if (studentId === null) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(homeworkQueryOptions(studentId)),
    queryClient.prefetchQuery(upcomingLessonsQueryOptions(studentId)),
    queryClient.prefetchQuery(balanceQueryOptions(studentId)),
    queryClient.prefetchQuery(progressQueryOptions(studentId)),
  ]);
}
