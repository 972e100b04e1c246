import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { relevance, SEARCH_COUNT_CAP, type SearchTerms } from "../../db/search.ts";

type Db = Kysely<Database>;

/** Every published course with its counts of units and published lessons (drafts stay with authors). */
export function listCourses(db: Db) {
  return db
    .selectFrom("courses")
    .leftJoin("modules", "modules.course_id", "courses.id")
    .leftJoin("material_templates", (join) =>
      join
        .onRef("material_templates.module_id", "=", "modules.id")
        .on("material_templates.status", "=", "published"),
    )
    .where("courses.status", "=", "published")
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

/**
 * The lesson a first-time visitor samples (issue 21): the first published beginner lesson that
 * needs no earlier one, in the catalogue's own order (course, unit, step).
 */
export function findSampleLesson(db: Db) {
  return db
    .selectFrom("material_templates")
    .innerJoin("modules", "modules.id", "material_templates.module_id")
    .innerJoin("courses", "courses.id", "modules.course_id")
    .where("material_templates.status", "=", "published")
    .where("courses.status", "=", "published")
    .where("material_templates.difficulty", "=", "beginner")
    .where(sql<boolean>`jsonb_array_length(material_templates.prerequisites) = 0`)
    .select([
      "material_templates.id",
      "material_templates.title",
      "material_templates.subject",
      "courses.title as course_title",
    ])
    .orderBy("courses.position")
    .orderBy("courses.id")
    .orderBy("modules.position")
    .orderBy("material_templates.step_number")
    .orderBy("material_templates.id")
    .limit(1)
    .executeTakeFirst();
}

/** A published course by numeric id or slug. */
export function findCourse(db: Db, key: string) {
  const id = /^\d+$/.test(key) ? Number(key) : null;
  return db
    .selectFrom("courses")
    .selectAll()
    .where((eb) => (id !== null ? eb("id", "=", id) : eb("slug", "=", key)))
    .where("status", "=", "published")
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
    .where("courses.status", "=", "published")
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
    .where("status", "=", "published")
    .orderBy("module_id")
    .orderBy("step_number")
    .execute();
}

/** A whole published material template with its module and course (a draft is only the author's). */
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
    .where("material_templates.status", "=", "published")
    .executeTakeFirst();
}

/** The practice of several templates in one query (a practice session's materials). */
export function findTemplatePractice(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("material_templates")
    .select(["id", "title", "practice"])
    .where("id", "in", ids)
    .execute();
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

/** The lessons a public search answers (lessons sitting in a course), best first. */
export async function searchLessons(db: Db, terms: SearchTerms, limit: number) {
  const rank = relevance("material_templates", terms);
  const inCourses = () =>
    db
      .selectFrom("material_templates")
      .innerJoin("modules", "modules.id", "material_templates.module_id")
      .innerJoin("courses", "courses.id", "modules.course_id")
      .where("material_templates.status", "=", "published")
      .where("courses.status", "=", "published");
  const textRows = await inCourses()
    .select("material_templates.id")
    .where(rank.isTextMatch)
    .orderBy(rank.titleTier, "desc")
    .orderBy(rank.textRank, "desc")
    .orderBy("material_templates.id")
    .limit(limit)
    .execute();
  // A title that only resembles the term ranks after every full-text match (see db/search.ts).
  const room = limit - textRows.length;
  const fuzzyRows =
    room > 0
      ? await inCourses()
          .select("material_templates.id")
          .where(rank.isFuzzyMatch)
          .where((eb) => eb.not(rank.isTextMatch))
          .orderBy(rank.fuzzyDistance)
          .orderBy("material_templates.id")
          .limit(room)
          .execute()
      : [];
  const textCount =
    textRows.length < limit
      ? textRows.length
      : Number(
          (
            await db
              .selectFrom(
                inCourses()
                  .select("material_templates.id")
                  .where(rank.isTextMatch)
                  .limit(SEARCH_COUNT_CAP)
                  .as("m"),
              )
              .select((eb) => eb.fn.countAll<string>().as("total"))
              .executeTakeFirstOrThrow()
          ).total,
        );
  const ids = [...textRows, ...fuzzyRows].map((r) => r.id);
  const details = ids.length
    ? await inCourses()
        .select([
          "material_templates.id",
          "material_templates.slug",
          "material_templates.title",
          "material_templates.summary",
          "material_templates.subject",
          "material_templates.difficulty",
          "material_templates.estimated_time",
          "modules.id as unit_id",
          "modules.slug as unit_slug",
          "modules.title as unit_title",
          "courses.id as course_id",
          "courses.slug as course_slug",
          "courses.title as course_title",
        ])
        .where("material_templates.id", "in", ids)
        .execute()
    : [];
  const byId = new Map(details.map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    total: Math.min(SEARCH_COUNT_CAP, textCount + fuzzyRows.length),
  };
}
