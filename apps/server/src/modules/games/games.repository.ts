import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Every published material with its practice questions and worked examples: the games' content. */
export function listPlayableMaterials(db: Db) {
  return db
    .selectFrom("material_templates")
    .leftJoin("modules", "modules.id", "material_templates.module_id")
    .leftJoin("courses", "courses.id", "modules.course_id")
    .select([
      "material_templates.id",
      "material_templates.title",
      "material_templates.subject",
      "material_templates.difficulty",
      "material_templates.practice",
      "material_templates.examples",
      "courses.title as course_title",
    ])
    .where("material_templates.status", "=", "published")
    .where(sql<boolean>`jsonb_array_length(material_templates.practice) > 0`)
    .orderBy("courses.id")
    .orderBy("modules.position")
    .orderBy("material_templates.step_number")
    .orderBy("material_templates.id")
    .execute();
}

/** Per material, the questions a student has answered right at least once, and answered at all. */
export function questionTallies(db: Db, studentId: number) {
  return db
    .selectFrom("question_attempts")
    .select([
      "material_id",
      sql<number>`count(distinct question_id) filter (where is_correct)::int`.as("right"),
      sql<number>`count(distinct question_id)::int`.as("answered"),
    ])
    .where("student_id", "=", studentId)
    .groupBy("material_id")
    .execute();
}

/** Per material, the student's review cards due now. */
export function dueByMaterial(db: Db, studentId: number, now: Date) {
  return db
    .selectFrom("review_cards")
    .select(["material_id", sql<number>`count(*)::int`.as("due")])
    .where("student_id", "=", studentId)
    .where("due_at", "<=", now)
    .groupBy("material_id")
    .execute();
}

/** The student's games, newest first (one row per card, its latest play). */
export function recentGames(db: Db, studentId: number, limit: number) {
  return db
    .selectFrom(
      db
        .selectFrom("answer_sets")
        .select(["game_card", "created_at", "xp_awarded"])
        .distinctOn("game_card")
        .where("student_id", "=", studentId)
        .where("kind", "=", "game")
        .where("game_card", "is not", null)
        .orderBy("game_card")
        .orderBy("created_at", "desc")
        .as("latest"),
    )
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}

export function findPreferences(db: Db, studentId: number) {
  return db.selectFrom("game_preferences").selectAll().where("student_id", "=", studentId).executeTakeFirst();
}

/** Saves a student's preferences (a row is made on the first change). */
export async function savePreferences(
  db: Db,
  studentId: number,
  prefs: { favorite_games?: string[]; last_engine?: string; sound_on?: boolean },
) {
  const set = {
    ...(prefs.favorite_games ? { favorite_games: JSON.stringify(prefs.favorite_games) } : {}),
    ...(prefs.last_engine ? { last_engine: prefs.last_engine } : {}),
    ...(prefs.sound_on !== undefined ? { sound_on: prefs.sound_on } : {}),
    updated_at: new Date(),
  };
  await db
    .insertInto("game_preferences")
    .values({ student_id: studentId, favorite_games: "[]", ...set })
    .onConflict((oc) => oc.column("student_id").doUpdateSet(set))
    .execute();
}

/** Locks a student's preferences row for a read-modify-write (made first when missing). */
export async function lockPreferences(db: Db, studentId: number) {
  await db
    .insertInto("game_preferences")
    .values({ student_id: studentId, favorite_games: "[]" })
    .onConflict((oc) => oc.column("student_id").doNothing())
    .execute();
  return db
    .selectFrom("game_preferences")
    .selectAll()
    .where("student_id", "=", studentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Records a game set the server opened: its card and any questions it made. */
export async function insertGameSet(
  db: Db,
  row: {
    id: string;
    student_id: number;
    items: { material_id: number; question_id: string }[];
    game_card: string;
    generated: unknown[] | null;
  },
) {
  await db
    .insertInto("answer_sets")
    .values({
      id: row.id,
      student_id: row.student_id,
      kind: "game",
      items: JSON.stringify(row.items),
      game_card: row.game_card,
      generated: row.generated ? JSON.stringify(row.generated) : null,
    })
    .execute();
}

/** The questions the server made for a student's set, if any. */
export async function findGeneratedQuestions(db: Db, studentId: number, setId: string) {
  const row = await db
    .selectFrom("answer_sets")
    .select("generated")
    .where("id", "=", setId)
    .where("student_id", "=", studentId)
    .executeTakeFirst();
  return row?.generated ?? null;
}

/** The published Spanish lessons with their flashcard decks and worked examples: listen-and-speak's phrases. */
export function listSpanishLessons(db: Db) {
  return db
    .selectFrom("material_templates")
    .leftJoin("modules", "modules.id", "material_templates.module_id")
    .leftJoin("courses", "courses.id", "modules.course_id")
    .select([
      "material_templates.id",
      "material_templates.title",
      "material_templates.deck_structure",
      "material_templates.examples",
      "courses.title as course_title",
    ])
    .where("material_templates.status", "=", "published")
    .where("material_templates.subject", "=", "Spanish")
    .orderBy("courses.id")
    .orderBy("modules.position")
    .orderBy("material_templates.step_number")
    .orderBy("material_templates.id")
    .execute();
}
