import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, GradeBand } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

export function findCourseBySlug(db: Db, slug: string) {
  return db.selectFrom("courses").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export function listUnitsOfCourse(db: Db, courseId: number) {
  return db
    .selectFrom("modules")
    .selectAll()
    .where("course_id", "=", courseId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export function listLessonsOfUnits(db: Db, unitIds: number[]) {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("material_templates")
    .selectAll()
    .where("module_id", "in", unitIds)
    .orderBy("module_id")
    .orderBy("step_number")
    .execute();
}

/** Which of these slugs belong to a unit or lesson of another course (slugs are unique site-wide). */
export async function findForeignSlugs(
  db: Db,
  courseId: number | null,
  unitSlugs: string[],
  lessonSlugs: string[],
) {
  const units = unitSlugs.length
    ? await db
        .selectFrom("modules")
        .select("slug")
        .where("slug", "in", unitSlugs)
        .$if(courseId !== null, (q) => q.where("course_id", "<>", courseId!))
        .execute()
    : [];
  const lessons = lessonSlugs.length
    ? await db
        .selectFrom("material_templates")
        .leftJoin("modules", "modules.id", "material_templates.module_id")
        .select("material_templates.slug")
        .where("material_templates.slug", "in", lessonSlugs)
        .where((eb) =>
          courseId === null
            ? eb.lit(true)
            : eb.or([eb("modules.course_id", "<>", courseId), eb("modules.course_id", "is", null)]),
        )
        .execute()
    : [];
  return [...units.map((u) => u.slug), ...lessons.map((l) => l.slug)];
}

export async function upsertCourse(
  db: Db,
  row: { slug: string; title: string; subject: string; grade_band: GradeBand; description: string },
) {
  const existing = await findCourseBySlug(db, row.slug);
  if (existing) {
    await db.updateTable("courses").set(row).where("id", "=", existing.id).execute();
    return existing.id;
  }
  const { next } = await db
    .selectFrom("courses")
    .select(sql<number>`coalesce(max(position), -1) + 1`.as("next"))
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto("courses")
    .values({ ...row, position: next, status: "draft" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A unit by slug within the course: updated in place (position too), or created. Answers its id and whether it is new. */
export async function upsertUnit(
  db: Db,
  row: { course_id: number; slug: string; title: string; description: string; position: number },
): Promise<{ id: number; isNew: boolean }> {
  const existing = await db
    .selectFrom("modules")
    .select("id")
    .where("slug", "=", row.slug)
    .executeTakeFirst();
  if (existing) {
    await db.updateTable("modules").set(row).where("id", "=", existing.id).execute();
    return { id: existing.id, isNew: false };
  }
  const inserted = await db.insertInto("modules").values(row).returning("id").executeTakeFirstOrThrow();
  return { id: inserted.id, isNew: true };
}

export interface ImportedLesson {
  module_id: number;
  slug: string;
  step_number: number;
  title: string;
  subject: string;
  summary: string;
  difficulty: "beginner" | "intermediate" | "advanced";
  estimated_time: number;
  tags: string[];
  prerequisites: string[];
  body: string;
  examples: unknown[];
  deck: unknown[];
  practice: unknown[];
}

/** A lesson by slug: updated in place (its status kept), or created as a draft. */
export async function upsertLesson(db: Db, lesson: ImportedLesson): Promise<{ id: number; isNew: boolean }> {
  const values = {
    module_id: lesson.module_id,
    step_number: lesson.step_number,
    title: lesson.title,
    subject: lesson.subject,
    summary: lesson.summary,
    difficulty: lesson.difficulty,
    estimated_time: lesson.estimated_time,
    tags: JSON.stringify(lesson.tags),
    prerequisites: JSON.stringify(lesson.prerequisites),
    body: lesson.body,
    examples: JSON.stringify(lesson.examples),
    deck_structure: JSON.stringify(lesson.deck),
    practice: JSON.stringify(lesson.practice),
  };
  const existing = await db
    .selectFrom("material_templates")
    .select("id")
    .where("slug", "=", lesson.slug)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable("material_templates")
      .set({ ...values, updated_at: sql`now()` } as never)
      .where("id", "=", existing.id)
      .execute();
    return { id: existing.id, isNew: false };
  }
  const inserted = await db
    .insertInto("material_templates")
    .values({ ...values, slug: lesson.slug, status: "draft" } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: inserted.id, isNew: true };
}
