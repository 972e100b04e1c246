import { z } from "zod";

/** Every error the API answers has this shape; `details` maps a field path to its problems. */
export const errorResponseSchema = z.object({
  error: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A plain acknowledgement. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** User-facing error texts the server sends; the web app shows them as they are. */
export const ERROR_MESSAGES = {
  invalidInput: "Invalid input",
  invalidJson: "The request body is not valid JSON",
  bodyTooLarge: "The request body is too large",
  authRequired: "Authentication required",
  invalidToken: "Invalid token",
  forbidden: "You do not have permission to do that",
  notFound: "Not found",
  routeNotFound: "No such API endpoint",
  rateLimited: "Too many requests. Please wait a moment and try again.",
  internal: "Something went wrong on our side. Please try again.",
  invalidCredentials: "Incorrect username or password",
  emailTaken: "An account with this e-mail already exists",
  usernameTaken: "This username is taken",
  invalidResetToken: "This reset link is invalid or has expired",
  invalidVerifyToken: "This verification link is invalid or has expired",
  wrongPassword: "Your current password is not correct",
  storageFull:
    "Storage full: the server has no room left to save this. Nothing was changed; please try again later.",
  currentPasswordRequired: "Enter your current password to change your e-mail address",
  loginSwitchedOff: "This login is switched off. Ask your parent to switch it on again.",
} as const;
