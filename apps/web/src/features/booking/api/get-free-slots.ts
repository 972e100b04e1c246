import { type FreeSlots, freeSlotsResponseSchema } from "@app/contract/booking";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { bookingKeys } from "./keys";

/** The viewer's time zone: slots are shown on their clock. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** GET /api/booking/tutors/{id}/slots: a week of free slots from `from`, on the viewer's clock. */
export async function getFreeSlots(
  tutorId: string,
  options: { from: string; duration: number },
  signal?: AbortSignal,
): Promise<FreeSlots> {
  const query = new URLSearchParams({
    from: options.from,
    days: "7",
    duration: String(options.duration),
    tz: viewerTimeZone(),
  });
  return freeSlotsResponseSchema.parse(
    await api.get<unknown>(`/booking/tutors/${encodeURIComponent(tutorId)}/slots?${query}`, { signal }),
  );
}

export function freeSlotsQueryOptions(tutorId: string, options: { from: string; duration: number }) {
  return queryOptions({
    queryKey: bookingKeys.slots(tutorId, options.from, options.duration),
    queryFn: ({ signal }) => getFreeSlots(tutorId, options, signal),
    ...LIVE_DATA,
  });
}
