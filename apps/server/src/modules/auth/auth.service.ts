import type { AuthResponse, ChangePasswordRequest, LoginRequest, RegisterRequest } from "@app/contract/auth";
import { ERROR_MESSAGES } from "@app/contract/errors";
import { LIMITS } from "@app/contract/limits";
import type { UserRow } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  tooManyRequests,
  unauthorized,
} from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { issueOneTimeLink, retireOneTimeLinks } from "../../lib/one-time-links.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { hashOneTimeToken } from "../../lib/tokens.ts";
import { sendPasswordChangedNotice, sendVerificationEmail } from "./account-emails.ts";
import * as repo from "./auth.repository.ts";
import { assertPasswordAllowed } from "./password-rules.ts";
import { presentUser } from "./user.presenter.ts";

const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that e-mail, we have sent a link to reset the password.";

/** A unique-index violation, raised when two requests race for the same e-mail or username. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

/** A session for the user at their current token version. */
export async function issueSession(deps: Deps, row: UserRow): Promise<AuthResponse> {
  const access_token = await deps.tokens.sign({ userId: row.id, tokenVersion: row.token_version });
  return { user: presentUser(row), access_token };
}

/**
 * Checks a signed-in user's current password under the sign-in throttle, so a stolen token cannot
 * be used to guess it; a wrong one is a 400 on the form's field.
 */
export async function assertCurrentPassword(
  deps: Deps,
  row: UserRow,
  password: string | undefined,
  address: string,
  field: string,
): Promise<void> {
  if (!password) {
    throw badRequest(ERROR_MESSAGES.currentPasswordRequired, {
      [field]: [ERROR_MESSAGES.currentPasswordRequired],
    });
  }
  const attempt = { address, account: row.id };
  const wait = await deps.limits.signIn.waitBeforeAttempt(attempt);
  if (wait > 0) throw tooManyRequests(undefined, wait);
  if (!(await verifyPassword(row.password_hash, password))) {
    await deps.limits.signIn.recordFailure(attempt);
    throw badRequest(ERROR_MESSAGES.wrongPassword, { [field]: [ERROR_MESSAGES.wrongPassword] });
  }
}

/**
 * Signs in by username or e-mail under the sign-in throttle (login-throttle.ts): an attempt the
 * address or the address-account pair may not make yet is a 429 with the real wait, before any
 * password is checked; otherwise the right password signs in even while the account is slowed.
 */
export async function login(deps: Deps, input: LoginRequest, address: string): Promise<AuthResponse> {
  const row = await repo.findUserByLogin(deps.db, input.username);
  const attempt = { address, account: row ? row.id : `unknown:${input.username.toLowerCase()}` };
  const wait = await deps.limits.signIn.waitBeforeAttempt(attempt);
  if (wait > 0) throw tooManyRequests(undefined, wait);
  const isMatch = await verifyPassword(row?.password_hash, input.password);
  if (!row || !isMatch) {
    await deps.limits.signIn.recordFailure(attempt);
    throw new AppError(401, ERROR_MESSAGES.invalidCredentials);
  }
  await deps.limits.signIn.recordSuccess(attempt);
  // Only the right password learns that a parent switched this child's login off.
  if (row.disabled_at) throw forbidden(ERROR_MESSAGES.loginSwitchedOff);
  return issueSession(deps, row);
}

/**
 * Counts an "already taken" answer for the address: the honest message stays, but an address that
 * has met ten in an hour may not register at all until the hour ends, so probing for accounts is slow.
 */
async function conflictCounted(deps: Deps, address: string, message: string): Promise<AppError> {
  await deps.limits.registerConflictsByAddress.consume(address);
  return conflict(message);
}

/** Creates an account (and a student's own profile), sends the verification e-mail, signs in. */
export async function register(deps: Deps, input: RegisterRequest, address: string): Promise<AuthResponse> {
  await deps.limits.registerConflictsByAddress.assertAvailable(address);
  assertPasswordAllowed(input.password, { username: input.username, email: input.email }, "password");
  const taken = await repo.findTaken(deps.db, { email: input.email, username: input.username });
  if (taken.email) throw await conflictCounted(deps, address, ERROR_MESSAGES.emailTaken);
  if (taken.username) throw await conflictCounted(deps, address, ERROR_MESSAGES.usernameTaken);
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
    const message = again.username && !again.email ? ERROR_MESSAGES.usernameTaken : ERROR_MESSAGES.emailTaken;
    throw await conflictCounted(deps, address, message);
  }
  await sendVerificationEmail(deps, row);
  return issueSession(deps, row);
}

