/*
 * Credits (decisions.md 3): packages of `ai-session` or `tutor-session` credits, bought per child,
 * "expire one year after purchase, and are spent soonest-expiring first"; `ai-only` "includes 10
 * a month". Balances are derived from the ledger (a package's total plus its movements), never
 * stored, and the two kinds are never added together.
 */

import { isTimeZone, zonedInstant } from "./booking.ts";
import { calendarDate } from "./streak.ts";

export const CREDIT_KINDS = ["ai-session", "tutor-session"] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export const PLAN_IDS = ["ai-only", "tutor-lite", "tutor-plus"] as const;
export type PlanName = (typeof PLAN_IDS)[number];

/** The plan a student has until an admin changes it (decisions.md 3: `ai-only` is the default). */
export const DEFAULT_PLAN: PlanName = "ai-only";

/** What the plan's name reads as on a page. */
export const PLAN_LABELS: Record<PlanName, string> = {
  "ai-only": "Starter",
  "tutor-lite": "Tutor Lite",
  "tutor-plus": "Tutor Plus",
};

export const CREDIT_KIND_LABELS: Record<CreditKind, string> = {
  "ai-session": "AI tutor sessions",
  "tutor-session": "Tutor sessions",
};

/** Bought credits last this many months (decisions.md 3: "one year after purchase"). */
export const CREDIT_VALIDITY_MONTHS = 12;

/** AI sessions the `ai-only` plan includes each month (decisions.md 3). */
export const AI_ONLY_MONTHLY_AI_SESSIONS = 10;

/** Adds whole calendar months in UTC; a day the target month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
function addMonthsUtc(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** When a package bought at `purchasedAt` expires: one year later (29 February → 28 February). */
export function packageExpiry(purchasedAt: Date): Date {
  return addMonthsUtc(purchasedAt, CREDIT_VALIDITY_MONTHS);
}

/** A package as the rules see it: what is left of it (total plus its movements) and when it ends. */
export interface CreditPackageState {
  id: number;
  kind: CreditKind;
  remaining: number;
  expiresAt: Date;
}

/** Whether a package can no longer be spent: at its expiry instant it is gone. */
export function isPackageExpired(pkg: { expiresAt: Date }, now: Date): boolean {
  return pkg.expiresAt.getTime() <= now.getTime();
}

/** Usable credits per kind: unexpired packages only, the two kinds kept apart. */
export function balancesByKind(
  packages: readonly CreditPackageState[],
  now: Date,
): Record<CreditKind, number> {
  const balances: Record<CreditKind, number> = { "ai-session": 0, "tutor-session": 0 };
  for (const pkg of packages) {
    if (isPackageExpired(pkg, now) || pkg.remaining <= 0) continue;
    balances[pkg.kind] += pkg.remaining;
  }
  return balances;
}

/**
 * The packages to spend `count` credits of one kind from, soonest-expiring first (ties: the older
 * package, by id), as `{ packageId, credits }` steps; null when the unexpired balance is short.
 */
export function planSpend(
  packages: readonly CreditPackageState[],
  kind: CreditKind,
  count: number,
  now: Date,
): { packageId: number; credits: number }[] | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  const usable = packages
    .filter((p) => p.kind === kind && p.remaining > 0 && !isPackageExpired(p, now))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const steps: { packageId: number; credits: number }[] = [];
  let left = count;
  for (const pkg of usable) {
    if (left === 0) break;
    const take = Math.min(left, pkg.remaining);
    steps.push({ packageId: pkg.id, credits: take });
    left -= take;
  }
  return left === 0 ? steps : null;
}

/**
 * The calendar month a moment falls in on the student's clock, as `YYYY-MM`: the key of the
 * monthly AI grant (issue 21: the November grant of a family west of UTC was dated 31 October).
 */
export function grantMonth(now: Date, timeZone = "UTC"): string {
  return calendarDate(now, timeZone).slice(0, 7);
}

/** Midnight starting the 1st of `month` (`YYYY-MM`) on the clock of `timeZone`. */
function monthStart(month: string, timeZone: string): Date {
  const date = `${month}-01`;
  // Where clocks skip midnight on the 1st, the day starts at the first minute that exists.
  for (let minutes = 0; minutes <= 120; minutes += 1) {
    const instant = zonedInstant(date, minutes, timeZone);
    if (instant) return instant;
  }
  return new Date(`${date}T00:00:00Z`);
}

/** The month after `month` (`YYYY-MM`). */
function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/**
 * The `ai-only` plan's monthly grant for the month `now` falls in on the student's clock: 10
 * `ai-session` credits from midnight on the 1st to midnight on the next 1st there (a month's
 * allowance does not carry over); null for the other plans, which include no AI sessions.
 */
export function monthlyAiGrant(
  plan: PlanName,
  now: Date,
  timeZone = "UTC",
): { month: string; credits: number; startsAt: Date; expiresAt: Date } | null {
  if (plan !== "ai-only") return null;
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  const month = grantMonth(now, zone);
  return {
    month,
    credits: AI_ONLY_MONTHLY_AI_SESSIONS,
    startsAt: monthStart(month, zone),
    expiresAt: monthStart(nextMonth(month), zone),
  };
}

/** A bought plan lasts this many months per payment (the pricing page's prices are per month). */
export const PLAN_PERIOD_MONTHS = 1;

/**
 * Until when a plan bought at `now` is paid: a month from the end of the month already paid when
 * the same plan is renewed before it ends (nothing paid is lost), else a month from now (a new
 * plan, a change of plan, or a renewal after it ended).
 */
export function planPaidUntil(
  current: { plan: PlanName; paidUntil: Date | null },
  bought: PlanName,
  now: Date,
): Date {
  const from =
    current.plan === bought && current.paidUntil && current.paidUntil.getTime() > now.getTime()
      ? current.paidUntil
      : now;
  return addMonthsUtc(from, PLAN_PERIOD_MONTHS);
}

/**
 * The plan in force at `now` (issue 21): a bought plan whose paid month ended without renewal is
 * over, and the student is back on the free plan (decisions.md 3: `ai-only` is the default), with
 * nothing paid; a plan an admin set (no paid-until date) stays until changed.
 */
export function planInForce(
  plan: PlanName,
  paidUntil: Date | null,
  now: Date,
): { plan: PlanName; paidUntil: Date | null } {
  if (plan !== DEFAULT_PLAN && paidUntil && paidUntil.getTime() <= now.getTime())
    return { plan: DEFAULT_PLAN, paidUntil: null };
  return { plan, paidUntil };
}

/**
 * What a paid month of a plan grants: its sessions of each kind (none of a kind it does not
 * include), lasting until the month paid ends; a month's allowance does not carry over.
 */
export function planGrants(
  included: { aiSessions: number; tutorSessions: number },
  paidUntil: Date,
): { kind: CreditKind; credits: number; expiresAt: Date }[] {
  const grants: { kind: CreditKind; credits: number; expiresAt: Date }[] = [];
  if (included.tutorSessions > 0)
    grants.push({ kind: "tutor-session", credits: included.tutorSessions, expiresAt: paidUntil });
  if (included.aiSessions > 0)
    grants.push({ kind: "ai-session", credits: included.aiSessions, expiresAt: paidUntil });
  return grants;
}

/** Checks a refund against what was paid and already refunded: a clear reason, or null when allowed. */
export function refundProblem(amountCents: number, paidCents: number, refundedCents: number): string | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return "A refund must be a positive amount";
  if (amountCents > paidCents - refundedCents)
    return "A refund cannot be larger than what is left of the payment";
  return null;
}
