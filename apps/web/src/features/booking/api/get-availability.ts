import { type Availability, availabilityResponseSchema } from "@app/contract/booking";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { LIVE_DATA } from "@/lib/live-data";
import { bookingKeys } from "./keys";

/** GET /api/tutor/availability: the tutor's time zone, subjects, weekly windows and days off. */
export async function getAvailability(signal?: AbortSignal): Promise<Availability> {
  return availabilityResponseSchema.parse(await api.get<unknown>("/tutor/availability", { signal }))
    .availability;
}

export function availabilityQueryOptions() {
  return queryOptions({
    queryKey: bookingKeys.availability(),
    queryFn: ({ signal }) => getAvailability(signal),
    ...LIVE_DATA,
  });
}
