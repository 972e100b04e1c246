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

/** The unexpired tutor-session packages with credit left, soonest-expiring first. */
function spendablePackages(db: Db, studentId: number, now: Date) {
  return db
    .selectFrom("credit_packages as p")
    .leftJoin("credit_movements as m", "m.package_id", "p.id")
    .select(["p.id", "p.expires_at", sql<string>`p.total + coalesce(sum(m.delta), 0)`.as("remaining")])
    .where("p.student_id", "=", studentId)
    .where("p.credit_type", "=", "tutor-session")
    .where("p.expires_at", ">", now)
    .groupBy(["p.id", "p.expires_at", "p.total"])
    .having(sql<boolean>`p.total + coalesce(sum(m.delta), 0) > 0`)
    .orderBy("p.expires_at")
    .orderBy("p.id")
    .execute();
}

/** The student's tutor-session credits left (unexpired packages only). */
export async function tutorBalance(db: Db, studentId: number, now: Date): Promise<number> {
  return (await spendablePackages(db, studentId, now)).reduce((sum, p) => sum + Number(p.remaining), 0);
}

/** Spends one credit of the soonest-expiring package for a lesson; false when none is left. */
export async function spendOne(
  db: Db,
  studentId: number,
  lessonId: number,
  now: Date,
  reason = SPEND_REASON,
): Promise<boolean> {
  const [pkg] = await spendablePackages(db, studentId, now);
  if (!pkg) return false;
  await db
    .insertInto("credit_movements")
    .values({ package_id: pkg.id, delta: -1, reason, lesson_id: lessonId })
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
