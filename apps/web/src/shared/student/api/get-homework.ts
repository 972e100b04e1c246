import { type HomeworkItem, homeworkResponseSchema } from "@app/contract/dashboard";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { studentKeys } from "./keys";

/** GET /api/student-dashboard/homework; `_t` keeps caches in between from answering (spec 7.2). */
export async function listHomework(studentId: number | null, signal?: AbortSignal): Promise<HomeworkItem[]> {
  const path = withStudentId(`/student-dashboard/homework?_t=${Date.now()}`, studentId);
  const data = homeworkResponseSchema.parse(await api.get<unknown>(path, { signal }));
  return data.homework;
}

/** Homework (spec 9): fresh for 30 s, refetched every 60 s while on screen. */
export function homeworkQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: studentKeys.homework(studentId),
    queryFn: ({ signal }) => listHomework(studentId, signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    enabled: studentId !== null,
  });
}
