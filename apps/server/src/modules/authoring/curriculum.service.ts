import { AUTHORING_MESSAGES } from "@app/contract/authoring";
import type { CurriculumCourse, CurriculumImportResponse } from "@app/contract/curriculum";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import type { GradeBand } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { badRequest, conflict, notFound } from "../../lib/app-error.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import { checkLessonAnswers } from "./answer-check.ts";
import * as repo from "./curriculum.repository.ts";

/** One course in the curriculum's file format (apps/server/content/curriculum), from the database. */
export async function exportCourse(deps: Deps, slug: string): Promise<CurriculumCourse> {
  const course = await repo.findCourseBySlug(deps.db, slug);
  if (!course) throw notFound(AUTHORING_MESSAGES.courseNotFound);
  const units = await repo.listUnitsOfCourse(deps.db, course.id);
  const lessons = await repo.listLessonsOfUnits(
    deps.db,
    units.map((u) => u.id),
  );
  return {
    slug: course.slug,
    title: course.title,
    subject: course.subject,
    gradeBand: course.grade_band,
    description: course.description,
    units: units.map((unit) => ({
      slug: unit.slug,
      title: unit.title,
      description: unit.description,
      lessons: lessons
        .filter((lesson) => lesson.module_id === unit.id)
        .map((lesson) => ({
          slug: lesson.slug,
          title: lesson.title,
          summary: lesson.summary,
          difficulty: lesson.difficulty,
          estimatedMinutes: lesson.estimated_time,
          tags: lesson.tags,
          prerequisites: lesson.prerequisites,
          body: lesson.body,
          examples: lesson.examples as CurriculumCourse["units"][number]["lessons"][number]["examples"],
          deck: lesson.deck_structure as CurriculumCourse["units"][number]["lessons"][number]["deck"],
          questions: lesson.practice as CurriculumCourse["units"][number]["lessons"][number]["questions"],
        })),
    })),
  };
}

/**
 * Imports one course file: the course, its units and lessons matched by slug are updated in place
 * (a lesson keeps its published or draft state), new ones are added (new lessons as drafts, to be
 * reviewed and published). A lesson whose questions fail their own answers, or a slug that belongs
 * to another course, refuses the whole file and changes nothing. Audited.
 */
export async function importCourse(
  deps: Deps,
  actor: Actor,
  file: CurriculumCourse,
): Promise<CurriculumImportResponse> {
  const problems: Record<string, string[]> = {};
  for (const [u, unit] of file.units.entries())
    for (const [l, lesson] of unit.lessons.entries()) {
      const check = checkLessonAnswers(lesson.questions as PracticeQuestion[]);
      if (!check.ok) problems[`units.${u}.lessons.${l}.questions`] = check.problems.map((p) => p.message);
    }
  if (Object.keys(problems).length > 0) throw badRequest(AUTHORING_MESSAGES.failsItsAnswers, problems);
  return deps.db.transaction().execute(async (tx) => {
    const existing = await repo.findCourseBySlug(tx, file.slug);
    const foreign = await repo.findForeignSlugs(
      tx,
      existing?.id ?? null,
      file.units.map((u) => u.slug),
      file.units.flatMap((u) => u.lessons.map((l) => l.slug)),
    );
    if (foreign.length > 0)
      throw conflict(`${AUTHORING_MESSAGES.slugTaken}: ${foreign.slice(0, 5).join(", ")}`);
    const courseId = await repo.upsertCourse(tx, {
      slug: file.slug,
      title: file.title,
      subject: file.subject,
      grade_band: file.gradeBand as GradeBand,
      description: file.description,
    });
    const counts = { created: { units: 0, lessons: 0 }, updated: { units: 0, lessons: 0 } };
    for (const [position, unit] of file.units.entries()) {
      const saved = await repo.upsertUnit(tx, {
        course_id: courseId,
        slug: unit.slug,
        title: unit.title,
        description: unit.description,
        position,
      });
      counts[saved.isNew ? "created" : "updated"].units++;
      for (const [index, lesson] of unit.lessons.entries()) {
        const savedLesson = await repo.upsertLesson(tx, {
          module_id: saved.id,
          slug: lesson.slug,
          step_number: index + 1,
          title: lesson.title,
          subject: file.subject,
          summary: lesson.summary,
          difficulty: lesson.difficulty,
          estimated_time: lesson.estimatedMinutes,
          tags: lesson.tags,
          prerequisites: lesson.prerequisites,
          body: lesson.body,
          examples: lesson.examples,
          deck: lesson.deck,
          practice: lesson.questions,
        });
        counts[savedLesson.isNew ? "created" : "updated"].lessons++;
      }
    }
    await recordAdminChange(tx, actor, {
      action: "course.import",
      entityType: "course",
      entityId: courseId,
      after: { slug: file.slug, ...counts },
    });
    return { course_id: courseId, ...counts };
  });
}
