import type { BillingChild, CreditBalances } from "@app/contract/billing";
import type { CreditEntry } from "@app/contract/dashboard";
import {
  balancesByKind,
  type CreditKind,
  isPackageExpired,
  monthlyAiGrant,
  type PlanName,
  packageExpiry,
  planGrants,
  planInForce,
  planPaidUntil,
  planSpend,
} from "@app/domain/credits";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import { badRequest, present } from "../../lib/app-error.ts";
import * as repo from "./credits.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

export const CREDITS_TOO_MANY = "There are not that many unspent credits left in the package";

/** A student's credits: balances per kind and every package (spec 3 "Credit entry"). */
export interface StudentCredits {
  balances: CreditBalances;
  credits: (CreditEntry & { isMonthlyGrant: boolean })[];
}

/**
 * Makes sure each `ai-only` student has this month's 10 AI sessions (decisions.md 3), the month
 * and its first day on the student's own clock, created the
 * first time anyone reads or spends their credits in the month; idempotent per student and month
 * (unique index), and a read that finds every grant in place writes nothing.
 */
export async function ensureMonthlyGrants(
  db: Db,
  studentIds: readonly number[],
  now: Date,
  existing?: readonly repo.PackageRecord[],
): Promise<boolean> {
  const plans = (await repo.listStudentPlans(db, studentIds)).map((row) => ({
    id: row.id,
    timezone: row.timezone,
    stored: row.plan as PlanName,
    plan: planInForce(row.plan as PlanName, row.plan_paid_until ? new Date(row.plan_paid_until) : null, now)
      .plan,
  }));
  // A paid month that ended without renewal: back on the free plan, with its grant (issue 21).
  if (plans.some((row) => row.plan !== row.stored)) await repo.endLapsedPlans(db, studentIds, now);
  const rows = plans.flatMap((row) => {
    const grant = monthlyAiGrant(row.plan, now, row.timezone);
    if (!grant) return [];
    if (existing?.some((p) => p.student_id === row.id && p.grant_month === grant.month)) return [];
    return [{ studentId: row.id, ...grant }];
  });
  await repo.insertMonthlyGrants(db, rows);
  return rows.length > 0;
}

/** Credits of students by id, the monthly AI grant included; the two kinds are never added together. */
export async function getStudentCredits(
  db: Db,
  studentIds: readonly number[],
  now: Date,
): Promise<Map<number, StudentCredits>> {
  let packages = await repo.listPackages(db, studentIds);
  if (await ensureMonthlyGrants(db, studentIds, now, packages))
    packages = await repo.listPackages(db, studentIds);
  const result = new Map<number, StudentCredits>();
  for (const id of studentIds) {
    const own = packages.filter((p) => p.student_id === id);
    result.set(id, {
      balances: balancesByKind(
        own.map((p) => ({
          id: p.id,
          kind: p.credit_type,
          remaining: Number(p.remaining),
          expiresAt: new Date(p.expires_at),
        })),
        now,
      ),
      credits: own.map((p) => ({
        id: p.id,
        type: p.credit_type,
        total: p.total,
        remaining: Number(p.remaining),
        expiryDate: new Date(p.expires_at).toISOString(),
        isExpired: isPackageExpired({ expiresAt: new Date(p.expires_at) }, now),
        isMonthlyGrant: p.grant_month !== null,
      })),
    });
  }
  return result;
}

/** A student row's plan as pages show it: the plan in force now, a lapsed paid month being over. */
export function presentPlan(
  plan: string,
  paidUntil: Date | string | null,
  now: Date,
): { plan: PlanName; plan_paid_until: string | null } {
  const current = planInForce(plan as PlanName, paidUntil ? new Date(paidUntil) : null, now);
  return { plan: current.plan, plan_paid_until: current.paidUntil?.toISOString() ?? null };
}

