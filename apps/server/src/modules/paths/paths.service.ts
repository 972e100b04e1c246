import type { GradeBand } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import {
  getPathOutline,
  lessonsOfUnits,
  listPathSteps,
  type PathRow,
  type PathStep,
} from "../catalogue/path-outline.service.ts";
import { getBatchProgress } from "../progress/progress.service.ts";
import type { Student } from "../student-access/student.ts";
import * as repo from "./paths.repository.ts";

/** The grade band a school grade falls in ("K", "3", "Grade 7", "11"…); null when unknown. */
export function gradeBandOf(grade: string | null | undefined): GradeBand | null {
  if (!grade) return null;
  const text = grade.trim().toLowerCase();
  if (/^(k|kindergarten|reception)$/.test(text)) return "K-5";
  const n = Number.parseInt(text.replace(/[^0-9]/g, ""), 10);
  if (!Number.isFinite(n)) return /adult|college|university/.test(text) ? "adult" : null;
  if (n <= 5) return "K-5";
  if (n <= 8) return "6-8";
  if (n <= 12) return "9-12";
  return "adult";
}

function presentPath(row: PathRow, stepCount: number) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subject: row.subject,
    grade_band: row.grade_band,
    status: row.status,
    description: row.description,
    step_count: stepCount,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** GET /api/learning-paths: filtered by status, subject, grade band, the student's grade and subjects. */
export async function listPaths(
  deps: Deps,
  query: {
    status?: string | undefined;
    subject?: string | undefined;
    grade_band?: GradeBand | undefined;
    student_grade?: string | undefined;
    student_subjects?: string | string[] | undefined;
  },
  canSeeDrafts: boolean,
  student: Student | null = null,
) {
  const band = query.grade_band ?? gradeBandOf(query.student_grade) ?? undefined;
  const subjects =
    query.student_subjects === undefined
      ? []
      : Array.isArray(query.student_subjects)
        ? query.student_subjects
        : [query.student_subjects];
  const status = canSeeDrafts ? query.status : "published";
  const filter = {
    ...(status ? { status } : {}),
    ...(query.subject ? { subject: query.subject } : {}),
    ...(band ? { gradeBands: [band] } : {}),
    subjects: subjects.filter(Boolean),
  };
  const rows = await deps.caches.paths.get(`list:${JSON.stringify(filter)}`, () =>
    repo.listPaths(deps.db, filter),
  );
  const steps = await listPathSteps(
    deps,
    rows.map((r) => r.id),
  );
  const progressOf = student ? await pathsProgress(deps, student, steps) : null;
  return {
    paths: rows.map((r) => ({
      ...presentPath(r, steps.filter((s) => s.path_id === r.id).length),
      ...(progressOf ? { progress: progressOf(r.id) } : {}),
    })),
  };
}

/** Completed of total lessons per path, from one batch of progress for every lesson of the listed paths. */
async function pathsProgress(deps: Deps, student: Student, steps: PathStep[]) {
  const lessons = await lessonsOfUnits(deps, [
    ...new Set(steps.flatMap((s) => (s.module_id ? [s.module_id] : []))),
  ]);
  const lessonsOf = (pathId: number) => [
    ...new Set(
      steps
        .filter((s) => s.path_id === pathId)
        .flatMap((s) =>
          s.module_id
            ? lessons.filter((l) => l.module_id === s.module_id).map((l) => l.id)
            : s.material_id
              ? [s.material_id]
              : [],
        ),
    ),
  ];
  const allIds = [...new Set(steps.map((s) => s.path_id))].flatMap(lessonsOf);
  const { data } = await getBatchProgress(deps, student, [...new Set(allIds)]);
  return (pathId: number) => {
    const ids = lessonsOf(pathId);
    const completed = ids.filter((id) => data[String(id)]?.is_completed).length;
    return {
      completed_materials: completed,
      total_materials: ids.length,
      percentage: ids.length ? Math.round((completed / ids.length) * 100) : 0,
    };
  };
}

/**
 * GET /api/learning-paths/{id}: the path with its steps; `compact` leaves out each step's lessons;
 * `with_progress` adds the student's progress per lesson, per step and for the whole path.
 */
export async function getPath(
  deps: Deps,
  id: number,
  options: { compact: boolean; student: Student | null; canSeeDrafts: boolean },
) {
  const { row, steps, stepLessons } = await getPathOutline(deps, id, options.canSeeDrafts);
  const allIds = [...new Set(stepLessons.flat().map((l) => l.id))];
  const progress = options.student ? (await getBatchProgress(deps, options.student, allIds)).data : null;
  const presentedSteps = steps.map((s, i) => {
    const own = stepLessons[i] ?? [];
    const done = progress ? own.filter((l) => progress[String(l.id)]?.is_completed).length : 0;
    return {
      position: s.position,
      kind: s.module_id ? ("unit" as const) : ("lesson" as const),
      module_id: s.module_id,
      material_id: s.material_id,
      title: s.module_id ? (s.module_title ?? "") : (s.material_title ?? ""),
      description: s.module_id ? (s.module_description ?? "") : (s.material_summary ?? ""),
      lesson_count: own.length,
      estimated_time: own.reduce((n, l) => n + l.estimated_time, 0),
      ...(options.compact
        ? {}
        : {
            materials: own.map((l) => ({
              ...l,
              ...(progress ? { progress: progress[String(l.id)] ?? null } : {}),
            })),
          }),
      ...(progress ? { completed_materials: done, is_completed: own.length > 0 && done === own.length } : {}),
    };
  });
  const completedLessons = progress ? allIds.filter((lid) => progress[String(lid)]?.is_completed).length : 0;
  return {
    ...presentPath(row, steps.length),
    steps: presentedSteps,
    ...(progress
      ? {
          progress: {
            completed_materials: completedLessons,
            total_materials: allIds.length,
            percentage: allIds.length ? Math.round((completedLessons / allIds.length) * 100) : 0,
            completed_steps: presentedSteps.filter((s) => s.is_completed).length,
            next_material_id: allIds.find((lid) => !progress[String(lid)]?.is_completed) ?? null,
          },
        }
      : {}),
  };
}
