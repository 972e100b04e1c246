import type { StudentRow } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { tooManyRequests } from "../../lib/app-error.ts";
import { issueOneTimeLink } from "../auth/one-time-links.ts";
import * as repo from "./students.repository.ts";

/**
 * Consent e-mails per child account and per recipient address in an hour, as many as a user may
 * ask for a new verification link: enough for a typo or a lost e-mail, too few to use the platform
 * to pester a stranger (issue 7.8).
 */
export const CONSENT_EMAILS_PER_HOUR = 5;
export const CONSENT_EMAIL_LIMIT_MESSAGE =
  "Too many confirmation e-mails have been sent. Please try again in an hour.";

/** The subject is fixed: a subject line never carries text a user chose (issue 7.8). */
export const CONSENT_EMAIL_SUBJECT = "Please confirm your child's learning account";

const ONE_HOUR = 3_600_000;
const CONSENT_LINK_DAYS = 14;

/**
 * A name as it may appear in an e-mail body: letters, marks, spaces, apostrophes and hyphens only,
 * so a "name" cannot carry a link, an address or a line of its own into someone's inbox.
 */
export function toPlainName(text: string): string {
  return text
    .replace(/[^\p{L}\p{M}' -]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 40)
    .trim();
}

/**
 * Counts one consent e-mail against both limits before it is sent; throws 429 when either is
 * spent. The row is written first and then counted, so requests at the same moment cannot all
 * pass; a refused one takes its row back.
 */
export async function reserveConsentEmail(
  deps: Deps,
  studentId: number,
  toEmail: string,
  now: Date = new Date(),
): Promise<void> {
  const id = await repo.insertConsentEmail(deps.db, studentId, toEmail, now);
  const sent = await repo.countConsentEmailsSince(
    deps.db,
    studentId,
    toEmail,
    new Date(now.getTime() - ONE_HOUR),
  );
  if (sent.byStudent > CONSENT_EMAILS_PER_HOUR || sent.byRecipient > CONSENT_EMAILS_PER_HOUR) {
    await repo.deleteConsentEmail(deps.db, id);
    throw tooManyRequests(CONSENT_EMAIL_LIMIT_MESSAGE);
  }
}

/**
 * Asks the named parent to confirm a child's account (reserve it first); the link opens the
 * verify-email page. Only an earlier link of the same child stops working.
 */
export async function sendParentConsentEmail(
  deps: Deps,
  student: StudentRow,
  toEmail: string,
): Promise<void> {
  if (!student.user_id) return;
  const token = await issueOneTimeLink(deps.db, {
    userId: student.user_id,
    purpose: "parent-consent",
    expiresAt: new Date(Date.now() + CONSENT_LINK_DAYS * 86_400_000),
  });
  const link = `${deps.config.appUrl}/auth/verify-email?token=${token}`;
  const name = toPlainName(student.first_name) || "A child";
  await deps.mailer.send({
    to: toEmail,
    subject: CONSENT_EMAIL_SUBJECT,
    text: [
      "Hello,",
      "",
      `A child who gave their first name as "${name}" has started learning with us and named this address as their parent's or guardian's. Children under 13 can learn right away; to let them appear on the leaderboard and use messages, please confirm by opening this link:`,
      link,
      "",
      `The link works once and expires in ${CONSENT_LINK_DAYS} days. If you do not know this child, ignore this e-mail: nothing else will happen.`,
    ].join("\n"),
  });
}

/** A parent opened the consent link: the child may now use every part of the platform. */
export async function confirmParentConsent(
  deps: Deps,
  childUserId: string,
): Promise<{ firstName: string | null }> {
  const firstName = await repo.markParentConsented(deps.db, childUserId, new Date());
  return { firstName };
}
