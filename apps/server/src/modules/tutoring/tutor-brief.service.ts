import type { LessonBrief } from "@app/contract/tutoring";
import { rankWeakSkills } from "@app/domain/lesson-brief";
import type { Deps } from "../../deps.ts";
import { badRequest, conflict, notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { createAssignment } from "../assignments/assignments.service.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import * as repo from "./tutor-brief.repository.ts";

const LOOKBACK_WITHOUT_LESSON_MS = 30 * 86_400_000;
export const LESSON_NOT_FOUND = "Lesson not found";
export const PRACTICE_ALREADY_SET = "That practice is already set and not yet done";

/** The lesson, if the caller may brief for it: its own tutor while assigned to the student, or an admin. */
async function requireBriefLesson(deps: Deps, user: AuthUser, lessonId: number) {
  const lesson = await repo.findLessonForBrief(deps.db, lessonId);
  if (!lesson) throw notFound(LESSON_NOT_FOUND);
  if (user.role !== "admin") {
    if (lesson.tutor_user_id !== user.id) throw notFound(LESSON_NOT_FOUND);
    try {
      await resolveStudent(deps.db, user, lesson.student_id, "read");
    } catch {
      throw notFound(LESSON_NOT_FOUND);
    }
  }
  return lesson;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const num = (v: string | number | null) => (v === null ? null : Number(v));

/**
 * GET /api/tutor/lessons/{id}/brief: before a lesson, the student's weakest skills since the
 * previous lesson (from their answers, with overall mastery), their homework since then, and the
 * practice worth setting afterwards.
 */
export async function getLessonBrief(deps: Deps, user: AuthUser, lessonId: number): Promise<LessonBrief> {
  const lesson = await requireBriefLesson(deps, user, lessonId);
  const previous = await repo.findPreviousLessonStart(
    deps.db,
    lesson.student_id,
    lesson.id,
    lesson.starts_at,
  );
  const since = previous ?? new Date(lesson.starts_at.getTime() - LOOKBACK_WITHOUT_LESSON_MS);
  const [answers, homework] = await Promise.all([
    repo.listSkillAnswers(deps.db, lesson.student_id, since),
    repo.listHomeworkSince(deps.db, lesson.student_id, since),
  ]);
  const byMaterial = new Map(answers.map((a) => [a.material_id, a]));
  const weak = rankWeakSkills(
    answers.map((a) => ({
      materialId: a.material_id,
      attemptsSince: Number(a.attempts_since),
      correctSince: Number(a.correct_since),
      attemptsAll: Number(a.attempts_all),
      correctAll: Number(a.correct_all),
    })),
  );
  const open = await repo.listOpenTemplateIds(
    deps.db,
    lesson.student_id,
    weak.map((w) => w.materialId),
  );
  // Every weak skill comes from an answered material, so each has its row.
  const weakest = weak.flatMap((w) => {
    const row = byMaterial.get(w.materialId);
    return row ? [{ ...w, row }] : [];
  });
  return {
    lesson: {
      id: lesson.id,
      title: lesson.title,
      type: lesson.lesson_type,
      datetime: lesson.starts_at.toISOString(),
      duration: lesson.duration_minutes,
      status: lesson.status,
      join_url: lesson.join_url,
      student_id: lesson.student_id,
      student_name: `${lesson.first_name} ${lesson.last_name}`.trim(),
    },
    since: since.toISOString(),
    previous_lesson_at: iso(previous),
    weakest_skills: weakest.map((w) => ({
      material_id: w.materialId,
      title: w.row.title,
      subject: w.row.subject,
      attempts_since: w.attemptsSince,
      accuracy_since: w.accuracySince,
      mastery: w.mastery,
      last_answered_at: iso(w.row.last_at),
    })),
    homework: homework.map((h) => ({
      id: h.id,
      title: h.title,
      type: h.assignment_type,
      status: h.status,
      score: num(h.score),
      total_points: num(h.total_points),
      grade: h.grade,
      due_date: iso(h.due_date),
      submitted_at: iso(h.submitted_at),
      completed_at: iso(h.completed_at),
    })),
    suggested_practice: weakest.map((w) => ({
      template_id: w.materialId,
      title: w.row.title,
      subject: w.row.subject,
      reason: `${w.accuracySince}% right in ${w.attemptsSince} answers since the last lesson`,
      already_assigned: open.has(w.materialId),
    })),
  };
}

/**
 * POST /api/tutor/lessons/{id}/brief/practice: one click sets a brief's suggested practice as work
 * (through the assignments module's own rules). Only a suggestion of this brief, and not twice.
 */
export async function assignBriefPractice(deps: Deps, user: AuthUser, lessonId: number, templateId: number) {
  const brief = await getLessonBrief(deps, user, lessonId);
  const suggestion = brief.suggested_practice.find((s) => s.template_id === templateId);
  if (!suggestion)
    throw badRequest("That material is not among this brief's suggestions", {
      template_id: ["Not a suggestion of this brief"],
    });
  if (suggestion.already_assigned) throw conflict(PRACTICE_ALREADY_SET);
  return createAssignment(deps, user, {
    student_id: brief.lesson.student_id,
    assignment_type: "material",
    template_id: templateId,
    title: `Practice: ${suggestion.title}`,
    instructions: `Suggested after your lesson “${brief.lesson.title}”: ${suggestion.reason}. Work through it again.`,
    priority: "medium",
    tags: ["lesson-brief"],
    topics: [],
  });
}
