import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database>;

/** Every course with its counts of units and lessons. */
export function listCourses(db: Db) {
  return db
    .selectFrom("courses")
    .leftJoin("modules", "modules.course_id", "courses.id")
    .leftJoin("material_templates", "material_templates.module_id", "modules.id")
    .select([
      "courses.id",
      "courses.slug",
      "courses.title",
      "courses.subject",
      "courses.grade_band",
      "courses.description",
      sql<string>`count(distinct modules.id)`.as("units"),
      sql<string>`count(material_templates.id)`.as("lessons"),
    ])
    .groupBy("courses.id")
    .orderBy("courses.position")
    .orderBy("courses.id")
    .execute();
}

/** A course by numeric id or slug. */
export function findCourse(db: Db, key: string) {
  const id = /^\d+$/.test(key) ? Number(key) : null;
  return db
    .selectFrom("courses")
    .selectAll()
    .where((eb) => (id !== null ? eb("id", "=", id) : eb("slug", "=", key)))
    .executeTakeFirst();
}

/** Modules (units), optionally of one course, in order. */
export function listModules(db: Db, courseId?: number) {
  return db
    .selectFrom("modules")
    .innerJoin("courses", "courses.id", "modules.course_id")
    .select([
      "modules.id",
      "modules.slug",
      "modules.title",
      "modules.description",
      "modules.position",
      "modules.course_id",
      "courses.title as course_title",
      "courses.slug as course_slug",
      "courses.subject",
      "courses.grade_band",
    ])
    .$if(courseId !== undefined, (q) => q.where("modules.course_id", "=", courseId!))
    .orderBy("courses.position")
    .orderBy("courses.id")
    .orderBy("modules.position")
    .execute();
}

/** Lesson headlines (no bodies) of some modules, in step order. */
export function listLessonHeadlines(db: Db, moduleIds: number[]) {
  if (moduleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("material_templates")
    .select([
      "id",
      "slug",
      "module_id",
      "step_number",
      "title",
      "summary",
      "difficulty",
      "estimated_time",
      "subject",
      sql<number>`jsonb_array_length(practice)`.as("question_count"),
      sql<number>`jsonb_array_length(deck_structure)`.as("card_count"),
    ])
    .where("module_id", "in", moduleIds)
    .orderBy("module_id")
    .orderBy("step_number")
    .execute();
}

/** A whole material template with its module and course. */
export function findTemplate(db: Db, id: number) {
  return db
    .selectFrom("material_templates")
    .leftJoin("modules", "modules.id", "material_templates.module_id")
    .leftJoin("courses", "courses.id", "modules.course_id")
    .selectAll("material_templates")
    .select([
      "modules.title as module_title",
      "modules.slug as module_slug",
      "courses.id as course_id",
      "courses.title as course_title",
      sql<number>`(select count(*) from material_templates mt where mt.module_id = material_templates.module_id)::int`.as(
        "total_steps",
      ),
    ])
    .where("material_templates.id", "=", id)
    .executeTakeFirst();
}

/** Titles of templates by slug (for prerequisites). */
export function findTemplatesBySlug(db: Db, slugs: string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("material_templates")
    .select(["id", "slug", "title"])
    .where("slug", "in", slugs)
    .execute();
}
