import { type FeedbackListResponse, feedbackListResponseSchema } from "@app/contract/feedback";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOverviewKeys } from "./keys";

/** GET /api/admin/feedback: the newest feedback messages. */
export async function listFeedback(signal?: AbortSignal): Promise<FeedbackListResponse> {
  return feedbackListResponseSchema.parse(await api.get<unknown>("/admin/feedback", { signal }));
}

export function feedbackQueryOptions() {
  return queryOptions({
    queryKey: adminOverviewKeys.feedback(),
    queryFn: ({ signal }) => listFeedback(signal),
  });
}
