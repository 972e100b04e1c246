import { calendarFeedResponseSchema } from "@app/contract/booking";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { bookingKeys } from "./keys";

/** GET /api/calendar/feed: the user's private calendar feed URL. */
export async function getCalendarFeed(signal?: AbortSignal): Promise<string> {
  return calendarFeedResponseSchema.parse(await api.get<unknown>("/calendar/feed", { signal })).url;
}

export function calendarFeedQueryOptions() {
  return queryOptions({
    queryKey: bookingKeys.feed(),
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });
}
