import { type AdminTutors, adminTutorsResponseSchema } from "@app/contract/tutoring";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { tutorAssignmentSharedKeys } from "./keys";

/** GET /api/admin/tutors: approved tutors with their current students. */
export async function listAdminTutors(signal?: AbortSignal): Promise<AdminTutors["tutors"]> {
  return adminTutorsResponseSchema.parse(await api.get<unknown>("/admin/tutors", { signal })).tutors;
}

export function adminTutorsQueryOptions() {
  return queryOptions({
    queryKey: tutorAssignmentSharedKeys.adminTutors(),
    queryFn: ({ signal }) => listAdminTutors(signal),
    ...LIVE_DATA,
  });
}
