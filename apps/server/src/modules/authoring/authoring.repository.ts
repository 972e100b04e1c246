import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, GradeBand } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Every course (drafts too) in order. */
export function listAllCourses(db: Db) {
  return db
    .selectFrom("courses")
    .select(["id", "slug", "title", "subject", "grade_band", "description", "status"])
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export function listAllUnits(db: Db) {
  return db
    .selectFrom("modules")
    .select(["id", "course_id", "slug", "title"])
    .orderBy("course_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** Every lesson's headline, drafts too. */
export function listAllLessonHeadlines(db: Db) {
  return db
    .selectFrom("material_templates")
    .select([
      "id",
      "module_id",
      "title",
      "status",
      sql<number>`jsonb_array_length(practice)`.as("question_count"),
      sql<boolean>`video IS NOT NULL`.as("has_video"),
    ])
    .where("module_id", "is not", null)
    .orderBy("module_id")
    .orderBy("step_number")
    .execute();
}

export function findCourseRow(db: Db, id: number) {
  return db.selectFrom("courses").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findUnitRow(db: Db, id: number) {
  return db
    .selectFrom("modules")
    .innerJoin("courses", "courses.id", "modules.course_id")
    .select(["modules.id", "modules.course_id", "modules.title", "courses.subject"])
    .where("modules.id", "=", id)
    .executeTakeFirst();
}

export function findLessonRow(db: Db, id: number) {
  return db.selectFrom("material_templates").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function isSlugTaken(db: Db, table: "courses" | "modules" | "material_templates", slug: string) {
  return Boolean(await db.selectFrom(table).select("id").where("slug", "=", slug).executeTakeFirst());
}

export async function insertCourse(
  db: Db,
  row: { slug: string; title: string; subject: string; grade_band: GradeBand; description: string },
) {
  const { next } = await db
    .selectFrom("courses")
    .select(sql<number>`coalesce(max(position), -1) + 1`.as("next"))
    .executeTakeFirstOrThrow();
  return db
    .insertInto("courses")
    .values({ ...row, position: next, status: "draft" })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateCourse(
  db: Db,
  id: number,
  changes: Partial<{
    title: string;
    subject: string;
    grade_band: GradeBand;
    description: string;
    status: "draft" | "published";
  }>,
) {
  return db.updateTable("courses").set(changes).where("id", "=", id).returningAll().executeTakeFirst();
}

export async function insertUnit(
  db: Db,
  row: { course_id: number; slug: string; title: string; description: string },
) {
  const { next } = await db
    .selectFrom("modules")
    .select(sql<number>`coalesce(max(position), -1) + 1`.as("next"))
    .where("course_id", "=", row.course_id)
    .executeTakeFirstOrThrow();
  return db
    .insertInto("modules")
    .values({ ...row, position: next })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface LessonValues {
  title: string;
  summary: string;
  difficulty: "beginner" | "intermediate" | "advanced";
  estimated_time: number;
  tags: string[];
  body: string;
  examples: unknown[];
  deck: unknown[];
  practice: unknown[];
  video: unknown | null;
}

const toColumns = (values: Partial<LessonValues>) => {
  const { tags, examples, deck, practice, video, ...rest } = values;
  return {
    ...rest,
    ...(tags ? { tags: JSON.stringify(tags) } : {}),
    ...(examples ? { examples: JSON.stringify(examples) } : {}),
    ...(deck ? { deck_structure: JSON.stringify(deck) } : {}),
    ...(practice ? { practice: JSON.stringify(practice) } : {}),
    ...(video !== undefined ? { video: video === null ? null : JSON.stringify(video) } : {}),
  };
};

/** A new lesson at the end of its unit, as a draft. */
export async function insertLesson(
  db: Db,
  row: LessonValues & { module_id: number; slug: string; subject: string },
) {
  const { next } = await db
    .selectFrom("material_templates")
    .select(sql<number>`coalesce(max(step_number), 0) + 1`.as("next"))
    .where("module_id", "=", row.module_id)
    .executeTakeFirstOrThrow();
  const { module_id, slug, subject, ...values } = row;
  return db
    .insertInto("material_templates")
    .values({
      module_id,
      slug,
      subject,
      step_number: next,
      prerequisites: "[]",
      status: "draft",
      ...toColumns(values),
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateLesson(
  db: Db,
  id: number,
  changes: Partial<LessonValues> & { status?: "draft" | "published" },
) {
  return db
    .updateTable("material_templates")
    .set({ ...toColumns(changes), updated_at: sql`now()` } as never)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The lesson's entry in the library: kept in step with a published lesson (its favourites stay),
 * removed while the lesson is a draft.
 */
export async function syncLibraryItem(
  db: Db,
  lessonId: number,
  lesson: {
    title: string;
    summary: string;
    subject: string;
    difficulty: string;
    tags: string[];
    hasVideo: boolean;
  } | null,
): Promise<void> {
  if (!lesson) {
    await db.deleteFrom("content_items").where("material_id", "=", lessonId).execute();
    return;
  }
  const values = {
    title: lesson.title,
    description: lesson.summary,
    content_type: lesson.hasVideo ? ("video" as const) : ("material" as const),
    subject: lesson.subject,
    difficulty: lesson.difficulty,
    topics: JSON.stringify(lesson.tags),
  };
  const updated = await db
    .updateTable("content_items")
    .set(values)
    .where("material_id", "=", lessonId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db
      .insertInto("content_items")
      .values({ ...values, material_id: lessonId })
      .execute();
}

/** A published lesson's video (for its captions), or undefined. */
export function findPublishedVideo(db: Db, id: number) {
  return db
    .selectFrom("material_templates")
    .select("video")
    .where("id", "=", id)
    .where("status", "=", "published")
    .executeTakeFirst();
}