/** The lookup and e-mail of a reset, run after the answer has gone out. */
async function sendResetLink(deps: Deps, email: string): Promise<void> {
  const row = await repo.findUserByLogin(deps.db, email);
  // Only the account's own address gets a link: a pending new address is never in `email`.
  if (!row?.email || row.email.toLowerCase() !== email) return;
  const token = await issueOneTimeLink(
    deps.db,
    {
      userId: row.id,
      purpose: "reset-password",
      expiresAt: new Date(Date.now() + LIMITS.resetTokenMinutes * 60_000),
    },
    { keepEarlier: true },
  );
  const link = `${deps.config.appUrl}/auth/reset-password?token=${token}`;
  await deps.mailer.send({
    to: row.email,
    subject: "Reset your password",
    text: `Hello ${row.first_name},\n\nSomeone asked to reset the password of your account. If it was you, open this link:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this e-mail.`,
  });
}

/**
 * Answers the same thing in the same time whether or not the account exists: the limits look only
 * at the address and the typed e-mail, and the lookup and the e-mail happen after the answer.
 */
export async function forgotPassword(
  deps: Deps,
  email: string,
  address: string,
): Promise<{ message: string }> {
  await deps.limits.resetByAddress.consume(address);
  await deps.limits.resetByAccount.consume(`reset:${email}`);
  deps.jobs.enqueue("reset-link", () => sendResetLink(deps, email));
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/**
 * Sets a new password with a single-use token and revokes every earlier session. It also drops a
 * pending e-mail change: the reset proves the current address, and a takeover is undone with it.
 */
export async function resetPassword(
  deps: Deps,
  token: string,
  password: string,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (tx) => {
    const userId = await repo.consumeAuthToken(tx, "reset-password", hashOneTimeToken(token));
    if (!userId) throw badRequest(ERROR_MESSAGES.invalidResetToken);
    const row = await repo.findUserById(tx, userId);
    if (!row) throw badRequest(ERROR_MESSAGES.invalidResetToken);
    // Refusing here rolls the transaction back, so the link still works with a better password.
    assertPasswordAllowed(password, row, "password");
    await repo.updateUser(tx, userId, { password_hash: passwordHash, pending_email: null });
    await repo.bumpTokenVersion(tx, userId);
    await retireOneTimeLinks(tx, userId, "reset-password");
    await retireOneTimeLinks(tx, userId, "verify-email");
  });
  return { message: "Your password has been changed. You can sign in now." };
}

/**
 * Changes the password of the signed-in user after checking the current one; every other session
 * ends, this one gets a new token, and the account's address is told.
 */
export async function changePassword(
  deps: Deps,
  caller: AuthUser,
  input: ChangePasswordRequest,
  address: string,
): Promise<{ access_token: string }> {
  const row = await repo.findUserById(deps.db, caller.id);
  if (!row) throw unauthorized(ERROR_MESSAGES.invalidToken);
  await assertCurrentPassword(deps, row, input.currentPassword, address, "currentPassword");
  assertPasswordAllowed(input.newPassword, row, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await deps.db.transaction().execute(async (tx) => {
    await repo.updateUser(tx, row.id, { password_hash: passwordHash });
    return repo.bumpTokenVersion(tx, row.id);
  });
  if (!updated) throw unauthorized(ERROR_MESSAGES.invalidToken);
  await sendPasswordChangedNotice(deps, updated);
  return { access_token: (await issueSession(deps, updated)).access_token };
}

/** Ends every session of the signed-in user. */
export async function logoutEverywhere(deps: Deps, caller: AuthUser): Promise<{ message: string }> {
  await repo.bumpTokenVersion(deps.db, caller.id);
  return { message: "You have been signed out on every device." };
}
