import {
  PYTHON_LIMITS,
  PYTHON_MESSAGES,
  type PythonAttemptResponse,
  type PythonCourse,
  type PythonExercise,
  type PythonExerciseContent,
  type PythonHint,
  type PythonStudentWork,
  type PythonWeek,
} from "@app/contract/python-course";
import { countPythonPass, nextHintStep, PYTHON_HINTS_BEFORE_SOLUTION } from "@app/domain/python-course/award";
import { explainPythonError } from "@app/domain/python-course/tracebacks";
import type { Deps } from "../../deps.ts";
import { AppError, conflict, notFound, present } from "../../lib/app-error.ts";
import { awardXp } from "../rewards/rewards.service.ts";
import type { Student } from "../student-access/student.ts";
import { CheckerBusyError, getCheckRunner } from "./check-runner.ts";
import { getPythonCourse } from "./course-content.ts";
import * as repo from "./python-course.repository.ts";

type Work = Awaited<ReturnType<typeof repo.listWork>>[number];

const statusOf = (work: Work | undefined) =>
  work?.passed_at
    ? ("passed" as const)
    : work && (work.code !== null || work.hints_taken > 0)
      ? ("started" as const)
      : ("not-started" as const);

/** The lines a solution is revealed by, one per hint step after the two hints. */
export const solutionLines = (solution: string): string[] =>
  solution.split("\n").filter((line) => line.trim() !== "");

function findExercise(slug: string) {
  const found = getPythonCourse().exercises.get(slug);
  if (!found) throw notFound(PYTHON_MESSAGES.exerciseNotFound);
  return found;
}

/** The hints a student has taken so far, in order (they were counted when taken). */
/** The text of a hint step: a written hint, or a line of the solution. */
function hintText(
  hints: readonly string[],
  lines: readonly string[],
  step: { kind: "hint" | "solution-line"; index: number },
): string {
  return (step.kind === "hint" ? hints[step.index] : lines[step.index]) ?? "";
}

function hintsShown(exercise: PythonExerciseContent, taken: number): PythonHint[] {
  const shown: PythonHint[] = [];
  const lines = solutionLines(exercise.solution);
  for (let step = 0; step < taken; step++) {
    const next = nextHintStep(step, lines.length);
    if (!next) break;
    shown.push({
      kind: next.kind,
      text: hintText(exercise.hints, lines, next),
    });
  }
  return shown;
}

/** GET /api/python/course: the weeks, the student's progress through them and the next exercise. */
export async function getCourse(deps: Deps, student: Student): Promise<PythonCourse> {
  const course = getPythonCourse();
  const work = new Map((await repo.listWork(deps.db, student.id)).map((w) => [w.exercise_slug, w]));
  let next: PythonCourse["next"] = null;
  const weeks = course.weeks.map((week) => {
    const exercises = week.exercises.map((exercise) => {
      const status = statusOf(work.get(exercise.slug));
      if (!next && status !== "passed")
        next = { week: week.week, slug: exercise.slug, title: exercise.title };
      return { slug: exercise.slug, title: exercise.title, status };
    });
    return {
      week: week.week,
      title: week.title,
      summary: week.summary,
      passed: exercises.filter((e) => e.status === "passed").length,
      total: exercises.length,
      exercises,
    };
  });
  return {
    title: course.title,
    description: course.description,
    course_slug: course.courseSlug,
    weeks,
    passed: weeks.reduce((sum, w) => sum + w.passed, 0),
    total: course.exercises.size,
    xp_earned: [...work.values()].reduce((sum, w) => sum + (w.xp_awarded ?? 0), 0),
    next,
  };
}

function presentExercise(exercise: PythonExerciseContent, work: Work | undefined): PythonExercise {
  const taken = work?.hints_taken ?? 0;
  const steps = PYTHON_HINTS_BEFORE_SOLUTION + solutionLines(exercise.solution).length;
  return {
    slug: exercise.slug,
    title: exercise.title,
    prompt: exercise.prompt,
    starter: exercise.starter,
    examples: exercise.examples,
    status: statusOf(work),
    saved_code: work?.code ?? null,
    hints_shown: hintsShown(exercise, taken),
    hints_left: Math.max(0, steps - taken),
    failed_runs: work?.failed_runs ?? 0,
    // The reference solution reaches the browser only once the exercise is passed.
    solution: work?.passed_at ? exercise.solution : null,
  };
}

/** GET /api/python/weeks/{week}: the week's lessons and exercises, with the student's saved code. */
export async function getWeek(deps: Deps, student: Student, weekNumber: number): Promise<PythonWeek> {
  const course = getPythonCourse();
  const week = course.weeks.find((w) => w.week === weekNumber);
  if (!week) throw notFound(PYTHON_MESSAGES.weekNotFound);
  const work = new Map((await repo.listWork(deps.db, student.id)).map((w) => [w.exercise_slug, w]));
  return {
    week: week.week,
    title: week.title,
    summary: week.summary,
    intro: week.intro,
    course_slug: course.courseSlug,
    lessons: week.lessonSlugs.map((slug) => present(course.lessons.get(slug), `lesson ${slug}`)),
    exercises: week.exercises.map((exercise) => presentExercise(exercise, work.get(exercise.slug))),
    previous_week: week.week > 1 ? week.week - 1 : null,
    next_week: week.week < course.weeks.length ? week.week + 1 : null,
  };
}

/** PUT /api/python/exercises/{slug}/code: the debounced autosave. */
export async function saveCode(deps: Deps, student: Student, slug: string, code: string) {
  findExercise(slug);
  const at = new Date();
  await repo.saveCode(deps.db, student.id, slug, code, at);
  return { saved_at: at.toISOString() };
}

