import { DEFAULT_PLAN } from "@app/domain/credits";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Credit packages of students with what remains of each (total plus every movement), soonest-expiring first. */
export function listPackages(db: Db, studentIds: readonly number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("credit_packages as p")
    .select([
      "p.id",
      "p.student_id",
      "p.credit_type",
      "p.total",
      "p.purchased_at",
      "p.expires_at",
      "p.grant_month",
      sql<string>`p.total + coalesce((SELECT sum(m.delta) FROM credit_movements m WHERE m.package_id = p.id), 0)`.as(
        "remaining",
      ),
    ])
    .where("p.student_id", "in", [...studentIds])
    .orderBy("p.expires_at")
    .orderBy("p.id")
    .execute();
}
export type PackageRecord = Awaited<ReturnType<typeof listPackages>>[number];

/** The plans of students, by id. */
export function listStudentPlans(db: Db, studentIds: readonly number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("student_profiles")
    .select(["id", "plan", "plan_paid_until", "timezone"])
    .where("id", "in", [...studentIds])
    .execute();
}

/**
 * Creates the monthly AI grant of each student for a month; a student who already has that
 * month's grant keeps it (unique index on student and month), so two readers at once make one.
 */
export async function insertMonthlyGrants(
  db: Db,
  rows: { studentId: number; month: string; credits: number; startsAt: Date; expiresAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("credit_packages")
    .values(
      rows.map((r) => ({
        student_id: r.studentId,
        credit_type: "ai-session" as const,
        total: r.credits,
        purchased_at: r.startsAt,
        expires_at: r.expiresAt,
        grant_month: r.month,
      })),
    )
    .onConflict((oc) =>
      oc.columns(["student_id", "grant_month"]).where("grant_month", "is not", null).doNothing(),
    )
    .execute();
}

/**
 * Ends the bought plans whose paid month is over (issue 21): those students are back on the free
 * plan, nothing paid; a plan an admin set (no paid-until date) is left alone. Answers how many.
 */
export async function endLapsedPlans(db: Db, studentIds: readonly number[], now: Date): Promise<number> {
  if (studentIds.length === 0) return 0;
  const result = await db
    .updateTable("student_profiles")
    .set({ plan: DEFAULT_PLAN, plan_paid_until: null, updated_at: now })
    .where("id", "in", [...studentIds])
    .where("plan", "<>", DEFAULT_PLAN)
    .where("plan_paid_until", "is not", null)
    .where("plan_paid_until", "<=", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A student's plan and until when it is paid, locked until the transaction ends (a plan bought). */
export function findPlanForUpdate(db: Db, studentId: number) {
  return db
    .selectFrom("student_profiles")
    .select(["id", "plan", "plan_paid_until"])
    .where("id", "=", studentId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setPaidPlan(
  db: Db,
  studentId: number,
  plan: "tutor-lite" | "tutor-plus",
  paidUntil: Date,
): Promise<void> {
  await db
    .updateTable("student_profiles")
    .set({ plan, plan_paid_until: paidUntil, updated_at: new Date() })
    .where("id", "=", studentId)
    .execute();
}

/** Adds a bought package; answers its id. */
export async function insertPackage(
  db: Db,
  values: {
    studentId: number;
    creditType: "ai-session" | "tutor-session";
    total: number;
    purchasedAt: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto("credit_packages")
    .values({
      student_id: values.studentId,
      credit_type: values.creditType,
      total: values.total,
      purchased_at: values.purchasedAt,
      expires_at: values.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One package with what remains of it, locked until the transaction ends (a refund taking credits back). */
export function findPackageForUpdate(db: Db, packageId: number) {
  return db
    .selectFrom("credit_packages as p")
    .select([
      "p.id",
      "p.student_id",
      "p.credit_type",
      "p.total",
      "p.expires_at",
      sql<string>`p.total + coalesce((SELECT sum(m.delta) FROM credit_movements m WHERE m.package_id = p.id), 0)`.as(
        "remaining",
      ),
    ])
    .where("p.id", "=", packageId)
    .forUpdate()
    .executeTakeFirst();
}

/** A row of the append-only credit ledger. */
export async function insertMovement(
  db: Db,
  values: { packageId: number; delta: number; reason: string },
): Promise<void> {
  await db
    .insertInto("credit_movements")
    .values({ package_id: values.packageId, delta: values.delta, reason: values.reason, lesson_id: null })
    .execute();
}

/** Every movement of students' packages, newest first (the credit side of the ledger). */
export function listMovements(db: Db, studentIds: readonly number[], limit: number) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("credit_movements as m")
    .innerJoin("credit_packages as p", "p.id", "m.package_id")
    .select(["m.id", "m.delta", "m.reason", "m.created_at", "p.student_id", "p.credit_type"])
    .where("p.student_id", "in", [...studentIds])
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc")
    .limit(limit)
    .execute();
}

/**
 * Locks a student's packages of one kind until the transaction ends, so two starts of a session
 * never both spend the last credit.
 */
export async function lockPackagesOfKind(db: Db, studentId: number, kind: "ai-session" | "tutor-session") {
  await db
    .selectFrom("credit_packages")
    .select("id")
    .where("student_id", "=", studentId)
    .where("credit_type", "=", kind)
    .orderBy("id")
    .forUpdate()
    .execute();
}
