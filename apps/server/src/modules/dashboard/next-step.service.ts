import type { NextStepResponse } from "@app/contract/dashboard";
import { isKnown } from "@app/domain/learning-policy";
import { chooseNextStep, explainNextStep, type PathLesson } from "@app/domain/next-step";
import type { Deps } from "../../deps.ts";
import { getPath, gradeBandOf, listPaths } from "../paths/paths.service.ts";
import { lessonAnswers, lessonsToPractise, recentlyCompleted } from "../progress/knowledge.service.ts";
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

type PathLessons = {
  path: PathSummary;
  lessons: { id: number; title: string; done: boolean; answered: boolean }[];
};

/** The lessons of the student's best-matching path, in order, or null when none is open. */
async function pathLessons(deps: Deps, student: Student): Promise<PathLessons | null> {
  const { paths } = await listPaths(deps, {}, false, student);
  const path = choosePath(paths, student);
  if (!path) return null;
  const full = await getPath(deps, path.id, { compact: false, student, canSeeDrafts: false });
  if ((full.progress?.next_material_id ?? null) === null) return null;
  const lessons = full.steps
    .flatMap((s) => s.materials ?? [])
    .map((m) => ({
      id: m.id,
      title: m.title ?? "",
      done: Boolean(m.progress?.is_completed),
      answered: (m.progress?.total_questions_answered ?? 0) > 0,
    }));
  return { path, lessons };
}

/**
 * The first lesson of the path that is neither finished nor shown known by the student's answers
 * (issue 28: a lesson whose skill the student has shown is not held open to the last question),
 * and its place on the path.
 */
function firstOpenLesson(
  found: PathLessons | null,
  known: (materialId: number) => boolean,
): (PathLesson & { position: { index: number; count: number } }) | null {
  if (!found) return null;
  const { path, lessons } = found;
  const index = lessons.findIndex((m) => !m.done && !(m.answered && known(m.id)));
  const lesson = lessons[index];
  if (!lesson) return null;
  return {
    materialId: lesson.id,
    title: lesson.title,
    pathId: path.id,
    pathTitle: path.title,
    position: { index: index + 1, count: lessons.length },
  };
}

/** The next lesson of the student's path (the seed's demo learner walks it). */
export async function nextPathLesson(deps: Deps, student: Student) {
  const found = await pathLessons(deps, student);
  const ids = found?.lessons.filter((m) => !m.done && m.answered).map((m) => m.id) ?? [];
  const answers = await lessonAnswers(deps, student.id, ids);
  return firstOpenLesson(found, (id) => isKnown(answers.get(id) ?? []));
}

/** GET /api/student-dashboard/next-step: the one next step, by the domain's rule. */
export async function getNextStep(deps: Deps, student: Student, now = new Date()): Promise<NextStepResponse> {
  const [lessons, review, path, recent] = await Promise.all([
    listStartedLessons(deps, student),
    dueReviewFacts(deps.db, student.id, now),
    pathLessons(deps, student),
    recentlyCompleted(deps, student.id, now),
  ]);
  const { hasActivity } = lessons;
  // One read of the answers for every lesson the knowledge estimate is asked about.
  const answers = await lessonAnswers(deps, student.id, [
    ...lessons.started.map((l) => l.materialId),
    ...(path?.lessons.filter((m) => !m.done && m.answered).map((m) => m.id) ?? []),
    ...recent.map((r) => r.material_id),
  ]);
  const known = (id: number) => isKnown(answers.get(id) ?? []);
  const pathLesson = firstOpenLesson(path, known);
  const toPractise = lessonsToPractise(recent, answers);
  // A started lesson whose skill the answers already show is not "where you left off".
  const started = lessons.started.filter((l) => !known(l.materialId));
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
