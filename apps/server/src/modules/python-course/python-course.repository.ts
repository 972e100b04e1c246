import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

const WORK_COLUMNS = [
  "exercise_slug",
  "code",
  "saved_at",
  "first_opened_at",
  "hints_taken",
  "failed_runs",
  "passed_at",
  "xp_awarded",
] as const;

/** A student's work on every exercise they touched. */
export function listWork(db: Db, studentId: number) {
  return db
    .selectFrom("python_exercise_work")
    .select(WORK_COLUMNS)
    .where("student_id", "=", studentId)
    .execute();
}

export function findWork(db: Db, studentId: number, slug: string, forUpdate = false) {
  let query = db
    .selectFrom("python_exercise_work")
    .select(WORK_COLUMNS)
    .where("student_id", "=", studentId)
    .where("exercise_slug", "=", slug);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The row of a student's work on an exercise, made on first touch (its first_opened_at starts the clock). */
export async function ensureWork(db: Db, studentId: number, slug: string): Promise<void> {
  await db
    .insertInto("python_exercise_work")
    .values({ student_id: studentId, exercise_slug: slug })
    .onConflict((oc) => oc.columns(["student_id", "exercise_slug"]).doNothing())
    .execute();
}

/** The autosave: the student's latest code for an exercise. */
export async function saveCode(
  db: Db,
  studentId: number,
  slug: string,
  code: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto("python_exercise_work")
    .values({ student_id: studentId, exercise_slug: slug, code, saved_at: at })
    .onConflict((oc) => oc.columns(["student_id", "exercise_slug"]).doUpdateSet({ code, saved_at: at }))
    .execute();
}

/** Takes one more hint if fewer than `max` were taken; answers the count after, or null when none was left. */
export async function takeHint(db: Db, studentId: number, slug: string, max: number): Promise<number | null> {
  await ensureWork(db, studentId, slug);
  const row = await db
    .updateTable("python_exercise_work")
    .set({ hints_taken: sql`hints_taken + 1` })
    .where("student_id", "=", studentId)
    .where("exercise_slug", "=", slug)
    .where("hints_taken", "<", max)
    .returning("hints_taken")
    .executeTakeFirst();
  return row?.hints_taken ?? null;
}

export async function insertAttempt(
  db: Db,
  values: {
    student_id: number;
    exercise_slug: string;
    code: string;
    passed: boolean;
    error_type: string | null;
  },
): Promise<void> {
  await db.insertInto("python_attempts").values(values).execute();
}

/** A failed check run: counted (before the first pass only) and its code kept as the latest. */
export async function recordFailedRun(
  db: Db,
  studentId: number,
  slug: string,
  code: string,
  at: Date,
): Promise<void> {
  await ensureWork(db, studentId, slug);
  await db
    .updateTable("python_exercise_work")
    .set({
      code,
      saved_at: at,
      failed_runs: sql`case when passed_at is null then failed_runs + 1 else failed_runs end`,
    })
    .where("student_id", "=", studentId)
    .where("exercise_slug", "=", slug)
    .execute();
}

/** A passed check run: the pass is recorded once, with the XP it earned. */
export async function recordPass(
  db: Db,
  studentId: number,
  slug: string,
  values: { code: string; at: Date; xpAwarded: number | null },
): Promise<void> {
  await db
    .updateTable("python_exercise_work")
    .set({
      code: values.code,
      saved_at: values.at,
      passed_at: sql`coalesce(passed_at, ${values.at})`,
      xp_awarded: sql`coalesce(xp_awarded, ${values.xpAwarded})`,
    })
    .where("student_id", "=", studentId)
    .where("exercise_slug", "=", slug)
    .execute();
}

/** Check runs per exercise, for the tutor's view. */
export async function countAttempts(db: Db, studentId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("python_attempts")
    .select(["exercise_slug", (eb) => eb.fn.countAll<string>().as("n")])
    .where("student_id", "=", studentId)
    .groupBy("exercise_slug")
    .execute();
  return new Map(rows.map((r) => [r.exercise_slug, Number(r.n)]));
}

// --- Playground files ---

export function listFiles(db: Db, studentId: number) {
  return db
    .selectFrom("python_files")
    .select(["name", "content", "updated_at"])
    .where("student_id", "=", studentId)
    .orderBy("name")
    .execute();
}

export async function countFiles(db: Db, studentId: number): Promise<number> {
  const row = await db
    .selectFrom("python_files")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("student_id", "=", studentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function upsertFile(db: Db, studentId: number, name: string, content: string, at: Date) {
  return db
    .insertInto("python_files")
    .values({ student_id: studentId, name, content, updated_at: at })
    .onConflict((oc) => oc.columns(["student_id", "name"]).doUpdateSet({ content, updated_at: at }))
    .returning(["name", "content", "updated_at"])
    .executeTakeFirstOrThrow();
}

export async function fileExists(db: Db, studentId: number, name: string): Promise<boolean> {
  const row = await db
    .selectFrom("python_files")
    .select("name")
    .where("student_id", "=", studentId)
    .where("name", "=", name)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteFile(db: Db, studentId: number, name: string): Promise<boolean> {
  const result = await db
    .deleteFrom("python_files")
    .where("student_id", "=", studentId)
    .where("name", "=", name)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
