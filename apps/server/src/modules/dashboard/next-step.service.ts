import type { NextStepResponse } from "@app/contract/dashboard";
import { chooseNextStep, type PathLesson } from "@app/domain/next-step";
import type { Deps } from "../../deps.ts";
import { getPath, gradeBandOf, listPaths } from "../paths/paths.service.ts";
import { listStartedLessons } from "../progress/progress.service.ts";
import { countDueReviews } from "../review/review.service.ts";
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
    for (let i = 0; i < ra.length; i++) if (ra[i]! !== rb[i]!) return ra[i]! - rb[i]!;
    return 0;
  });
  return sorted[0] ?? null;
}

/** The first unfinished lesson of the student's best-matching path. */
export async function nextPathLesson(deps: Deps, student: Student): Promise<PathLesson | null> {
  const { paths } = await listPaths(deps, {}, false, student);
  const path = choosePath(paths, student);
  if (!path) return null;
  const full = await getPath(deps, path.id, { compact: false, student, canSeeDrafts: false });
  const nextId = full.progress?.next_material_id ?? null;
  if (nextId === null) return null;
  const lesson = full.steps.flatMap((s) => s.materials ?? []).find((m) => m.id === nextId);
  return { materialId: nextId, title: lesson?.title ?? "", pathId: path.id, pathTitle: path.title };
}

/** GET /api/student-dashboard/next-step: the one next step, by the domain's rule. */
export async function getNextStep(deps: Deps, student: Student, now = new Date()): Promise<NextStepResponse> {
  const [{ started, hasActivity }, reviewDue, pathLesson] = await Promise.all([
    listStartedLessons(deps, student),
    countDueReviews(deps.db, student.id, now),
    nextPathLesson(deps, student),
  ]);
  const step = chooseNextStep({
    needsOnboarding: student.onboardingCompletedAt === null,
    started,
    reviewDue,
    pathLesson,
    hasActivity,
    now,
  });
  const next_step =
    step.kind === "continue"
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
  return { next_step, has_activity: hasActivity };
}
