import { calendarFeedResponseSchema } from "@app/contract/booking";
import { api } from "@/lib/api-client";

/** POST /api/calendar/feed/reset: a new private URL; the old one stops working. */
export async function resetCalendarFeed(): Promise<string> {
  return calendarFeedResponseSchema.parse(await api.post<unknown>("/calendar/feed/reset")).url;
}
