import type {
  AuthResponse,
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  UpdateUserRequest,
  User,
} from "@app/contract/auth";
import { ERROR_MESSAGES } from "@app/contract/errors";
import { LIMITS } from "@app/contract/limits";
import type { UserRow } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from "../../lib/app-error.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { createOneTimeToken, hashOneTimeToken } from "../../lib/tokens.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import * as repo from "./auth.repository.ts";
import { presentUser } from "./user.presenter.ts";

const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that e-mail, we have sent a link to reset the password.";

/** A unique-index violation, raised when two requests race for the same e-mail or username. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

async function issueSession(deps: Deps, row: UserRow): Promise<AuthResponse> {
  const access_token = await deps.tokens.sign({ userId: row.id, tokenVersion: row.token_version });
  return { user: presentUser(row), access_token };
}

/** Signs in by username or e-mail; limited per account and per address. */
export async function login(deps: Deps, input: LoginRequest, address: string): Promise<AuthResponse> {
  const accountKey = input.username.toLowerCase();
  deps.limits.loginByAddress.consume(address);
  deps.limits.loginByAccount.consume(accountKey);
  const row = await repo.findUserByLogin(deps.db, input.username);
  const isMatch = await verifyPassword(row?.password_hash, input.password);
  if (!row || !isMatch) throw new AppError(401, ERROR_MESSAGES.invalidCredentials);
  deps.limits.loginByAccount.reset(accountKey);
  return issueSession(deps, row);
}

