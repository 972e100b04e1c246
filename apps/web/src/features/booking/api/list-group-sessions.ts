import { type GroupSession, groupSessionsResponseSchema } from "@app/contract/booking";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { bookingKeys } from "./keys";

/** GET /api/booking/group-sessions: group lessons one can still join, with seats left. */
export async function listGroupSessions(signal?: AbortSignal): Promise<GroupSession[]> {
  return groupSessionsResponseSchema.parse(await api.get<unknown>("/booking/group-sessions", { signal }))
    .sessions;
}

export function groupSessionsQueryOptions() {
  return queryOptions({
    queryKey: bookingKeys.groupSessions(),
    queryFn: ({ signal }) => listGroupSessions(signal),
    ...LIVE_DATA,
  });
}
