import {
  type AnswerCheck,
  AUTHORING_MESSAGES,
  type AuthoredLesson,
  type ContentTree,
  type createCourseRequestSchema,
  type createLessonRequestSchema,
  type createUnitRequestSchema,
  type updateCourseRequestSchema,
  type updateLessonRequestSchema,
} from "@app/contract/authoring";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import type { Selectable } from "kysely";
import type { z } from "zod";
import type { MaterialTemplatesTable } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { badRequest, conflict, notFound } from "../../lib/app-error.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import { checkLessonAnswers } from "./answer-check.ts";
import * as repo from "./authoring.repository.ts";

type LessonRow = Selectable<MaterialTemplatesTable>;

function toLesson(row: LessonRow): AuthoredLesson {
  return {
    id: row.id,
    module_id: row.module_id,
    slug: row.slug,
    title: row.title,
    subject: row.subject,
    summary: row.summary,
    difficulty: row.difficulty,
    estimated_time: row.estimated_time,
    tags: row.tags,
    body: row.body,
    examples: row.examples as AuthoredLesson["examples"],
    deck: row.deck_structure as AuthoredLesson["deck"],
    practice: row.practice as AuthoredLesson["practice"],
    video: (row.video ?? null) as AuthoredLesson["video"],
    status: row.status,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Every course (drafts too) with its units and their lessons' headlines. */
export async function getContentTree(deps: Deps): Promise<ContentTree> {
  const [courses, units, lessons] = await Promise.all([
    repo.listAllCourses(deps.db),
    repo.listAllUnits(deps.db),
    repo.listAllLessonHeadlines(deps.db),
  ]);
  return {
    courses: courses.map((course) => ({
      ...course,
      units: units
        .filter((unit) => unit.course_id === course.id)
        .map((unit) => ({
          id: unit.id,
          slug: unit.slug,
          title: unit.title,
          lessons: lessons
            .filter((lesson) => lesson.module_id === unit.id)
            .map((lesson) => ({
              id: lesson.id,
              title: lesson.title,
              status: lesson.status,
              question_count: Number(lesson.question_count),
              has_video: Boolean(lesson.has_video),
            })),
        })),
    })),
  };
}

export async function getLesson(deps: Deps, id: number): Promise<AuthoredLesson> {
  const row = await repo.findLessonRow(deps.db, id);
  if (!row) throw notFound(AUTHORING_MESSAGES.lessonNotFound);
  return toLesson(row);
}

/** The answer check of a lesson as it stands (what publishing would find). */
export async function checkLesson(deps: Deps, id: number): Promise<AnswerCheck> {
  const row = await repo.findLessonRow(deps.db, id);
  if (!row) throw notFound(AUTHORING_MESSAGES.lessonNotFound);
  return checkLessonAnswers(row.practice as PracticeQuestion[]);
}

const refuseTaken = (error: unknown): never => {
  if (typeof error === "object" && error !== null && (error as { code?: string }).code === "23505")
    throw conflict(AUTHORING_MESSAGES.slugTaken);
  throw error;
};

/** A new lesson at the end of its unit, as a draft. */
export async function createLesson(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof createLessonRequestSchema>,
): Promise<AuthoredLesson> {
  return deps.db.transaction().execute(async (tx) => {
    const unit = await repo.findUnitRow(tx, input.module_id);
    if (!unit)
      throw badRequest(AUTHORING_MESSAGES.unitNotFound, { module_id: [AUTHORING_MESSAGES.unitNotFound] });
    if (await repo.isSlugTaken(tx, "material_templates", input.slug))
      throw conflict(AUTHORING_MESSAGES.slugTaken);
    const row = await repo.insertLesson(tx, { ...input, subject: unit.subject }).catch(refuseTaken);
    const lesson = toLesson(row);
    await recordAdminChange(tx, actor, {
      action: "lesson.create",
      entityType: "lesson",
      entityId: row.id,
      after: lesson,
    });
    return lesson;
  });
}

/**
 * Edits a lesson. Publishing first runs the answer check on the lesson as it will be: a lesson
 * whose questions fail their own answers stays a draft (400, nothing changed).
 */
export async function updateLesson(
  deps: Deps,
  actor: Actor,
  id: number,
  input: z.output<typeof updateLessonRequestSchema>,
): Promise<AuthoredLesson> {
  return deps.db.transaction().execute(async (tx) => {
    const current = await repo.findLessonRow(tx, id);
    if (!current) throw notFound(AUTHORING_MESSAGES.lessonNotFound);
    const status = input.status ?? current.status;
    if (status === "published") {
      const check = checkLessonAnswers((input.practice ?? current.practice) as PracticeQuestion[]);
      if (!check.ok)
        throw badRequest(
          AUTHORING_MESSAGES.failsItsAnswers,
          Object.fromEntries(check.problems.map((p) => [`practice.${p.question_id}`, [p.message]])),
        );
    }
    const row = await repo.updateLesson(tx, id, input);
    if (!row) throw notFound(AUTHORING_MESSAGES.lessonNotFound);
    await repo.syncLibraryItem(
      tx,
      id,
      row.status === "published"
        ? {
            title: row.title,
            summary: row.summary,
            subject: row.subject,
            difficulty: row.difficulty,
            tags: row.tags,
            hasVideo: row.video !== null,
          }
        : null,
    );
    const before = toLesson(current);
    const after = toLesson(row);
    const action =
      before.status !== after.status
        ? after.status === "published"
          ? "lesson.publish"
          : "lesson.unpublish"
        : "lesson.update";
    await recordAdminChange(tx, actor, { action, entityType: "lesson", entityId: id, before, after });
    return after;
  });
}

export async function createCourse(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof createCourseRequestSchema>,
) {
  return deps.db.transaction().execute(async (tx) => {
    if (await repo.isSlugTaken(tx, "courses", input.slug)) throw conflict(AUTHORING_MESSAGES.slugTaken);
    const row = await repo.insertCourse(tx, input).catch(refuseTaken);
    await recordAdminChange(tx, actor, {
      action: "course.create",
      entityType: "course",
      entityId: row.id,
      after: row,
    });
    return { id: row.id };
  });
}

export async function updateCourse(
  deps: Deps,
  actor: Actor,
  id: number,
  input: z.output<typeof updateCourseRequestSchema>,
) {
  return deps.db.transaction().execute(async (tx) => {
    const current = await repo.findCourseRow(tx, id);
    if (!current) throw notFound(AUTHORING_MESSAGES.courseNotFound);
    const row = await repo.updateCourse(tx, id, input);
    const action =
      input.status && input.status !== current.status
        ? `course.${input.status === "published" ? "publish" : "unpublish"}`
        : "course.update";
    await recordAdminChange(tx, actor, {
      action,
      entityType: "course",
      entityId: id,
      before: current,
      after: row,
    });
    return { id };
  });
}

export async function createUnit(deps: Deps, actor: Actor, input: z.output<typeof createUnitRequestSchema>) {
  return deps.db.transaction().execute(async (tx) => {
    if (!(await repo.findCourseRow(tx, input.course_id)))
      throw badRequest(AUTHORING_MESSAGES.courseNotFound, { course_id: [AUTHORING_MESSAGES.courseNotFound] });
    if (await repo.isSlugTaken(tx, "modules", input.slug)) throw conflict(AUTHORING_MESSAGES.slugTaken);
    const row = await repo.insertUnit(tx, input).catch(refuseTaken);
    await recordAdminChange(tx, actor, {
      action: "unit.create",
      entityType: "unit",
      entityId: row.id,
      after: row,
    });
    return { id: row.id };
  });
}

/** Records a video upload in the audit log. */
export async function recordVideoUpload(deps: Deps, actor: Actor, name: string): Promise<{ url: string }> {
  const url = `/api/public/videos/${name}`;
  await recordAdminChange(deps.db, actor, {
    action: "video.upload",
    entityType: "video",
    entityId: name,
    after: { url },
  });
  return { url };
}

/** A published lesson's captions (WebVTT), or a 404. */
export async function getCaptions(deps: Deps, id: number): Promise<string> {
  const row = await repo.findPublishedVideo(deps.db, id);
  const video = row?.video as { captions_vtt?: string | null } | null | undefined;
  if (!video?.captions_vtt) throw notFound("No captions");
  return video.captions_vtt;
}
