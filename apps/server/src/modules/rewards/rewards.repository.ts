import { type ExpressionBuilder, type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Who may appear where strangers see them, in SQL: the rule of canAppearOnGlobalBoard
 * (packages/domain leaderboard-visibility), which a test holds this to for every combination.
 * A child waiting for a parent's confirmation never; a child a parent created once allowed.
 */
function isVisibleToStrangers(eb: ExpressionBuilder<Database, "student_profiles">) {
  return eb.and([
    eb.or([
      eb("student_profiles.parent_consent_required", "=", false),
      eb("student_profiles.parent_consented_at", "is not", null),
    ]),
    eb.or([
      eb("student_profiles.parent_user_id", "is", null),
      eb("student_profiles.global_leaderboard_allowed", "=", true),
    ]),
  ]);
}

/** Records an XP gain once per idempotency key; answers the row, or undefined when the key was used. */
export async function insertXpGain(
  db: Db,
  gain: {
    studentId: number;
    amount: number;
    reason: string;
    multiplier: number;
    idempotencyKey: string;
    activityDate: string;
    at: Date;
  },
) {
  return db
    .insertInto("xp_ledger")
    .values({
      student_id: gain.studentId,
      amount: gain.amount,
      reason: gain.reason,
      multiplier: gain.multiplier,
      idempotency_key: gain.idempotencyKey,
      activity_date: gain.activityDate,
      created_at: gain.at,
    })
    .onConflict((oc) => oc.columns(["student_id", "idempotency_key"]).doNothing())
    .returning(["id", "amount"])
    .executeTakeFirst();
}

/** The gain recorded under a key, if any. */
export function findXpGainByKey(db: Db, studentId: number, key: string) {
  return db
    .selectFrom("xp_ledger")
    .select(["amount"])
    .where("student_id", "=", studentId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/** Total XP of a student. */
export async function sumXp(db: Db, studentId: number): Promise<number> {
  const row = await db
    .selectFrom("xp_ledger")
    .select(sql<string>`coalesce(sum(amount), 0)`.as("total"))
    .where("student_id", "=", studentId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Holds the student's row until the transaction ends: XP awards of one student go one at a time. */
export async function lockStudentXp(db: Db, studentId: number): Promise<void> {
  await db.selectFrom("student_profiles").select("id").where("id", "=", studentId).forUpdate().execute();
}

/** XP a student gained on one of their days ("YYYY-MM-DD"), for the daily ceiling. */
export async function sumXpOnDay(db: Db, studentId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom("xp_ledger")
    .select(sql<string>`coalesce(sum(amount), 0)`.as("total"))
    .where("student_id", "=", studentId)
    .where("activity_date", "=", day)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The distinct days a student was active, oldest first, as "YYYY-MM-DD". */
export async function listActivityDays(db: Db, studentId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("xp_ledger")
    .select(sql<string>`to_char(activity_date, 'YYYY-MM-DD')`.as("day"))
    .where("student_id", "=", studentId)
    .groupBy("activity_date")
    .orderBy("activity_date")
    .execute();
  return rows.map((r) => r.day);
}

/** The newest gains. */
export function listRecentGains(db: Db, studentId: number, limit: number) {
  return db
    .selectFrom("xp_ledger")
    .select(["amount", "reason", "multiplier", "created_at"])
    .where("student_id", "=", studentId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** XP per activity day since a date. */
export function listXpByDay(db: Db, studentId: number, sinceDay: string) {
  return db
    .selectFrom("xp_ledger")
    .select([sql<string>`to_char(activity_date, 'YYYY-MM-DD')`.as("day"), sql<string>`sum(amount)`.as("xp")])
    .where("student_id", "=", studentId)
    .where("activity_date", ">=", sinceDay)
    .groupBy("activity_date")
    .execute();
}

/** Cash balance of a student in cents. */
export async function sumCashCents(db: Db, studentId: number): Promise<number> {
  const row = await db
    .selectFrom("cash_ledger")
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as("total"))
    .where("student_id", "=", studentId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Adds a cash movement once per idempotency key; answers the new row's id, or undefined when the
 * key was used already (the unique index decides, so concurrent requests cannot both pay).
 */
export async function insertCash(
  db: Db,
  row: { studentId: number; cents: number; reason: string; grantedBy: string; idempotencyKey: string },
) {
  return db
    .insertInto("cash_ledger")
    .values({
      student_id: row.studentId,
      amount_cents: row.cents,
      reason: row.reason,
      granted_by: row.grantedBy,
      idempotency_key: row.idempotencyKey,
    })
    .onConflict((oc) => oc.columns(["student_id", "idempotency_key"]).doNothing())
    .returning(["id"])
    .executeTakeFirst();
}

/** The cash movement recorded under a key, if any. */
export function findCashByKey(db: Db, studentId: number, key: string) {
  return db
    .selectFrom("cash_ledger")
    .select(["amount_cents", "reason", "granted_by"])
    .where("student_id", "=", studentId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/** Students ranked by XP of activity days from a calendar day on ("YYYY-MM-DD"; all time when null). */
export function rankStudents(db: Db, since: string | null, limit: number) {
  return db
    .selectFrom("xp_ledger")
    .innerJoin("student_profiles", "student_profiles.id", "xp_ledger.student_id")
    .select([
      "student_profiles.id as student_id",
      "student_profiles.first_name",
      "student_profiles.last_name",
      sql<string>`sum(xp_ledger.amount)`.as("points"),
    ])
    .$if(since !== null, (q) => q.where("xp_ledger.activity_date", ">=", since!))
    .where(isVisibleToStrangers)
    .groupBy(["student_profiles.id", "student_profiles.first_name", "student_profiles.last_name"])
    .orderBy(sql`sum(xp_ledger.amount)`, "desc")
    .orderBy("student_profiles.id")
    .limit(limit)
    .execute();
}

/** A student's points from a calendar day on, and how many students on the board have more. */
export async function rankOf(
  db: Db,
  studentId: number,
  since: string | null,
): Promise<{ points: number; ahead: number }> {
  const totals = db
    .selectFrom("xp_ledger")
    .innerJoin("student_profiles", "student_profiles.id", "xp_ledger.student_id")
    .select(["xp_ledger.student_id", sql<string>`sum(xp_ledger.amount)`.as("points")])
    .$if(since !== null, (q) => q.where("xp_ledger.activity_date", ">=", since!))
    .groupBy("xp_ledger.student_id");
  const mine = await totals.where("xp_ledger.student_id", "=", studentId).executeTakeFirst();
  const points = Number(mine?.points ?? 0);
  const ahead = await db
    .selectFrom(totals.where(isVisibleToStrangers).as("t"))
    .select(sql<string>`count(*)`.as("n"))
    .where(sql`t.points::bigint`, ">", points)
    .executeTakeFirstOrThrow();
  return { points, ahead: Number(ahead.n) };
}

/** Total XP of several students at once. */
export async function sumXpFor(db: Db, studentIds: number[]): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("xp_ledger")
    .select(["student_id", sql<string>`sum(amount)`.as("total")])
    .where("student_id", "in", studentIds)
    .groupBy("student_id")
    .execute();
  return new Map(rows.map((r) => [r.student_id, Number(r.total)]));
}

/** A board member: profile fields the boards need and the points of the period. */
export interface BoardRow {
  student_id: number;
  first_name: string;
  last_name: string;
  parent_user_id: string | null;
  global_leaderboard_allowed: boolean;
  parent_consent_required: boolean;
  parent_consented_at: Date | string | null;
  points: number;
}

/** Points from a calendar day on (all time when null) of the given students, those without XP at 0. */
export async function listBoardRows(db: Db, studentIds: number[], since: string | null): Promise<BoardRow[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom("student_profiles")
    .leftJoin("xp_ledger", (join) => {
      const onStudent = join.onRef("xp_ledger.student_id", "=", "student_profiles.id");
      return since === null ? onStudent : onStudent.on("xp_ledger.activity_date", ">=", since);
    })
    .select([
      "student_profiles.id as student_id",
      "student_profiles.first_name",
      "student_profiles.last_name",
      "student_profiles.parent_user_id",
      "student_profiles.global_leaderboard_allowed",
      "student_profiles.parent_consent_required",
      "student_profiles.parent_consented_at",
      sql<string>`coalesce(sum(xp_ledger.amount), 0)`.as("points"),
    ])
    .where("student_profiles.id", "in", studentIds)
    .groupBy("student_profiles.id")
    .execute();
  return rows.map((r) => ({ ...r, points: Number(r.points) }));
}

/**
 * The students strangers may see whose points from a calendar day on are nearest above and below
 * a score: up to `each` on either side, the student themself left out. The domain picks the nearest.
 */
export async function listBoardNeighbours(
  db: Db,
  studentId: number,
  points: number,
  since: string | null,
  each: number,
): Promise<{ student_id: number; first_name: string; last_name: string; points: number }[]> {
  const totals = db
    .selectFrom("xp_ledger")
    .innerJoin("student_profiles", "student_profiles.id", "xp_ledger.student_id")
    .select([
      "student_profiles.id as student_id",
      "student_profiles.first_name",
      "student_profiles.last_name",
      sql<string>`sum(xp_ledger.amount)`.as("points"),
    ])
    .$if(since !== null, (q) => q.where("xp_ledger.activity_date", ">=", since!))
    .where(isVisibleToStrangers)
    .where("student_profiles.id", "!=", studentId)
    .groupBy("student_profiles.id");
  const [above, below] = await Promise.all([
    db
      .selectFrom(totals.as("t"))
      .selectAll()
      .where(sql`t.points::bigint`, ">=", points)
      .orderBy(sql`t.points::bigint`, "asc")
      .orderBy("t.student_id")
      .limit(each)
      .execute(),
    db
      .selectFrom(totals.as("t"))
      .selectAll()
      .where(sql`t.points::bigint`, "<", points)
      .orderBy(sql`t.points::bigint`, "desc")
      .orderBy("t.student_id")
      .limit(each)
      .execute(),
  ]);
  return [...above, ...below].map((r) => ({ ...r, points: Number(r.points) }));
}

/** A student's cash movements, newest first, with the first name of who granted each. */
export function listCashRewards(db: Db, studentId: number, limit: number) {
  return db
    .selectFrom("cash_ledger")
    .leftJoin("users", "users.id", "cash_ledger.granted_by")
    .select([
      "cash_ledger.id",
      "cash_ledger.amount_cents",
      "cash_ledger.reason",
      "cash_ledger.created_at",
      "users.first_name as granted_by_name",
    ])
    .where("cash_ledger.student_id", "=", studentId)
    .orderBy("cash_ledger.id", "desc")
    .limit(limit)
    .execute();
}
