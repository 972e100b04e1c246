import { type Kysely, sql, type Transaction } from "kysely";
import { rebuildLearningPaths } from "../../modules/paths/path-authoring.repository.ts";
import type { Database } from "../database.ts";
import { COURSES } from "./content/index.ts";
import type { SeedLesson } from "./content/types.ts";
import { SHOWCASE_TEMPLATE_ID, TEMPLATE_176 } from "./template-176.ts";

type Db = Kysely<Database> | Transaction<Database>;

function templateValues(lesson: SeedLesson, subject: string, moduleId: number | null, step: number) {
  return {
    slug: lesson.slug,
    module_id: moduleId,
    step_number: step,
    title: lesson.title,
    subject,
    summary: lesson.summary,
    difficulty: lesson.difficulty,
    estimated_time: lesson.estimatedMinutes,
    tags: JSON.stringify(lesson.tags),
    prerequisites: JSON.stringify(lesson.prerequisites),
    body: lesson.body,
    examples: JSON.stringify(lesson.examples),
    deck_structure: JSON.stringify(lesson.deck),
    practice: JSON.stringify(lesson.questions),
  };
}

async function insertLibraryItem(db: Db, lesson: SeedLesson, subject: string, materialId: number) {
  await db
    .insertInto("content_items")
    .values({
      title: lesson.title,
      description: lesson.summary,
      content_type: "material",
      subject,
      difficulty: lesson.difficulty,
      topics: JSON.stringify(lesson.tags),
      material_id: materialId,
    })
    .execute();
}

/** Seeds the curriculum once (courses, units, lessons, library items, paths); answers whether it did. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const existing = await db.selectFrom("courses").select("id").limit(1).executeTakeFirst();
  if (existing) return false;
  for (const [ci, course] of COURSES.entries()) {
    const c = await db
      .insertInto("courses")
      .values({
        slug: course.slug,
        title: course.title,
        subject: course.subject,
        grade_band: course.gradeBand,
        description: course.description,
        position: ci,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [ui, unit] of course.units.entries()) {
      const m = await db
        .insertInto("modules")
        .values({
          course_id: c.id,
          slug: unit.slug,
          title: unit.title,
          description: unit.description,
          position: ui,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [li, lesson] of unit.lessons.entries()) {
        const t = await db
          .insertInto("material_templates")
          .values(templateValues(lesson, course.subject, m.id, li + 1))
          .returning("id")
          .executeTakeFirstOrThrow();
        await insertLibraryItem(db, lesson, course.subject, t.id);
      }
    }
  }
  await db
    .insertInto("material_templates")
    .values({ id: SHOWCASE_TEMPLATE_ID, ...templateValues(TEMPLATE_176, "Mathematics", null, 1) })
    .execute();
  await insertLibraryItem(db, TEMPLATE_176, "Mathematics", SHOWCASE_TEMPLATE_ID);
  // Ids chosen by hand do not move the identity sequence; move it past them.
  await sql`SELECT setval(pg_get_serial_sequence('material_templates', 'id'), (SELECT max(id) FROM material_templates))`.execute(
    db,
  );
  await rebuildLearningPaths(db);
  return true;
}
