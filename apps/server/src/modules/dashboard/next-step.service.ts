import type { NextStepResponse } from "@app/contract/dashboard";
import { chooseNextStep, explainNextStep, type PathLesson } from "@app/domain/next-step";
import type { Deps } from "../../deps.ts";
import { getPath, gradeBandOf, listPaths } from "../paths/paths.service.ts";
import { knownLessons, lessonsToPractise } from "../progress/knowledge.service.ts";
import { listStartedLessons } from "../progress/progress.service.ts";
import { dueReviewFacts } from "../review/review.service.ts";
import type { Student } from "../student-access/student.ts";

type PathSummary = Awaited<ReturnType<typeof listPaths>>["paths"][number];

/**
 * The student's path: among published paths of their subjects (all subjects when they named none),
 * those of their grade band first, one already under way before a fresh one, then in the order the
 * student listed their subjects; a finished path never.
 */
function choosePath(paths: PathSummary[], student: Student): PathSummary | null {
  const subjects = (student.subjects ?? []).map((s) => s.toLowerCase());
  const band = gradeBandOf(student.grade);
  const open = paths.filter((p) => (p.progress?.percentage ?? 0) < 100 && p.step_count > 0);
  const ofSubjects = subjects.length ? open.filter((p) => subjects.includes(p.subject.toLowerCase())) : open;
  const pool = ofSubjects.length ? ofSubjects : open;
  const rank = (p: PathSummary) => [
    band && p.grade_band === band ? 0 : 1,
    (p.progress?.completed_materials ?? 0) > 0 ? 0 : 1,
    subjects.indexOf(p.subject.toLowerCase()) === -1 ? 99 : subjects.indexOf(p.subject.toLowerCase()),
  ];
  const sorted = [...pool].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (const [i, value] of ra.entries()) {
      const other = rb[i] ?? 0;
      if (value !== other) return value - other;
    }
    return 0;
  });
  return sorted[0] ?? null;
}

/**
 * The first lesson of the student's best-matching path that is neither finished nor shown known
 * by their answers (issue 28: a lesson whose skill the student has shown is not held open to the
 * last question), and its place on the path.
 */
export async function nextPathLesson(
  deps: Deps,
  student: Student,
): Promise<(PathLesson & { position: { index: number; count: number } }) | null> {
  const { paths } = await listPaths(deps, {}, false, student);
  const path = choosePath(paths, student);
  if (!path) return null;
  const full = await getPath(deps, path.id, { compact: false, student, canSeeDrafts: false });
  if ((full.progress?.next_material_id ?? null) === null) return null;
  const lessons = full.steps.flatMap((s) => s.materials ?? []);
  const open = lessons.filter((m) => !m.progress?.is_completed);
  const known = await knownLessons(
    deps,
    student.id,
    open.filter((m) => (m.progress?.total_questions_answered ?? 0) > 0).map((m) => m.id),
  );
  const index = lessons.findIndex((m) => !m.progress?.is_completed && !known.has(m.id));
  const next = lessons[index];
  if (!next) return null;
  const nextId = next.id;
  return {
    materialId: nextId,
    title: lessons[index]?.title ?? "",
    pathId: path.id,
    pathTitle: path.title,
    position: { index: index + 1, count: lessons.length },
  };
}

/** GET /api/student-dashboard/next-step: the one next step, by the domain's rule. */
export async function getNextStep(deps: Deps, student: Student, now = new Date()): Promise<NextStepResponse> {
  const [lessons, review, pathLesson, toPractise] = await Promise.all([
    listStartedLessons(deps, student),
    dueReviewFacts(deps.db, student.id, now),
    nextPathLesson(deps, student),
    lessonsToPractise(deps, student.id, now),
  ]);
  const { hasActivity } = lessons;
  // A started lesson whose skill the answers already show is not "where you left off".
  const known = await knownLessons(
    deps,
    student.id,
    lessons.started.map((l) => l.materialId),
  );
  const started = lessons.started.filter((l) => !known.has(l.materialId));
  const step = chooseNextStep({
    needsOnboarding: student.onboardingCompletedAt === null,
    started,
    toPractise,
    reviewDue: review.dueLessons,
    pathLesson,
    hasActivity,
    now,
  });
  const continued =
    step.kind === "continue" ? started.find((s) => s.materialId === step.materialId) : undefined;
  const reason = explainNextStep(
    step,
    {
      lastPractisedAt: review.lastPractisedAt,
      lastActivityAt: continued ? new Date(continued.lastActivityAt) : null,
      pathPosition: pathLesson?.position ?? null,
    },
    now,
  );
  const next_step =
    step.kind === "continue" || step.kind === "practise"
      ? { kind: step.kind, material_id: step.materialId, title: step.title }
      : step.kind === "review"
        ? { kind: step.kind, due_count: step.dueCount }
        : step.kind === "start" || step.kind === "next"
          ? {
              kind: step.kind,
              material_id: step.materialId,
              title: step.title,
              path_id: step.pathId,
              path_title: step.pathTitle,
            }
          : { kind: step.kind };
  return { next_step, has_activity: hasActivity, reason };
}