/** Children (or the self-paying student) with their plan and credits, as the billing page shows them. */
export async function describeChildren(
  db: Db,
  students: readonly {
    id: number;
    first_name: string;
    last_name: string;
    plan: string;
    plan_paid_until: Date | string | null;
  }[],
  now: Date,
): Promise<BillingChild[]> {
  const credits = await getStudentCredits(
    db,
    students.map((s) => s.id),
    now,
  );
  // The rows were read before the credits ended any lapsed plan: each shows the plan in force.
  return students.map((s) => ({
    id: s.id,
    name: `${s.first_name} ${s.last_name}`.trim(),
    ...presentPlan(s.plan, s.plan_paid_until, now),
    ...present(credits.get(s.id), `credits of student ${s.id}`),
  }));
}

/** Adds a bought package of credits to a child: valid one year from now (decisions.md 3). */
export function grantPurchasedPackage(
  db: Db,
  input: { studentId: number; creditType: CreditKind; credits: number; now: Date },
): Promise<number> {
  return repo.insertPackage(db, {
    studentId: input.studentId,
    creditType: input.creditType,
    total: input.credits,
    purchasedAt: input.now,
    expiresAt: packageExpiry(input.now),
  });
}

/**
 * A paid month of a plan (issue 21): the student is on the plan until the month paid ends (a
 * renewal before then extends it), with the plan's sessions of each kind for that month. Answers
 * the new end and the packages granted (tutor sessions first).
 */
export async function startPlanMonth(
  db: Db,
  input: {
    studentId: number;
    plan: "tutor-lite" | "tutor-plus";
    aiSessions: number;
    tutorSessions: number;
    now: Date;
  },
): Promise<{ paidUntil: Date; packageIds: number[] }> {
  const current = await repo.findPlanForUpdate(db, input.studentId);
  const paidUntil = planPaidUntil(
    {
      plan: (current?.plan ?? "ai-only") as PlanName,
      paidUntil: current?.plan_paid_until ? new Date(current.plan_paid_until) : null,
    },
    input.plan,
    input.now,
  );
  await repo.setPaidPlan(db, input.studentId, input.plan, paidUntil);
  const packageIds: number[] = [];
  for (const grant of planGrants(input, paidUntil))
    packageIds.push(
      await repo.insertPackage(db, {
        studentId: input.studentId,
        creditType: grant.kind,
        total: grant.credits,
        purchasedAt: input.now,
        expiresAt: grant.expiresAt,
      }),
    );
  return { paidUntil, packageIds };
}

/** Takes unspent credits back from a package (a refund), as a ledger row; never below zero. */
export async function takeBackCredits(
  db: Db,
  packageId: number,
  count: number,
  reason: string,
): Promise<void> {
  if (count === 0) return;
  const pkg = await repo.findPackageForUpdate(db, packageId);
  if (!pkg || Number(pkg.remaining) < count)
    throw badRequest(CREDITS_TOO_MANY, { remove_credits: [CREDITS_TOO_MANY] });
  await repo.insertMovement(db, { packageId, delta: -count, reason });
}

/** Packages and movements of students, for the credit side of a family's ledger. */
export async function listCreditHistory(db: Db, studentIds: readonly number[], limit: number) {
  const [packages, movements] = await Promise.all([
    repo.listPackages(db, studentIds),
    repo.listMovements(db, studentIds, limit),
  ]);
  return { packages, movements };
}

export const AI_SESSION_REASON = "Started an AI tutor session";

/**
 * Spends one `ai-session` credit (decisions.md 3: starting an AI tutor session), soonest-expiring
 * first, this month's free grant included; in the caller's transaction, with the student's AI
 * packages locked. Answers the AI sessions left after it, or null when none was left to spend.
 */
export async function spendAiSession(
  db: Transaction<Database>,
  studentId: number,
  now: Date,
): Promise<number | null> {
  await ensureMonthlyGrants(db, [studentId], now);
  await repo.lockPackagesOfKind(db, studentId, "ai-session");
  const packages = (await repo.listPackages(db, [studentId])).map((p) => ({
    id: p.id,
    kind: p.credit_type,
    remaining: Number(p.remaining),
    expiresAt: new Date(p.expires_at),
  }));
  const plan = planSpend(packages, "ai-session", 1, now);
  if (plan === null) return null;
  for (const step of plan)
    await repo.insertMovement(db, {
      packageId: step.packageId,
      delta: -step.credits,
      reason: AI_SESSION_REASON,
    });
  return balancesByKind(packages, now)["ai-session"] - 1;
}
