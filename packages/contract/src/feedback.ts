import { z } from "zod";

/** POST /api/feedback (spec 2.8, 3): the message is required. */
export const feedbackRequestSchema = z.strictObject({
  page: z.string().trim().min(1, "Page is required").max(500),
  message: z
    .string()
    .trim()
    .min(1, "Please write your feedback")
    .max(5000, "Feedback is at most 5000 characters"),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackItemSchema = z.object({
  id: z.number(),
  page: z.string(),
  message: z.string(),
  created_at: z.string(),
  from: z.object({ id: z.string(), name: z.string(), role: z.string() }),
  /** When an admin marked it read; null while unread. */
  read_at: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export const feedbackListResponseSchema = z.object({ feedback: z.array(feedbackItemSchema) });
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;

/** POST /api/feedback answers the stored message's id and a thank-you. */
export const feedbackCreatedResponseSchema = z.object({ id: z.number(), message: z.string() });
export type FeedbackCreatedResponse = z.infer<typeof feedbackCreatedResponseSchema>;
