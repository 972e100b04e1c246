import { adminStudentsResponseSchema } from "@app/contract/billing";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { adminBillingKeys } from "./keys";

/** GET /api/admin/students: every student with plan, family, credits and tutors, by name. */
export async function listStudents(search: string, signal?: AbortSignal) {
  const query = search ? `?search=${encodeURIComponent(search)}` : "";
  return adminStudentsResponseSchema.parse(await api.get<unknown>(`/admin/students${query}`, { signal }))
    .students;
}

export function studentsQueryOptions(search: string) {
  return queryOptions({
    queryKey: adminBillingKeys.students(search),
    queryFn: ({ signal }) => listStudents(search, signal),
    ...LIVE_DATA,
  });
}
