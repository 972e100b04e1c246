import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { findPasswordProblem, PASSWORD_POLICY_MESSAGES } from "./password-policy.ts";
import { lineText } from "./primitives.ts";

/** The four roles of decisions.md section 1. */
export const roleSchema = z.enum(["student", "parent", "tutor", "admin"]);
export type Role = z.infer<typeof roleSchema>;

/** What a person may choose at sign-up; admins are made by seed or CLI only. */
export const userTypeSchema = z.enum(["student", "parent", "tutor"]);
export type UserType = z.infer<typeof userTypeSchema>;

/** A tutor is an applicant until an admin approves them. */
export const tutorStatusSchema = z.enum(["applicant", "approved"]);
export type TutorStatus = z.infer<typeof tutorStatusSchema>;

const trimmed = (max: number, label: string) =>
  lineText(
    z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`),
  );

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, "E-mail is too long")
  .pipe(z.email("Enter a valid e-mail address"));

/** A new password: the length limits and the parts of the password rule that need no account. */
export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`)
  .refine((password) => findPasswordProblem(password) === null, PASSWORD_POLICY_MESSAGES.blank);

export const usernameSchema = z
  .string()
  .trim()
  .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters`)
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, "Username may use letters, digits, dot, dash and underscore");

export const personNameSchema = (label: string) => trimmed(LIMITS.nameMax, label);

/** The user as the API shows it (spec 3, 7.1). */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** Null for a child's login, which a parent manages and which has no e-mail (decisions.md 1). */
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  created_at: z.string(),
  avatarUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  /** A new address waiting for its confirmation link; sign-in and resets still use `email`. */
  pendingEmail: z.string().nullable(),
  tutorStatus: tutorStatusSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/auth/login: `username` may be the username or the e-mail. */
export const loginRequestSchema = z.strictObject({
  username: z.string().trim().min(1, "Enter your username or e-mail").max(LIMITS.emailMax, "Too long"),
  password: z
    .string()
    .min(1, "Enter your password")
    .max(LIMITS.passwordMax, "Incorrect username or password"),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/auth/register; the password may not be the username or the e-mail. */
export const registerRequestSchema = z
  .strictObject({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    firstName: personNameSchema("First name"),
    lastName: personNameSchema("Last name"),
    userType: userTypeSchema,
  })
  .superRefine((value, ctx) => {
    // Spaces only is passwordSchema's to report; this adds what needs the other fields.
    const problem = findPasswordProblem(value.password, { username: value.username, email: value.email });
    if (problem === PASSWORD_POLICY_MESSAGES.personal) {
      ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    }
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Answer of login and register. */
export const authResponseSchema = z.object({ user: userSchema, access_token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * PUT /api/auth/users/{id}: any of the three fields, at least one. Changing one's own e-mail also
 * needs `current_password` (the server checks it; an admin editing someone else needs none).
 */
export const updateUserRequestSchema = z
  .strictObject({
    email: emailSchema.optional(),
    first_name: personNameSchema("First name").optional(),
    last_name: personNameSchema("Last name").optional(),
    current_password: z.string().max(LIMITS.passwordMax, "Too long").optional(),
  })
  .refine((v) => v.email !== undefined || v.first_name !== undefined || v.last_name !== undefined, {
    message: "Nothing to update",
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/**
 * Answer of PUT /api/auth/users/{id}: the user, and a fresh token for the caller when the change
 * ended every other session (an e-mail change); the old token stops working then.
 */
export const updateUserResponseSchema = userSchema.extend({ access_token: z.string().optional() });
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>;

/** POST /api/auth/change-password: the caller's new token (every other session has ended). */
export const changePasswordResponseSchema = z.object({ access_token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const userIdParamsSchema = z.strictObject({ id: z.string().uuid("Unknown user") });

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().min(1, "The reset link is missing its token").max(200, "Invalid token"),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const verifyEmailRequestSchema = z.strictObject({
  token: z.string().min(1, "The verification link is missing its token").max(200, "Invalid token"),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, "Enter your current password").max(LIMITS.passwordMax, "Too long"),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
