import { z } from "zod";
import { emailSchema } from "./auth.ts";
import { lineText } from "./primitives.ts";

/* The waitlist (spec 2.1): an e-mail and interests, confirmed by a link sent to that e-mail. */

export const waitlistRoleSchema = z.enum(["parent", "student", "tutor", "school", "other"]);
export type WaitlistRole = z.infer<typeof waitlistRoleSchema>;

/** What a visitor can say they are waiting for; the form offers exactly these. */
export const WAITLIST_INTERESTS = [
  "Maths tutoring",
  "English and writing",
  "French",
  "Spanish",
  "Python and coding",
  "Exam preparation",
  "French conversation circles",
  "AI tutor",
] as const;
export const waitlistInterestSchema = z.enum(WAITLIST_INTERESTS);

/** POST /api/waitlist. The e-mail is stored in lower case: one row per e-mail, whatever the case. */
export const waitlistJoinRequestSchema = z.strictObject({
  email: emailSchema,
  role: waitlistRoleSchema.default("parent"),
  interests: z
    .array(waitlistInterestSchema)
    .min(1, "Choose at least one interest")
    .max(WAITLIST_INTERESTS.length)
    .refine((list) => new Set(list).size === list.length, "Each interest once"),
});
export type WaitlistJoinRequest = z.input<typeof waitlistJoinRequestSchema>;

/** POST /api/waitlist/confirm: the token from the confirmation link. */
export const waitlistConfirmRequestSchema = z.strictObject({
  token: lineText(z.string().trim().min(20, "This link is not valid").max(200, "This link is not valid")),
});
export type WaitlistConfirmRequest = z.infer<typeof waitlistConfirmRequestSchema>;

/** One entry as admins read it. */
export const waitlistEntrySchema = z.object({
  id: z.number(),
  email: z.string(),
  role: waitlistRoleSchema,
  interests: z.array(z.string()),
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/admin/waitlist. */
export const waitlistListResponseSchema = z.object({
  entries: z.array(waitlistEntrySchema),
  total: z.number(),
  confirmed: z.number(),
});
export type WaitlistListResponse = z.infer<typeof waitlistListResponseSchema>;

export const WAITLIST_MESSAGES = {
  joined: "Almost there: we sent you an e-mail. Open its link to confirm your place.",
  confirmed: "You're on the list. We'll write as soon as your place opens.",
  invalidToken: "This confirmation link is invalid or has expired",
} as const;
