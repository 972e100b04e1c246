import type { UpdateUserRequest, UpdateUserResponse } from "@app/contract/auth";
import { ERROR_MESSAGES } from "@app/contract/errors";
import type { UserRow } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { badRequest, conflict, forbidden, notFound, present, unauthorized } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { retireOneTimeLinks } from "../../lib/one-time-links.ts";
import { hashOneTimeToken } from "../../lib/tokens.ts";
import { confirmParentConsent } from "../students/parent-consent.ts";
import { sendEmailChangeNotice, sendVerificationEmail } from "./account-emails.ts";
import * as repo from "./auth.repository.ts";
import { assertCurrentPassword, issueSession, isUniqueViolation } from "./auth.service.ts";
import { presentUser } from "./user.presenter.ts";

export const CHILD_LOGIN_EMAIL_MESSAGE = "This login is managed by your parent and has no e-mail address";

/**
 * Updates names and e-mail of oneself, or of anyone for an admin. A new e-mail is only asked for:
 * it waits as `pending_email` until its own link is opened, while sign-in and password resets keep
 * using the verified address; that address is told, and every session of the account ends (the
 * caller's own gets a fresh token in the answer). Changing one's own e-mail needs the current
 * password. An admin changing someone else's needs none (they act for a person who may have lost
 * both), but the same rules hold: the new address must confirm itself, the old one is told, and the
 * person is signed out everywhere.
 */
export async function updateUser(
  deps: Deps,
  caller: AuthUser,
  id: string,
  input: UpdateUserRequest,
  address: string,
): Promise<UpdateUserResponse> {
  const isSelf = caller.id === id;
  if (!isSelf && caller.role !== "admin") throw forbidden();
  const current = await repo.findUserById(deps.db, id);
  if (!current) throw notFound("User not found");
  // A child's login has no e-mail: we collect no more about a child than the profile (decisions.md 1).
  if (current.managed_by_user_id && input.email !== undefined) throw forbidden(CHILD_LOGIN_EMAIL_MESSAGE);
  const requested = input.email?.toLowerCase();
  const newEmail =
    requested !== undefined &&
    requested !== current.email?.toLowerCase() &&
    requested !== current.pending_email?.toLowerCase()
      ? input.email
      : undefined;
  // Typing the current address again withdraws a change that was still waiting.
  const isWithdrawal = requested === current.email?.toLowerCase() && current.pending_email !== null;
  if (newEmail !== undefined) {
    if (isSelf)
      await assertCurrentPassword(deps, current, input.current_password, address, "current_password");
    const taken = await repo.findTaken(deps.db, { email: newEmail }, id);
    if (taken.email) throw conflict(ERROR_MESSAGES.emailTaken);
  }
  const row = await deps.db.transaction().execute(async (tx) => {
    const updated = await repo.updateUser(tx, id, {
      ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
      ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
      ...(newEmail !== undefined ? { pending_email: newEmail } : {}),
      ...(isWithdrawal ? { pending_email: null } : {}),
    });
    if (isWithdrawal) await retireOneTimeLinks(tx, id, "verify-email");
    return newEmail !== undefined ? repo.bumpTokenVersion(tx, id) : updated;
  });
  if (!row) throw notFound("User not found");
  if (newEmail === undefined) return presentUser(row);
  await sendVerificationEmail(deps, row);
  await sendEmailChangeNotice(deps, current, newEmail);
  if (!isSelf) return presentUser(row);
  const { user, access_token } = await issueSession(deps, row);
  return { ...user, access_token };
}

/** Makes a pending address the account's address, unless another account took it meanwhile. */
async function confirmPendingEmail(deps: Deps, row: UserRow): Promise<void> {
  const email = present(row.pending_email, "pending e-mail");
  const taken = await repo.findTaken(deps.db, { email }, row.id);
  if (taken.email) throw conflict(ERROR_MESSAGES.emailTaken);
  try {
    await repo.updateUser(deps.db, row.id, {
      email,
      pending_email: null,
      email_verified_at: new Date(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ERROR_MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * Verifies the address a single-use link was sent to: the pending new address (which then becomes
 * the account's address) or the current one; a link for an address the account no longer has is
 * invalid. The same link page also carries a parent's consent for a child under 13 (decisions.md 1).
 */
export async function verifyEmail(deps: Deps, token: string): Promise<{ message: string }> {
  const tokenHash = hashOneTimeToken(token);
  const link = await repo.consumeEmailToken(deps.db, "verify-email", tokenHash);
  if (!link) {
    const childUserId = await repo.consumeAuthToken(deps.db, "parent-consent", tokenHash);
    if (!childUserId) throw badRequest(ERROR_MESSAGES.invalidVerifyToken);
    const child = await confirmParentConsent(deps, childUserId);
    return {
      message: `Thank you! ${child.firstName ?? "Your child"} can now use every part of the platform.`,
    };
  }
  const row = await repo.findUserById(deps.db, link.userId);
  if (!row) throw badRequest(ERROR_MESSAGES.invalidVerifyToken);
  const sentTo = link.email?.toLowerCase() ?? row.email?.toLowerCase();
  if (row.pending_email !== null && sentTo === row.pending_email.toLowerCase()) {
    await confirmPendingEmail(deps, row);
    return { message: `Your e-mail address is now ${row.pending_email}. Thank you!` };
  }
  if (!sentTo || sentTo !== row.email?.toLowerCase()) throw badRequest(ERROR_MESSAGES.invalidVerifyToken);
  await repo.updateUser(deps.db, row.id, { email_verified_at: new Date() });
  return { message: "Your e-mail address is verified. Thank you!" };
}

/** Sends a new verification link to the signed-in user's pending address, or to their unverified one. */
export async function resendVerification(deps: Deps, caller: AuthUser): Promise<{ message: string }> {
  const row = await repo.findUserById(deps.db, caller.id);
  if (!row) throw unauthorized(ERROR_MESSAGES.invalidToken);
  if (row.email_verified_at && row.pending_email === null) {
    return { message: "Your e-mail address is already verified." };
  }
  await deps.limits.resetByAccount.consume(`verify:${row.id}`);
  const to = await sendVerificationEmail(deps, row);
  if (!to) throw forbidden(CHILD_LOGIN_EMAIL_MESSAGE);
  return { message: `We have sent a new verification link to ${to}.` };
}
