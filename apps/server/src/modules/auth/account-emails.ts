import { LIMITS } from "@app/contract/limits";
import { PRODUCT_NAME } from "@app/contract/product";
import type { UserRow } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { issueOneTimeLink } from "../../lib/one-time-links.ts";

/**
 * Sends a verification link for one address of the account: its pending new address when there is
 * one, otherwise its current one. The link is bound to that address, and replaces older links.
 */
export async function sendVerificationEmail(deps: Deps, row: UserRow): Promise<string | null> {
  const to = row.pending_email ?? row.email;
  // A child's login, which a parent manages, has no address (decisions.md 1).
  if (!to) return null;
  const token = await issueOneTimeLink(deps.db, {
    userId: row.id,
    purpose: "verify-email",
    expiresAt: new Date(Date.now() + LIMITS.verifyTokenMinutes * 60_000),
    email: to.toLowerCase(),
  });
  const link = `${deps.config.appUrl}/auth/verify-email?token=${token}`;
  const why = row.pending_email
    ? `Please confirm that this is the new e-mail address of your ${PRODUCT_NAME} account by opening this link:`
    : "Please confirm your e-mail address by opening this link:";
  await deps.mailer.send({
    to,
    subject: "Confirm your e-mail address",
    text: `Hello ${row.first_name},\n\n${why}\n${link}\n\nThe link works once and expires in 48 hours.`,
  });
  return to;
}

/** Shows enough of an address for its owner to recognise it, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * Tells the current address that a change to another address was asked for, so a takeover with a
 * stolen password is noticed while the old address still receives the password resets.
 */
export async function sendEmailChangeNotice(deps: Deps, row: UserRow, newEmail: string): Promise<void> {
  if (!row.email) return;
  await deps.mailer.send({
    to: row.email,
    subject: "Your e-mail address is being changed",
    text: `Hello ${row.first_name},\n\nSomeone asked to change the e-mail address of your ${PRODUCT_NAME} account to ${maskEmail(newEmail)}. The change happens only once the new address is confirmed, and every other device has been signed out.\n\nIf it was you, there is nothing else to do. If it was not you, reset your password now at ${deps.config.appUrl}/auth/forgot-password with this address: that cancels the change and signs everyone out.`,
  });
}

/** Tells the account's address that its password was changed. */
export async function sendPasswordChangedNotice(deps: Deps, row: UserRow): Promise<void> {
  if (!row.email) return;
  await deps.mailer.send({
    to: row.email,
    subject: "Your password was changed",
    text: `Hello ${row.first_name},\n\nThe password of your ${PRODUCT_NAME} account was just changed, and every other device has been signed out.\n\nIf it was not you, reset your password now at ${deps.config.appUrl}/auth/forgot-password.`,
  });
}
