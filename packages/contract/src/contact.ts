import { z } from "zod";
import { emailSchema } from "./auth.ts";
import { LIMITS } from "./limits.ts";
import { lineText, multiLineText } from "./primitives.ts";

/* The contact form (issue 21): a visitor writes to the team; an admin replies by e-mail from the inbox. */

export const CONTACT_TOPICS: readonly { id: ContactTopic; label: string }[] = [
  { id: "booking", label: "Booking a lesson" },
  { id: "credits", label: "Credits, payments and refunds" },
  { id: "children", label: "Children's accounts" },
  { id: "privacy", label: "Privacy and your data" },
  { id: "account", label: "Signing in and my account" },
  { id: "tutoring", label: "Teaching with us" },
  { id: "other", label: "Something else" },
];

export const CONTACT_TOPIC_IDS = [
  "booking",
  "credits",
  "children",
  "privacy",
  "account",
  "tutoring",
  "other",
] as const;
export const contactTopicSchema = z.enum(CONTACT_TOPIC_IDS, { error: "Choose what your message is about" });
export type ContactTopic = z.infer<typeof contactTopicSchema>;

export const contactTopicLabel = (topic: ContactTopic): string =>
  CONTACT_TOPICS.find((known) => known.id === topic)?.label ?? topic;

export const CONTACT_LIMITS = {
  messageMin: 10,
  messageMax: 5000,
  replyMax: 5000,
  /** Messages one e-mail address may send in a day: a flood from one address stops here. */
  perEmailPerDay: 5,
  /** Requests per minute per network address (the route's own rate limit). */
  perAddressPerMinute: 5,
} as const;

export const CONTACT_MESSAGES = {
  sent: "Thanks, your message reached our team. We reply by e-mail, usually within one working day.",
  tooManyFromEmail:
    "We already have several messages from this e-mail address today. We will reply to them; please wait for our answer.",
  alreadyReplied: "This message has already been answered.",
  notFound: "Contact message not found",
} as const;

/** POST /api/contact. `website` is a field people never see: a form that fills it is a robot's. */
export const contactRequestSchema = z.strictObject({
  name: lineText(
    z
      .string()
      .trim()
      .min(1, "Please tell us your name")
      .max(LIMITS.nameMax, `Name is at most ${LIMITS.nameMax} characters`),
  ),
  email: emailSchema,
  topic: contactTopicSchema,
  message: multiLineText(
    z
      .string()
      .trim()
      .min(CONTACT_LIMITS.messageMin, `Please write at least ${CONTACT_LIMITS.messageMin} characters`)
      .max(CONTACT_LIMITS.messageMax, `Your message is at most ${CONTACT_LIMITS.messageMax} characters`),
  ),
  website: z.string().max(200).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** One message in the admins' inbox, with the reply once sent. */
export const contactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  topic: contactTopicSchema,
  message: z.string(),
  created_at: z.string(),
  reply: z.object({ text: z.string(), sent_at: z.string(), by: z.string() }).nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/contact-requests. */
export const contactMessagesResponseSchema = z.object({ requests: z.array(contactMessageSchema) });
export type ContactMessagesResponse = z.infer<typeof contactMessagesResponseSchema>;

/** POST /api/admin/contact-requests/:id/reply. */
export const contactReplyRequestSchema = z.strictObject({
  message: multiLineText(
    z
      .string()
      .trim()
      .min(1, "Write your reply")
      .max(CONTACT_LIMITS.replyMax, `A reply is at most ${CONTACT_LIMITS.replyMax} characters`),
  ),
});
export type ContactReplyRequest = z.infer<typeof contactReplyRequestSchema>;

export const contactReplyResponseSchema = z.object({ request: contactMessageSchema });
