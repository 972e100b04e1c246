import { effectiveCriteria, missingForCompletion, moduleMasteryStatus } from "@app/domain/completion";
import { accuracyPercent } from "@app/domain/progress-status";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { questionsOf, requireTemplate } from "../catalogue/catalogue.service.ts";
import type { Student } from "../student-access/student.ts";
import { awardMaterialCompletion } from "./answer-sets.service.ts";
import { toCounts } from "./progress.presenter.ts";
import * as repo from "./progress.repository.ts";
import { getProgress, progressMap } from "./progress.service.ts";

/** GET /api/material-completion-config/{id}. */
export async function getCompletionConfig(deps: Deps, student: Student, materialId: number) {
  const template = await requireTemplate(deps, materialId);
  const counts = toCounts(template);
  const [row] = await repo.progressRows(deps.db, student.id, [materialId]);
  return {
    material_id: materialId,
    total_cards: counts.card_count,
    total_questions: counts.question_count,
    ...effectiveCriteria(counts, row?.completion_criteria),
    student_criteria: row?.completion_criteria ?? null,
  };
}

/** PUT /api/material-progress/{id}/completion-criteria: stored per student; never loosens the material's own. */
export async function setCompletionCriteria(
  deps: Deps,
  student: Student,
  materialId: number,
  criteria: Record<string, unknown>,
) {
  const template = await requireTemplate(deps, materialId);
  const counts = toCounts(template);
  if (
    typeof criteria.min_questions_answered === "number" &&
    criteria.min_questions_answered > counts.question_count
  ) {
    throw new AppError(400, `This material has ${counts.question_count} questions`, {
      "criteria.min_questions_answered": [`At most ${counts.question_count}`],
    });
  }
  await repo.setProgress(deps.db, student.id, materialId, { completion_criteria: criteria });
  return getCompletionConfig(deps, student, materialId);
}

/**
 * POST /api/material-progress/{id}/complete: completes the material when its criteria are met,
 * awards XP once for it, and completes the student's material assignment (spec 4.4).
 */
export async function completeMaterial(
  deps: Deps,
  student: Student,
  materialId: number,
  now: Date = new Date(),
) {
  const template = await requireTemplate(deps, materialId);
  const counts = toCounts(template);
  const progress = await getProgress(deps, student, materialId);
  const [row] = await repo.progressRows(deps.db, student.id, [materialId]);
  const criteria = effectiveCriteria(counts, row?.completion_criteria);
  if (!progress.is_completed) {
    const missing = missingForCompletion(
      {
        cards_seen: progress.cards_seen.length,
        total_cards: progress.total_cards,
        unique_questions_answered: progress.unique_questions_answered,
        accuracy_pct: progress.accuracy_pct,
      },
      criteria,
    );
    if (Object.keys(missing).length > 0) {
      throw new AppError(409, "This material is not finished yet", missing);
    }
  }
  await repo.markCompleted(deps.db, student.id, materialId, now);
  const assignmentsCompleted = await repo.completeMaterialAssignments(deps.db, student.id, materialId, now);
  const started = progress.first_attempt_at ? new Date(progress.first_attempt_at).getTime() : now.getTime();
  const seconds = Math.max(progress.time_spent_seconds, Math.round((now.getTime() - started) / 1000));
  const xp = await awardMaterialCompletion(deps, student, {
    id: materialId,
    title: template.title,
    questionIds: questionsOf(template).map((q) => q.id),
    totalSeconds: seconds,
    at: now,
  });
  return {
    progress: await getProgress(deps, student, materialId),
    xp,
    assignments_completed: assignmentsCompleted,
  };
}

/** GET /api/module-progress/{id}: completed of total, percentage, overall accuracy, mastery. */
export async function getModuleProgress(deps: Deps, student: Student, moduleId: number) {
  const templates = await repo.templatesOfModule(deps.db, moduleId);
  if (templates.length === 0) throw notFound("Module not found");
  const map = await progressMap(
    deps,
    student.id,
    templates.map((t) => t.id),
  );
  const all = [...map.values()];
  const completed = all.filter((p) => p.is_completed).length;
  const answered = all.reduce((n, p) => n + p.total_questions_answered, 0);
  const correct = all.reduce((n, p) => n + p.total_questions_correct, 0);
  const mastered = all.filter((p) => p.mastery_status === "mastered").length;
  return {
    module_id: moduleId,
    completed_materials: completed,
    total_materials: templates.length,
    percentage: Math.round((completed / templates.length) * 100),
    overall_accuracy: accuracyPercent(correct, answered),
    mastery_status: moduleMasteryStatus({ materials: templates.length, mastered, completed, answered }),
    materials: templates.map((t) => ({ id: t.id, title: t.title, progress: map.get(t.id) ?? null })),
  };
}
