import crypto from "node:crypto";
import { PRODUCT_NAME } from "@app/contract/product";
import {
  WAITLIST_MESSAGES,
  type WaitlistConfirmRequest,
  type WaitlistEntry,
  type WaitlistListResponse,
  type waitlistJoinRequestSchema,
} from "@app/contract/waitlist";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import { badRequest } from "../../lib/app-error.ts";
import { toCsv } from "../../lib/csv.ts";
import * as repo from "./waitlist.repository.ts";

/** How long a confirmation link works. */
const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
/** The most entries the admin's list and export hold. */
const LIST_LIMIT = 10_000;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * Puts an e-mail on the waitlist (one row per e-mail, whatever its case) and sends the link that
 * confirms it; joining again updates the interests and, until confirmed, sends a fresh link.
 */
export async function joinWaitlist(
  deps: Deps,
  input: z.output<typeof waitlistJoinRequestSchema>,
): Promise<{ message: string }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const entry = await repo.upsertWaitlistEntry(deps.db, {
    email: input.email,
    role: input.role,
    interests: input.interests,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + CONFIRM_TTL_MS),
  });
  if (entry.isConfirmed) return { message: WAITLIST_MESSAGES.confirmed };
  const link = `${deps.config.appUrl}/waitlist?token=${token}`;
  await deps.mailer.send({
    to: input.email,
    subject: `Confirm your place on the ${PRODUCT_NAME} waitlist`,
    text: [
      "Hello,",
      "",
      `Thanks for joining the ${PRODUCT_NAME} waitlist (${input.interests.join(", ")}).`,
      "Please confirm it is really you by opening this link:",
      "",
      link,
      "",
      "The link works for 7 days. If you did not ask for this, ignore this e-mail and nothing will happen.",
      "",
      `The ${PRODUCT_NAME} team`,
    ].join("\n"),
  });
  return { message: WAITLIST_MESSAGES.joined };
}

/** Confirms an entry from the link in its e-mail. */
export async function confirmWaitlist(
  deps: Deps,
  input: WaitlistConfirmRequest,
): Promise<{ message: string }> {
  const email = await repo.confirmWaitlistEntry(deps.db, hashToken(input.token));
  if (!email) throw badRequest(WAITLIST_MESSAGES.invalidToken);
  return { message: WAITLIST_MESSAGES.confirmed };
}

async function listEntries(deps: Deps): Promise<WaitlistEntry[]> {
  const rows = await repo.listWaitlistEntries(deps.db, LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    interests: r.interests,
    confirmed_at: r.confirmed_at ? new Date(r.confirmed_at).toISOString() : null,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/** The waitlist for admins, newest first, with its totals. */
export async function listWaitlist(deps: Deps): Promise<WaitlistListResponse> {
  const [entries, counts] = await Promise.all([listEntries(deps), repo.countWaitlistEntries(deps.db)]);
  return { entries, ...counts };
}

/** The waitlist as CSV. */
export async function exportWaitlist(deps: Deps): Promise<string> {
  return toCsv<WaitlistEntry>(
    [
      { header: "email", value: (e) => e.email },
      { header: "role", value: (e) => e.role },
      { header: "interests", value: (e) => e.interests.join("; ") },
      { header: "confirmed_at", value: (e) => e.confirmed_at },
      { header: "joined_at", value: (e) => e.created_at },
    ],
    await listEntries(deps),
  );
}
