import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface AttemptStats {
  material_id: number;
  total_answered: number;
  total_correct: number;
  unique_answered: number;
  unique_correct: number;
  hints_used: number;
  first_attempt_at: Date | null;
  last_attempt_at: Date | null;
}

/** Attempt statistics per material for a student (the source of material progress). */
export async function statsFor(
  db: Db,
  studentId: number,
  materialIds: number[],
): Promise<Map<number, AttemptStats>> {
  if (materialIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("question_attempts")
    .select([
      "material_id",
      sql<string>`count(*)`.as("total_answered"),
      sql<string>`count(*) filter (where is_correct)`.as("total_correct"),
      sql<string>`count(distinct question_id)`.as("unique_answered"),
      sql<string>`count(distinct question_id) filter (where is_correct)`.as("unique_correct"),
      sql<string>`count(*) filter (where hint_used)`.as("hints_used"),
      sql<Date>`min(created_at)`.as("first_attempt_at"),
      sql<Date>`max(created_at)`.as("last_attempt_at"),
    ])
    .where("student_id", "=", studentId)
    .where("material_id", "in", materialIds)
    .groupBy("material_id")
    .execute();
  return new Map(
    rows.map((r) => [
      r.material_id,
      {
        material_id: r.material_id,
        total_answered: Number(r.total_answered),
        total_correct: Number(r.total_correct),
        unique_answered: Number(r.unique_answered),
        unique_correct: Number(r.unique_correct),
        hints_used: Number(r.hints_used),
        first_attempt_at: r.first_attempt_at,
        last_attempt_at: r.last_attempt_at,
      },
    ]),
  );
}

/** Progress rows (cards, completion, criteria) of a student for some materials. */
export function progressRows(db: Db, studentId: number, materialIds: number[]) {
  if (materialIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("material_progress")
    .selectAll()
    .where("student_id", "=", studentId)
    .where("material_id", "in", materialIds)
    .execute();
}

/** Makes sure a progress row exists. */
export async function ensureProgressRow(
  db: Db,
  studentId: number,
  materialId: number,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insertInto("material_progress")
    .values({
      student_id: studentId,
      material_id: materialId,
      cards_seen: "[]",
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(["student_id", "material_id"]).doNothing())
    .execute();
}

/** Adds seen cards (a set) and time to a progress row. */
export async function addCardsAndTime(
  db: Db,
  studentId: number,
  materialId: number,
  cards: number[],
  seconds: number,
  at: Date = new Date(),
) {
  await ensureProgressRow(db, studentId, materialId, at);
  const row = await db
    .selectFrom("material_progress")
    .select(["cards_seen"])
    .where("student_id", "=", studentId)
    .where("material_id", "=", materialId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const seen = [...new Set([...(Array.isArray(row.cards_seen) ? row.cards_seen : []), ...cards])].sort(
    (a, b) => a - b,
  );
  await db
    .updateTable("material_progress")
    .set((eb) => ({
      cards_seen: JSON.stringify(seen),
      time_spent_seconds: eb("time_spent_seconds", "+", Math.round(seconds)),
      updated_at: at,
    }))
    .where("student_id", "=", studentId)
    .where("material_id", "=", materialId)
    .execute();
}

/** Sets fields of a progress row. */
export async function setProgress(
  db: Db,
  studentId: number,
  materialId: number,
  changes: Partial<{
    cards_seen: number[];
    time_spent_seconds: number;
    notes: string | null;
    completion_criteria: Record<string, unknown>;
  }>,
  at: Date = new Date(),
) {
  await ensureProgressRow(db, studentId, materialId, at);
  const { cards_seen, completion_criteria, ...rest } = changes;
  await db
    .updateTable("material_progress")
    .set({
      ...rest,
      ...(cards_seen ? { cards_seen: JSON.stringify([...new Set(cards_seen)].sort((a, b) => a - b)) } : {}),
      ...(completion_criteria ? { completion_criteria: JSON.stringify(completion_criteria) } : {}),
      updated_at: at,
    })
    .where("student_id", "=", studentId)
    .where("material_id", "=", materialId)
    .execute();
}

/** Marks a material completed once; answers whether this call completed it. */
export async function markCompleted(
  db: Db,
  studentId: number,
  materialId: number,
  at: Date = new Date(),
): Promise<boolean> {
  await ensureProgressRow(db, studentId, materialId, at);
  const result = await db
    .updateTable("material_progress")
    .set({ is_completed: true, completed_at: at, updated_at: at })
    .where("student_id", "=", studentId)
    .where("material_id", "=", materialId)
    .where("is_completed", "=", false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The attempt recorded under an idempotency key. */
export function findAttemptByKey(db: Db, studentId: number, key: string) {
  return db
    .selectFrom("question_attempts")
    .selectAll()
    .where("student_id", "=", studentId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/** Records an attempt; answers it, or undefined when its idempotency key was used meanwhile. */
export function insertAttempt(
  db: Db,
  row: {
    student_id: number;
    material_id: number;
    question_id: string;
    answer: string;
    is_correct: boolean;
    score: number;
    hint_used: boolean;
    confidence_score: number | null;
    evaluation_method: string;
    evaluation_sub_method: string;
    correct_answer: string;
    idempotency_key: string | null;
    answer_set_id: string | null;
    after_reveal: boolean;
    created_at?: Date;
  },
) {
  return db
    .insertInto("question_attempts")
    .values(row)
    .onConflict((oc) => oc.columns(["student_id", "idempotency_key"]).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Completes the student's open material assignments of a material (spec 4.4). */
export async function completeMaterialAssignments(
  db: Db,
  studentId: number,
  materialId: number,
  at: Date = new Date(),
): Promise<number> {
  const result = await db
    .updateTable("assignments")
    .set({ status: "completed", completed_at: at, updated_at: at })
    .where("student_id", "=", studentId)
    .where("assignment_type", "=", "material")
    .where("status", "!=", "completed")
    .where("content_id", "in", (eb) =>
      eb.selectFrom("content_items").select("id").where("material_id", "=", materialId),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Evaluation methods used in a student's attempts, with counts. */
export function analyticsFor(db: Db, studentId: number) {
  return db
    .selectFrom("question_attempts")
    .select([
      "evaluation_method",
      "evaluation_sub_method",
      sql<string>`count(*)`.as("count"),
      sql<string>`count(*) filter (where is_correct)`.as("correct"),
      sql<string>`avg(score)`.as("avg_score"),
    ])
    .where("student_id", "=", studentId)
    .groupBy(["evaluation_method", "evaluation_sub_method"])
    .orderBy(sql`count(*)`, "desc")
    .execute();
}

/** Attempts per day since a date. */
export function attemptsByDay(db: Db, studentId: number, since: Date) {
  return db
    .selectFrom("question_attempts")
    .select([
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as("day"),
      sql<string>`count(*)`.as("attempts"),
      sql<string>`count(*) filter (where is_correct)`.as("correct"),
    ])
    .where("student_id", "=", studentId)
    .where("created_at", ">=", since)
    .groupBy(sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`)
    .orderBy("day")
    .execute();
}

/** The templates a student has touched (attempts or progress), with module and subject. */
export function touchedMaterials(db: Db, studentId: number) {
  return db
    .selectFrom("material_templates")
    .leftJoin("modules", "modules.id", "material_templates.module_id")
    .select([
      "material_templates.id",
      "material_templates.title",
      "material_templates.subject",
      "material_templates.module_id",
      "modules.title as module_title",
      sql<number>`jsonb_array_length(material_templates.practice)`.as("question_count"),
    ])
    .where((eb) =>
      eb.or([
        eb(
          "material_templates.id",
          "in",
          eb.selectFrom("question_attempts").select("material_id").where("student_id", "=", studentId),
        ),
        eb(
          "material_templates.id",
          "in",
          eb.selectFrom("material_progress").select("material_id").where("student_id", "=", studentId),
        ),
      ]),
    )
    .execute();
}

/** Template headlines of a module. */
export function templatesOfModule(db: Db, moduleId: number) {
  return db
    .selectFrom("material_templates")
    .select([
      "id",
      "title",
      sql<number>`jsonb_array_length(practice)`.as("question_count"),
      sql<number>`jsonb_array_length(deck_structure)`.as("card_count"),
    ])
    .where("module_id", "=", moduleId)
    .orderBy("step_number")
    .execute();
}

/** Question and card counts of templates. */
export function templateCounts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("material_templates")
    .select([
      "id",
      "completion_config",
      sql<number>`jsonb_array_length(practice)`.as("question_count"),
      sql<number>`jsonb_array_length(deck_structure)`.as("card_count"),
    ])
    .where("id", "in", ids)
    .execute();
}

/** Lessons a student has answered in and not completed, latest first. */
export function listStartedMaterials(db: Db, studentId: number, limit: number) {
  return (
    db
      .selectFrom("material_progress as p")
      .innerJoin("material_templates as t", "t.id", "p.material_id")
      .select([
        "p.material_id",
        "t.title",
        sql<Date>`greatest(p.updated_at, coalesce((select max(a.created_at) from question_attempts a where a.student_id = p.student_id and a.material_id = p.material_id), p.updated_at))`.as(
          "last_activity_at",
        ),
      ])
      .where("p.student_id", "=", studentId)
      .where("p.is_completed", "=", false)
      // Opening a lesson (or its first card showing) is not starting it: an answer is.
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("question_attempts as a")
            .select("a.id")
            .whereRef("a.student_id", "=", "p.student_id")
            .whereRef("a.material_id", "=", "p.material_id"),
        ),
      )
      .orderBy("last_activity_at", "desc")
      .limit(limit)
      .execute()
  );
}

/** A student's answers in the given lessons, oldest first (the knowledge estimate's input). */
export function attemptSequences(db: Db, studentId: number, materialIds: readonly number[]) {
  if (materialIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("question_attempts")
    .select(["material_id", "question_id", "is_correct", "after_reveal"])
    .where("student_id", "=", studentId)
    .where("material_id", "in", [...materialIds])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Lessons a student completed since a time, latest first. */
export function listRecentlyCompleted(db: Db, studentId: number, since: Date, limit: number) {
  return db
    .selectFrom("material_progress as p")
    .innerJoin("material_templates as t", "t.id", "p.material_id")
    .select(["p.material_id", "t.title", "p.updated_at"])
    .where("p.student_id", "=", studentId)
    .where("p.is_completed", "=", true)
    .where("p.updated_at", ">=", since)
    .orderBy("p.updated_at", "desc")
    .limit(limit)
    .execute();
}

/** Whether a student has answered any question at all. */
export async function hasAnyAttempt(db: Db, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom("question_attempts")
    .select("id")
    .where("student_id", "=", studentId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
