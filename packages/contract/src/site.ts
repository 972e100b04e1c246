import { z } from "zod";
import { emailSchema } from "./auth.ts";

/** GET /api/health: the process is alive and answering (no database question asked). */
export const livenessResponseSchema = z.object({ status: z.literal("ok") });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** GET /api/health/ready: the database answers and can take a write. */
export const healthResponseSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The placeholder pages that offer an optional e-mail signup (spec 2.1). */
export const signupSourceSchema = z.enum(["support", "help", "ai-tutor"]);
export type SignupSource = z.infer<typeof signupSourceSchema>;

/** POST /api/interest-signups. */
export const interestSignupRequestSchema = z.strictObject({ email: emailSchema, source: signupSourceSchema });
export type InterestSignupRequest = z.infer<typeof interestSignupRequestSchema>;

/** POST /api/client-events/not-found: the web app reports a 404 so the server logs it. */
export const notFoundEventRequestSchema = z.strictObject({ path: z.string().min(1).max(2000) });
export type NotFoundEventRequest = z.infer<typeof notFoundEventRequestSchema>;

/** GET /api/admin/outbox: the newest e-mails the platform wrote, for admins. */
export const outboxResponseSchema = z.object({
  emails: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
      last_error: z.string().nullable(),
    }),
  ),
});
