import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database>;

/** A weekly series: the Monday each week starts (UTC) and its value, oldest first, zeros included. */
export type WeekRow = { week: string; value: number };

/**
 * Counts per week over the last `weeks` weeks (this one included). `inner` is a query answering
 * one row per thing counted with its time as `at` and its weight as `n`.
 */
async function weekly(
  db: Db,
  weeks: number,
  inner: ReturnType<typeof sql>,
  aggregate: "sum" | "distinct",
): Promise<WeekRow[]> {
  const value = aggregate === "sum" ? sql`coalesce(sum(e.n), 0)` : sql`count(DISTINCT e.n)`;
  const result = await sql<{ week: string; value: string | number }>`
    WITH bounds AS (
      SELECT date_trunc('week', now() AT TIME ZONE 'UTC') AS this_week
    ),
    series AS (
      SELECT generate_series(this_week - ${weeks - 1} * interval '1 week', this_week, interval '1 week') AS week
      FROM bounds
    ),
    events AS (${inner})
    SELECT to_char(series.week, 'YYYY-MM-DD') AS week, ${value} AS value
    FROM series
    LEFT JOIN events e
      ON (e.at AT TIME ZONE 'UTC') >= series.week AND (e.at AT TIME ZONE 'UTC') < series.week + interval '1 week'
    GROUP BY series.week
    ORDER BY series.week`.execute(db);
  return result.rows.map((r) => ({ week: r.week, value: Number(r.value) }));
}

/** Students who answered at least one question, per week. */
export function countActiveStudentsByWeek(db: Db, weeks: number) {
  return weekly(db, weeks, sql`SELECT created_at AS at, student_id AS n FROM question_attempts`, "distinct");
}

/** Lessons taking place each week (cancelled ones left out). */
export function countLessonsByWeek(db: Db, weeks: number) {
  return weekly(
    db,
    weeks,
    sql`SELECT starts_at AS at, 1 AS n FROM lessons WHERE status <> 'cancelled'`,
    "sum",
  );
}

/** Credits of one kind bought each week (the two kinds are never added together). */
export function countCreditsSoldByWeek(db: Db, weeks: number, kind: "ai-session" | "tutor-session") {
  return weekly(
    db,
    weeks,
    sql`SELECT purchased_at AS at, total AS n FROM credit_packages
        WHERE grant_month IS NULL AND credit_type = ${kind}`,
    "sum",
  );
}

/** New accounts each week (admins are made by hand and left out). */
export function countSignUpsByWeek(db: Db, weeks: number) {
  return weekly(db, weeks, sql`SELECT created_at AS at, 1 AS n FROM users WHERE role <> 'admin'`, "sum");
}

/** Applications waiting for an admin's review (/admin/tutors): pending rows, not applicant accounts. */
export async function countOpenTutorApplications(db: Db): Promise<number> {
  const row = await db
    .selectFrom("tutor_applications")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countUnreadFeedback(db: Db): Promise<number> {
  const row = await db
    .selectFrom("feedback")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Users whose name, username or e-mail contains the search, of one role or all. */
export function searchUsers(db: Db, search: string | undefined, role: string | undefined, limit: number) {
  let query = db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email", "role"])
    .where("disabled_at", "is", null);
  if (role) query = query.where("role", "=", role as "student");
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`first_name || ' ' || last_name`, "ilike", pattern),
        eb("username", "ilike", pattern),
        eb("email", "ilike", pattern),
      ]),
    );
  }
  return query.orderBy("first_name").orderBy("last_name").limit(limit).execute();
}
