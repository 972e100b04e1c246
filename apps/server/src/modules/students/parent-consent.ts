import {
  CONSENT_DECIDED_MESSAGE,
  CONSENT_EMAIL_UNVERIFIED_MESSAGE,
  CONSENT_NOT_FOUND_MESSAGE,
  type ConsentRequest,
} from "@app/contract/family";
import type { StudentRow } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { conflict, forbidden, notFound, tooManyRequests } from "../../lib/app-error.ts";
import { issueOneTimeLink, retireOneTimeLinks } from "../../lib/one-time-links.ts";
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
      `The link works once and expires in ${CONSENT_LINK_DAYS} days. With a parent account under this address you can also confirm or decline on your Family page. If you do not know this child, ignore this e-mail: nothing else will happen.`,
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

const toIso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function presentConsentRequest(row: repo.ConsentRequestRow): ConsentRequest {
  return {
    id: row.id,
    firstName: row.first_name,
    age: row.age,
    requestedAt: new Date(row.requested_at).toISOString(),
    status: row.parent_consented_at ? "confirmed" : row.parent_consent_declined_at ? "declined" : "pending",
    decidedAt: toIso(row.parent_consented_at ?? row.parent_consent_declined_at),
  };
}

/** The parent's own address, only when verified: it proves the requests sent there are theirs. */
async function findVerifiedEmail(deps: Deps, parentUserId: string): Promise<string | null> {
  const account = await repo.findAccountEmail(deps.db, parentUserId);
  return account?.email && account.email_verified_at ? account.email : null;
}

/**
 * The consent requests children sent to the parent's address (decisions.md 1, issue 10): pending,
 * confirmed and declined, with only the first name and age the child gave.
 */
export async function listConsentRequests(
  deps: Deps,
  parentUserId: string,
): Promise<{ isEmailVerified: boolean; requests: ConsentRequest[] }> {
  const email = await findVerifiedEmail(deps, parentUserId);
  if (!email) return { isEmailVerified: false, requests: [] };
  const rows = await repo.listConsentRequestsTo(deps.db, email);
  return { isEmailVerified: true, requests: rows.map(presentConsentRequest) };
}

/**
 * A parent answers a child's request on the Family page, as the e-mailed link would: confirming
 * lets the child message, appear on leaderboards and reach an outside AI model; declining keeps
 * them learning without those, and the e-mailed link stops working either way.
 */
export async function decideConsent(
  deps: Deps,
  parentUserId: string,
  studentId: number,
  decision: "confirmed" | "declined",
  now: Date = new Date(),
): Promise<{ request: ConsentRequest }> {
  const email = await findVerifiedEmail(deps, parentUserId);
  if (!email) throw forbidden(CONSENT_EMAIL_UNVERIFIED_MESSAGE);
  const request = await repo.findConsentRequestTo(deps.db, studentId, email);
  // Another address's request, or none: 404, so whether a child named someone else does not leak.
  if (!request) throw notFound(CONSENT_NOT_FOUND_MESSAGE);
  if (!(await repo.decideConsentRequest(deps.db, studentId, email, decision, now))) {
    throw conflict(CONSENT_DECIDED_MESSAGE);
  }
  const child = await repo.findStudentById(deps.db, studentId);
  if (child?.user_id) await retireOneTimeLinks(deps.db, child.user_id, "parent-consent");
  const updated = await repo.findConsentRequestTo(deps.db, studentId, email);
  return { request: presentConsentRequest(updated!) };
}
