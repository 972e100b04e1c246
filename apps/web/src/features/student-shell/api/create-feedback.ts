import type { FeedbackCreatedResponse, FeedbackRequest } from "@app/contract/feedback";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/feedback (spec 2.8, 7.6). */
export function createFeedback(input: FeedbackRequest) {
  return api.post<FeedbackCreatedResponse>("/feedback", input);
}

/** Sends feedback; failures are logged only, as spec 8 says. */
export function useCreateFeedback() {
  return useMutation({
    mutationFn: createFeedback,
    onError: (error) => console.error("Sending feedback failed.", error),
  });
}
