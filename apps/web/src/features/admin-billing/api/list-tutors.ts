import { adminTutorsResponseSchema } from "@app/contract/tutoring";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";

/** GET /api/admin/tutors: approved tutors, to pick one to assign. */
export async function listTutors(signal?: AbortSignal) {
  return adminTutorsResponseSchema.parse(await api.get<unknown>("/admin/tutors", { signal })).tutors;
}

export function tutorsQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "tutors"] as const,
    queryFn: ({ signal }) => listTutors(signal),
    ...LIVE_DATA,
  });
}
