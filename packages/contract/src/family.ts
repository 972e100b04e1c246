import { z } from "zod";
import { passwordSchema, usernameSchema } from "./auth.ts";
import { studentIdSchema, studentProfileSchema } from "./student.ts";

/** `/api/family/children/:id/...`: one of the parent's children. */
export const childParamsSchema = z.strictObject({ id: studentIdSchema });

/** A child's own login, as the parent sees it: never the password, which only the parent chose. */
export const childLoginSchema = z.object({
  username: z.string(),
  isEnabled: z.boolean(),
  createdAt: z.string(),
});
export type ChildLogin = z.infer<typeof childLoginSchema>;

/** One child on the family page and the parent's home: everything at a glance (issue 10). */
export const familyChildSchema = z.object({
  student: studentProfileSchema,
  level: z.number(),
  totalXP: z.number(),
  streak: z.object({ current: z.number(), longest: z.number() }),
  /** The last seven days, in the child's time zone. */
  week: z.object({ xp: z.number(), activeDays: z.number(), questionsAnswered: z.number() }),
  /** Homework still to do (not yet overdue) and overdue (spec 4.4). */
  homework: z.object({ due: z.number(), overdue: z.number() }),
  lessons: z.object({
    upcoming: z.number(),
    next: z.object({ title: z.string(), datetime: z.string() }).nullable(),
  }),
  cashBalance: z.number(),
  login: childLoginSchema.nullable(),
  /** The parent lets this child appear on the global and relative leaderboards. */
  isGlobalBoardAllowed: z.boolean(),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;

/** GET /api/family: the parent's children side by side. */
export const familyResponseSchema = z.object({ children: z.array(familyChildSchema) });
export type FamilyResponse = z.infer<typeof familyResponseSchema>;

/** POST /api/family/children/:id/login: a username and password the parent chooses; no e-mail. */
export const createChildLoginRequestSchema = z.strictObject({
  username: usernameSchema,
  password: passwordSchema,
});
export type CreateChildLoginRequest = z.infer<typeof createChildLoginRequestSchema>;

/** POST /api/family/children/:id/login/password: the parent sets a new password. */
export const resetChildPasswordRequestSchema = z.strictObject({ password: passwordSchema });
export type ResetChildPasswordRequest = z.infer<typeof resetChildPasswordRequestSchema>;

/** PATCH /api/family/children/:id/login: switch the login off (signs the child out) or on again. */
export const updateChildLoginRequestSchema = z.strictObject({
  isEnabled: z.boolean({ error: "Say whether the login is on (true) or off (false)" }),
});
export type UpdateChildLoginRequest = z.infer<typeof updateChildLoginRequestSchema>;

/** The answer of every child-login call. */
export const childLoginResponseSchema = z.object({ login: childLoginSchema });
export type ChildLoginResponse = z.infer<typeof childLoginResponseSchema>;

/** PATCH /api/family/children/:id/settings: what a parent allows a child. */
export const updateChildSettingsRequestSchema = z.strictObject({
  isGlobalBoardAllowed: z.boolean({ error: "Say whether the child may appear on the global leaderboard" }),
});
export type UpdateChildSettingsRequest = z.infer<typeof updateChildSettingsRequestSchema>;
export const childSettingsResponseSchema = z.object({ isGlobalBoardAllowed: z.boolean() });

export const CHILD_LOGIN_EXISTS_MESSAGE = "This child already has a login";
export const NO_CHILD_LOGIN_MESSAGE = "This child has no login yet";
export const CHILD_HAS_LESSONS_MESSAGE = "Cancel the booked lessons first";

/**
 * A child who signed up alone and named this parent's e-mail (decisions.md 1): only what the
 * parent needs to recognise the child, nothing of their learning.
 */
export const consentRequestSchema = z.object({
  /** The child's student id. */
  id: z.number(),
  firstName: z.string(),
  age: z.number().nullable(),
  requestedAt: z.string(),
  status: z.enum(["pending", "confirmed", "declined"]),
  decidedAt: z.string().nullable(),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/** GET /api/family/consent-requests: requests sent to the parent's verified address. */
export const consentRequestsResponseSchema = z.object({
  /** Requests show only once the parent's own address is verified: it proves they are addressed. */
  isEmailVerified: z.boolean(),
  requests: z.array(consentRequestSchema),
});
export type ConsentRequestsResponse = z.infer<typeof consentRequestsResponseSchema>;

/** POST /api/family/consent-requests/:id/confirm and /decline. */
export const consentDecisionResponseSchema = z.object({ request: consentRequestSchema });

export const CONSENT_NOT_FOUND_MESSAGE = "No confirmation request for this child was sent to you";
export const CONSENT_DECIDED_MESSAGE = "This request has already been answered";
export const CONSENT_EMAIL_UNVERIFIED_MESSAGE =
  "Verify your own e-mail address first: it shows that the requests sent to it are yours";

export const CHILD_EXPORT_FORMAT = "brightpath-child-export";
export const CHILD_EXPORT_VERSION = 2;

/**
 * GET /api/family/children/:id/export answers a zip archive (decision 035): README.txt, this
 * manifest (manifest.json), one JSON file per table (`tables/<table>.json`: the child's rows, every
 * column as stored, never the login's password) and the uploaded files (`files/<table>/…`).
 */
export const childExportManifestSchema = z.object({
  format: z.literal(CHILD_EXPORT_FORMAT),
  version: z.literal(CHILD_EXPORT_VERSION),
  exportedAt: z.string(),
  studentId: z.number(),
  /** Table name → its file in the archive and how many rows it holds. */
  tables: z.record(z.string(), z.object({ file: z.string(), rows: z.number() })),
  files: z.array(
    z.object({
      path: z.string(),
      table: z.string(),
      rowId: z.union([z.number(), z.string()]),
      name: z.string(),
      contentType: z.string(),
      sizeBytes: z.number(),
    }),
  ),
});
export type ChildExportManifest = z.infer<typeof childExportManifestSchema>;