/** POST /api/python/exercises/{slug}/hints: the next hint, counted as hint use before it is shown. */
export async function takeHint(deps: Deps, student: Student, slug: string): Promise<PythonHint> {
  const { exercise } = findExercise(slug);
  const lines = solutionLines(exercise.solution);
  const taken = await repo.takeHint(deps.db, student.id, slug, PYTHON_HINTS_BEFORE_SOLUTION + lines.length);
  if (taken === null) throw conflict(PYTHON_MESSAGES.noMoreHints);
  const step = present(nextHintStep(taken - 1, lines.length), "hint step");
  return { kind: step.kind, text: hintText(exercise.hints, lines, step) };
}

/**
 * POST /api/python/exercises/{slug}/attempts: the server runs every check (the examples and the
 * hidden ones) on the code in its own interpreter, and only a pass it saw records progress and XP
 * (decision 007). The first pass earns XP once, by the spec's award rule (decision 055).
 */
export async function checkAttempt(
  deps: Deps,
  student: Student,
  slug: string,
  code: string,
): Promise<PythonAttemptResponse> {
  const { exercise } = findExercise(slug);
  let report: Awaited<ReturnType<ReturnType<typeof getCheckRunner>["run"]>>;
  try {
    report = await getCheckRunner().run(code, [...exercise.examples, ...exercise.checks]);
  } catch (error) {
    if (error instanceof CheckerBusyError) throw new AppError(503, PYTHON_MESSAGES.checkerBusy);
    throw error;
  }
  const at = new Date();
  const xp = await deps.db.transaction().execute(async (tx) => {
    await repo.insertAttempt(tx, {
      student_id: student.id,
      exercise_slug: slug,
      code,
      passed: report.passed,
      error_type: report.error?.type ?? null,
    });
    if (!report.passed) {
      await repo.recordFailedRun(tx, student.id, slug, code, at);
      return null;
    }
    await repo.ensureWork(tx, student.id, slug);
    const work = present(await repo.findWork(tx, student.id, slug, true), `work on ${slug}`);
    if (work.passed_at) {
      await repo.recordPass(tx, student.id, slug, { code, at, xpAwarded: null });
      return null;
    }
    const pass = countPythonPass({
      failedRuns: work.failed_runs,
      hintsTaken: Math.min(work.hints_taken, PYTHON_HINTS_BEFORE_SOLUTION),
      solutionLinesShown: Math.max(0, work.hints_taken - PYTHON_HINTS_BEFORE_SOLUTION),
    });
    const award = await awardXp(tx, student, {
      source: {
        kind: "counted-set",
        ...pass,
        totalSeconds: Math.max(0, (at.getTime() - new Date(work.first_opened_at).getTime()) / 1000),
        isWholeSet: true,
      },
      reason: `Python: ${exercise.title}`,
      idempotencyKey: `python:${slug}`,
      at,
    });
    await repo.recordPass(tx, student.id, slug, { code, at, xpAwarded: award.awarded });
    return award;
  });
  return {
    passed: report.passed,
    results: report.results.map((r) => ({
      ok: r.ok,
      label: r.label,
      message: r.message,
      ...(r.output !== undefined ? { output: r.output } : {}),
    })),
    error: report.error,
    explanation: report.error ? explainPythonError(report.error) : null,
    xp,
    solution: report.passed ? exercise.solution : null,
  };
}

/** GET /api/python/work: a student's exercises with attempts, hints and latest code (tutors, parents). */
export async function getStudentWork(deps: Deps, student: Student): Promise<PythonStudentWork> {
  const course = getPythonCourse();
  const work = new Map((await repo.listWork(deps.db, student.id)).map((w) => [w.exercise_slug, w]));
  const attempts = await repo.countAttempts(deps.db, student.id);
  const exercises = [...course.exercises.values()].map(({ week, exercise }) => {
    const w = work.get(exercise.slug);
    return {
      slug: exercise.slug,
      title: exercise.title,
      week,
      status: statusOf(w),
      attempts: attempts.get(exercise.slug) ?? 0,
      hints_taken: w?.hints_taken ?? 0,
      latest_code: w?.code ?? null,
      updated_at: w?.saved_at ? new Date(w.saved_at).toISOString() : null,
    };
  });
  return {
    passed: exercises.filter((e) => e.status === "passed").length,
    total: exercises.length,
    exercises,
  };
}

// --- Playground files ---

const presentFile = (row: { name: string; content: string; updated_at: Date | string }) => ({
  name: row.name,
  content: row.content,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** GET /api/python/files: the student's playground files. */
export async function listFiles(deps: Deps, student: Student) {
  return { files: (await repo.listFiles(deps.db, student.id)).map(presentFile) };
}

/** PUT /api/python/files/{name}: saves a playground file, making it if new (up to the limit). */
export async function saveFile(deps: Deps, student: Student, name: string, content: string) {
  const exists = await repo.fileExists(deps.db, student.id, name);
  if (!exists && (await repo.countFiles(deps.db, student.id)) >= PYTHON_LIMITS.filesMax) {
    throw conflict(PYTHON_MESSAGES.tooManyFiles);
  }
  return presentFile(await repo.upsertFile(deps.db, student.id, name, content, new Date()));
}

/** DELETE /api/python/files/{name}. */
export async function deleteFile(deps: Deps, student: Student, name: string) {
  if (!(await repo.deleteFile(deps.db, student.id, name))) throw notFound(PYTHON_MESSAGES.fileNotFound);
  return { message: "File deleted" };
}