/** Creates an account (and a student's own profile), sends the verification e-mail, signs in. */
export async function register(deps: Deps, input: RegisterRequest): Promise<AuthResponse> {
  const taken = await repo.findTaken(deps.db, { email: input.email, username: input.username });
  if (taken.email) throw conflict(ERROR_MESSAGES.emailTaken);
  if (taken.username) throw conflict(ERROR_MESSAGES.usernameTaken);
  const passwordHash = await hashPassword(input.password);
  let row: UserRow;
  try {
    row = await deps.db.transaction().execute(async (tx) => {
      const user = await repo.insertUser(tx, {
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
        first_name: input.firstName,
        last_name: input.lastName,
        role: input.userType,
        tutor_status: input.userType === "tutor" ? "applicant" : null,
        avatar_url: null,
      });
      if (user.role === "student") await repo.insertOwnStudentProfile(tx, user);
      return user;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const again = await repo.findTaken(deps.db, { email: input.email, username: input.username });
    throw conflict(again.username && !again.email ? ERROR_MESSAGES.usernameTaken : ERROR_MESSAGES.emailTaken);
  }
  await sendVerificationEmail(deps, row);
  return issueSession(deps, row);
}

/** Updates e-mail and names of oneself, or of anyone for an admin; a new e-mail must be verified again. */
export async function updateUser(
  deps: Deps,
  caller: AuthUser,
  id: string,
  input: UpdateUserRequest,
): Promise<User> {
  if (caller.id !== id && caller.role !== "admin") throw forbidden();
  const current = await repo.findUserById(deps.db, id);
  if (!current) throw notFound("User not found");
  const isNewEmail = input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase();
  if (isNewEmail) {
    const taken = await repo.findTaken(deps.db, { email: input.email }, id);
    if (taken.email) throw conflict(ERROR_MESSAGES.emailTaken);
  }
  let row: UserRow | undefined;
  try {
    row = await repo.updateUser(deps.db, id, {
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
      ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
      ...(isNewEmail ? { email_verified_at: null } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ERROR_MESSAGES.emailTaken);
    throw error;
  }
  if (!row) throw notFound("User not found");
  if (isNewEmail) await sendVerificationEmail(deps, row);
  return presentUser(row);
}

async function sendVerificationEmail(deps: Deps, row: UserRow): Promise<void> {
  const { token, tokenHash } = createOneTimeToken();
  await repo.retireAuthTokens(deps.db, row.id, "verify-email");
  await repo.insertAuthToken(deps.db, {
    userId: row.id,
    purpose: "verify-email",
    tokenHash,
    expiresAt: new Date(Date.now() + LIMITS.verifyTokenMinutes * 60_000),
  });
  const link = `${deps.config.appUrl}/auth/verify-email?token=${token}`;
  await deps.mailer.send({
    to: row.email,
    subject: "Confirm your e-mail address",
    text: `Hello ${row.first_name},\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link works once and expires in 48 hours.`,
  });
}

/** Sends a new verification link to the signed-in user. */
export async function resendVerification(deps: Deps, caller: AuthUser): Promise<{ message: string }> {
  const row = await repo.findUserById(deps.db, caller.id);
  if (!row) throw unauthorized(ERROR_MESSAGES.invalidToken);
  if (row.email_verified_at) return { message: "Your e-mail address is already verified." };
  deps.limits.resetByAccount.consume(`verify:${row.id}`);
  await sendVerificationEmail(deps, row);
  return { message: `We have sent a new verification link to ${row.email}.` };
}

/**
 * Marks the e-mail verified when the single-use token is valid. The same link page also carries a
 * parent's consent for a child under 13 (decisions.md 1).
 */
export async function verifyEmail(deps: Deps, token: string): Promise<{ message: string }> {
  const tokenHash = hashOneTimeToken(token);
  const userId = await repo.consumeAuthToken(deps.db, "verify-email", tokenHash);
  if (!userId) {
    const childUserId = await repo.consumeAuthToken(deps.db, "parent-consent", tokenHash);
    if (!childUserId) throw badRequest(ERROR_MESSAGES.invalidVerifyToken);
    const child = await deps.db
      .updateTable("student_profiles")
      .set({ parent_consented_at: new Date(), updated_at: new Date() })
      .where("user_id", "=", childUserId)
      .returning(["first_name"])
      .executeTakeFirst();
    return {
      message: `Thank you! ${child?.first_name ?? "Your child"} can now use every part of the platform.`,
    };
  }
  await repo.updateUser(deps.db, userId, { email_verified_at: new Date() });
  return { message: "Your e-mail address is verified. Thank you!" };
}

/** Sends a reset link if the account exists; answers the same either way, so it tells nothing. */
export async function forgotPassword(
  deps: Deps,
  email: string,
  address: string,
): Promise<{ message: string }> {
  deps.limits.resetByAddress.consume(address);
  deps.limits.resetByAccount.consume(`reset:${email}`);
  const row = await repo.findUserByLogin(deps.db, email);
  if (row && row.email.toLowerCase() === email) {
    const { token, tokenHash } = createOneTimeToken();
    await repo.insertAuthToken(deps.db, {
      userId: row.id,
      purpose: "reset-password",
      tokenHash,
      expiresAt: new Date(Date.now() + LIMITS.resetTokenMinutes * 60_000),
    });
    const link = `${deps.config.appUrl}/auth/reset-password?token=${token}`;
    await deps.mailer.send({
      to: row.email,
      subject: "Reset your password",
      text: `Hello ${row.first_name},\n\nSomeone asked to reset the password of your account. If it was you, open this link:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this e-mail.`,
    });
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/** Sets a new password with a single-use token and revokes every earlier session. */
export async function resetPassword(
  deps: Deps,
  token: string,
  password: string,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (tx) => {
    const userId = await repo.consumeAuthToken(tx, "reset-password", hashOneTimeToken(token));
    if (!userId) throw badRequest(ERROR_MESSAGES.invalidResetToken);
    await repo.updateUser(tx, userId, { password_hash: passwordHash });
    await repo.bumpTokenVersion(tx, userId);
    await repo.retireAuthTokens(tx, userId, "reset-password");
  });
  return { message: "Your password has been changed. You can sign in now." };
}

/** Changes the password of the signed-in user; every other session ends, this one gets a new token. */
export async function changePassword(
  deps: Deps,
  caller: AuthUser,
  input: ChangePasswordRequest,
): Promise<{ access_token: string }> {
  const row = await repo.findUserById(deps.db, caller.id);
  if (!row) throw unauthorized(ERROR_MESSAGES.invalidToken);
  if (!(await verifyPassword(row.password_hash, input.currentPassword))) {
    throw badRequest(ERROR_MESSAGES.wrongPassword, { currentPassword: [ERROR_MESSAGES.wrongPassword] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await deps.db.transaction().execute(async (tx) => {
    await repo.updateUser(tx, row.id, { password_hash: passwordHash });
    return repo.bumpTokenVersion(tx, row.id);
  });
  if (!updated) throw unauthorized(ERROR_MESSAGES.invalidToken);
  return { access_token: (await issueSession(deps, updated)).access_token };
}

/** Ends every session of the signed-in user. */
export async function logoutEverywhere(deps: Deps, caller: AuthUser): Promise<{ message: string }> {
  await repo.bumpTokenVersion(deps.db, caller.id);
  return { message: "You have been signed out on every device." };
}
