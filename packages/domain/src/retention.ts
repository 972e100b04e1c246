/**
 * How long the platform keeps what it no longer needs (issue 20), in one place; docs/security.md
 * lists the same periods. A daily job (apps/server/src/scheduled-jobs.ts) purges anything older.
 */
export const RETENTION_DAYS = {
  /** Reset, e-mail verification and parent-consent links, counted from when they expired or were used. */
  spentLinks: 7,
  /** An account's or an address's failed sign-ins, counted from the last failure, once they block nothing. */
  signInFailures: 30,
  /** E-mail in the outbox (links, a child's first name in a consent request), sent or not. */
  outboxMail: 30,
  /** The before/after snapshots of audit entries (a lesson or a purchase names the child); the entry stays. */
  auditSnapshots: 365,
} as const;

export type RetainedKind = keyof typeof RETENTION_DAYS;

/** How often the purge runs. */
export const RETENTION_RUN_EVERY_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** For each kind, the instant before which its rows are purged. */
export function retentionCutoffs(now: Date): Record<RetainedKind, Date> {
  return Object.fromEntries(
    Object.entries(RETENTION_DAYS).map(([kind, days]) => [kind, new Date(now.getTime() - days * DAY_MS)]),
  ) as Record<RetainedKind, Date>;
}
