import { type TutorDashboard, tutorDashboardResponseSchema } from "@app/contract/tutoring";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { tutorAreaKeys } from "./keys";

/** The browser's time zone, which decides what "today" is on the dashboard. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** GET /api/tutor/dashboard: today's and upcoming lessons, work to grade, students needing attention. */
export async function getTutorDashboard(signal?: AbortSignal): Promise<TutorDashboard> {
  return tutorDashboardResponseSchema.parse(
    await api.get<unknown>(`/tutor/dashboard?tz=${encodeURIComponent(timeZone())}`, { signal }),
  );
}

export function tutorDashboardQueryOptions() {
  return queryOptions({
    queryKey: tutorAreaKeys.dashboard(),
    queryFn: ({ signal }) => getTutorDashboard(signal),
    ...LIVE_DATA,
  });
}
