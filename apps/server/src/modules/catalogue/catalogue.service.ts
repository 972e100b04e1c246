import type { LearnerQuestion } from "@app/contract/learning";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import * as repo from "./catalogue.repository.ts";

export const TEMPLATE_NOT_FOUND = "Material not found";

/** The courses of the public catalogue. */
/** GET /api/public/sample-lesson: the home page's "Try a sample lesson", a beginner's first lesson. */
export async function getSampleLesson(deps: Deps) {
  const row = await deps.caches.catalogue.get("sample-lesson", () => repo.findSampleLesson(deps.db));
  if (!row) throw notFound("No lesson to sample yet");
  return { id: row.id, title: row.title, subject: row.subject, course_title: row.course_title };
}

export async function listCourses(deps: Deps) {
  const rows = await deps.caches.catalogue.get("courses", () => repo.listCourses(deps.db));
  return {
    courses: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      subject: r.subject,
      grade_band: r.grade_band,
      description: r.description,
      unit_count: Number(r.units),
      lesson_count: Number(r.lessons),
    })),
  };
}

/** Units with their lessons' headlines, from memory once read (lib/read-cache.ts). */
function modulesWithLessons(deps: Deps, courseId?: number) {
  return deps.caches.catalogue.get(`units:${courseId ?? "all"}`, () =>
    readModulesWithLessons(deps, courseId),
  );
}

async function readModulesWithLessons(deps: Deps, courseId?: number) {
  const modules = await repo.listModules(deps.db, courseId);
  const lessons = await repo.listLessonHeadlines(
    deps.db,
    modules.map((m) => m.id),
  );
  return modules.map((m) => {
    const own = lessons.filter((l) => l.module_id === m.id);
    return {
      id: m.id,
      slug: m.slug,
      title: m.title,
      description: m.description,
      position: m.position,
      course_id: m.course_id,
      course_title: m.course_title,
      course_slug: m.course_slug,
      subject: m.subject,
      grade_band: m.grade_band,
      total_materials: own.length,
      materials: own.map((l) => ({
        id: l.id,
        slug: l.slug,
        title: l.title,
        summary: l.summary,
        difficulty: l.difficulty,
        estimated_time: l.estimated_time,
        step_number: l.step_number,
        total_steps: own.length,
        question_count: Number(l.question_count),
        card_count: Number(l.card_count),
      })),
    };
  });
}

/** GET /api/public/modules: every unit with its lessons' headlines (spec 7.5). */
export async function listPublicModules(deps: Deps) {
  return { modules: await modulesWithLessons(deps) };
}

/** A course with its units and lessons, by id or slug. */
export async function getCourse(deps: Deps, key: string) {
  const course = await deps.caches.catalogue.get(`course:${key}`, () => repo.findCourse(deps.db, key));
  if (!course) throw notFound("Course not found");
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      subject: course.subject,
      grade_band: course.grade_band,
      description: course.description,
    },
    units: await modulesWithLessons(deps, course.id),
  };
}

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof repo.findTemplate>>>;

/** Loads a template or answers 404. */
export async function requireTemplate(deps: Deps, id: number): Promise<TemplateRow> {
  const row = await deps.caches.catalogue.get(`template:${id}`, () => repo.findTemplate(deps.db, id));
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

/** Several materials' titles and practice questions, in the order asked, in one query; unknown ids are left out. */
export async function listTemplatePractice(deps: Deps, ids: number[]) {
  const rows = await deps.caches.catalogue.get(`practice:${ids.join(",")}`, () =>
    repo.findTemplatePractice(deps.db, ids),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          {
            id: row.id,
            title: row.title,
            questions: Array.isArray(row.practice) ? (row.practice as PracticeQuestion[]) : [],
          },
        ]
      : [];
  });
}

/** The practice questions of a template. */
export function questionsOf(template: TemplateRow): PracticeQuestion[] {
  return Array.isArray(template.practice) ? (template.practice as PracticeQuestion[]) : [];
}

/** The cards of a template's deck. */
export function cardsOf(template: TemplateRow): { title: string; body: string }[] {
  return Array.isArray(template.deck_structure)
    ? (template.deck_structure as { title: string; body: string }[])
    : [];
}

/** Who sees a template: a visitor (no hints), a learner (hints, no answers), a teacher (the answer key). */
type TemplateView = "public" | "learner" | "answer-key";

const PRESENT_QUESTION: Record<TemplateView, (q: PracticeQuestion) => unknown> = {
  public: (q) => {
    const { hint: _hint, ...rest } = presentLearnerQuestion(q);
    return rest;
  },
  learner: presentLearnerQuestion,
  "answer-key": (q) => q,
};

async function presentTemplate(deps: Deps, t: TemplateRow, view: TemplateView) {
  const slugs: string[] = Array.isArray(t.prerequisites) ? t.prerequisites : [];
  const prerequisites = await deps.caches.catalogue.get(`slugs:${slugs.join(",")}`, () =>
    repo.findTemplatesBySlug(deps.db, slugs),
  );
  const questions = questionsOf(t);
  return {
    id: t.id,
    slug: t.slug,
    title: t.title,
    subject: t.subject,
    summary: t.summary,
    difficulty: t.difficulty,
    module_id: t.module_id,
    module_title: t.module_title,
    course_id: t.course_id,
    course_title: t.course_title,
    step_number: t.step_number,
    total_steps: Number(t.total_steps),
    tags: Array.isArray(t.tags) ? t.tags : [],
    body: t.body,
    examples: Array.isArray(t.examples) ? t.examples : [],
    prerequisites: prerequisites.map((p) => ({ id: p.id, title: p.title })),
    estimated_time: t.estimated_time,
    deck_structure: cardsOf(t),
    practice: { questions: questions.map(PRESENT_QUESTION[view]) },
    video: toPlayerVideo(t.id, t.video),
  };
}

/** A lesson's stored video as its page plays it: captions served by their own address (issue 13). */
function toPlayerVideo(id: number, stored: unknown) {
  if (!stored || typeof stored !== "object") return null;
  const video = stored as {
    kind: "upload" | "link";
    url: string;
    captions_vtt?: string | null;
    transcript?: string;
  };
  return {
    kind: video.kind,
    url: video.url,
    captions_url:
      video.kind === "upload" && video.captions_vtt ? `/api/public/lessons/${id}/captions.vtt` : null,
    transcript: video.transcript ?? "",
  };
}

/**
 * A question as a student sees it before answering (issue 7.9): prompt, choices and hint; never
 * the correct answer, the accepted answers or the explanation. The server judges every answer.
 */
export function presentLearnerQuestion(q: PracticeQuestion): LearnerQuestion {
  return {
    id: q.id,
    type: q.type,
    question: q.question,
    options: (q.options ?? []).map((o) => ({ id: o.id, text: o.text })),
    hint: q.hint ?? "",
    ...(q.geometry ? { geometry: q.geometry } : {}),
  };
}

/**
 * A material template for a signed-in user: learners get the questions without their answers;
 * admins and approved tutors, who teach from it, get the answer key (an applicant is anyone who
 * signed up as a tutor, so not them).
 */
export async function getTemplate(deps: Deps, id: number, user: AuthUser) {
  const isTeacher = user.role === "admin" || (user.role === "tutor" && user.tutorStatus === "approved");
  const view = isTeacher ? "answer-key" : "learner";
  return presentTemplate(deps, await requireTemplate(deps, id), view);
}

/** The public preview of a material: body, examples and deck; practice questions without answers. */
export async function getPublicMaterial(deps: Deps, id: number) {
  return presentTemplate(deps, await requireTemplate(deps, id), "public");
}
