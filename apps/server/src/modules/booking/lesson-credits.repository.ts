import { balancesByKind, type CreditPackageState, planSpend } from "@app/domain/credits";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The booking's side of the credit ledger (decisions.md 3): a lesson spends one `tutor-session`
 * credit, soonest-expiring first, and a refund gives it back to the package it came from. Only
 * rows are added (credit_movements is append-only); balances are derived.
 */

export const SPEND_REASON = "Booked a lesson";
export const LATE_MOVE_REASON = "Moved a lesson less than 24 hours before";
export const REFUND_REASON = "Lesson cancelled 24 hours or more before: credit returned";

/**
 * Locks the student's tutor-session packages until the transaction ends, so two bookings of the
 * same student never both spend the last credit.
 */
export async function lockTutorPackages(db: Db, studentId: number): Promise<void> {
  await db
    .selectFrom("credit_packages")
    .select("id")
    .where("student_id", "=", studentId)
    .where("credit_type", "=", "tutor-session")
    .orderBy("id")
    .forUpdate()
    .execute();
}

/** The student's tutor-session packages with what is left of each (expired ones included). */
async function tutorPackages(db: Db, studentId: number): Promise<CreditPackageState[]> {
  const rows = await db
    .selectFrom("credit_packages as p")
    .leftJoin("credit_movements as m", "m.package_id", "p.id")
    .select(["p.id", "p.expires_at", sql<string>`p.total + coalesce(sum(m.delta), 0)`.as("remaining")])
    .where("p.student_id", "=", studentId)
    .where("p.credit_type", "=", "tutor-session")
    .groupBy(["p.id", "p.expires_at", "p.total"])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: "tutor-session",
    remaining: Number(row.remaining),
    expiresAt: row.expires_at,
  }));
}

/** The student's tutor-session credits left (the domain's balance: unexpired packages only). */
export async function tutorBalance(db: Db, studentId: number, now: Date): Promise<number> {
  return balancesByKind(await tutorPackages(db, studentId), now)["tutor-session"];
}

/**
 * Spends one tutor-session credit for a lesson from the package the domain's `planSpend` picks
 * (soonest-expiring first); false when none is left.
 */
export async function spendOne(
  db: Db,
  studentId: number,
  lessonId: number,
  now: Date,
  reason = SPEND_REASON,
): Promise<boolean> {
  const plan = planSpend(await tutorPackages(db, studentId), "tutor-session", 1, now);
  if (plan === null) return false;
  await db
    .insertInto("credit_movements")
    .values(
      plan.map((step) => ({ package_id: step.packageId, delta: -step.credits, reason, lesson_id: lessonId })),
    )
    .execute();
  return true;
}

/**
 * Gives back one credit a lesson spent (to the package of its latest spend); false when the
 * lesson has nothing left to give back (never spent, or already refunded).
 */
export async function refundOne(db: Db, lessonId: number): Promise<boolean> {
  const movements = await db
    .selectFrom("credit_movements")
    .select(["id", "package_id", "delta"])
    .where("lesson_id", "=", lessonId)
    .orderBy("id")
    .execute();
  const net = movements.reduce((sum, m) => sum + m.delta, 0);
  const lastSpend = movements.filter((m) => m.delta < 0).at(-1);
  if (net >= 0 || !lastSpend) return false;
  await db
    .insertInto("credit_movements")
    .values({ package_id: lastSpend.package_id, delta: 1, reason: REFUND_REASON, lesson_id: lessonId })
    .execute();
  return true;
}
