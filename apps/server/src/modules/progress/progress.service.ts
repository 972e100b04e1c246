import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { requireTemplate } from "../catalogue/catalogue.service.ts";
import type { Student } from "../student-access/student.ts";
import { type MaterialProgress, presentProgress, toCounts } from "./progress.presenter.ts";
import * as repo from "./progress.repository.ts";

export type { MaterialProgress } from "./progress.presenter.ts";

/** Progress of several materials at once; unknown ids are absent from the map. */
export async function progressMap(
  deps: Deps,
  studentId: number,
  ids: number[],
): Promise<Map<number, MaterialProgress>> {
  // Question and card counts change only with the template: from the catalogue's cache.
  const counts = await deps.caches.catalogue.get(`counts:${ids.join(",")}`, () =>
    repo.templateCounts(deps.db, ids),
  );
  const known = counts.map((c) => c.id);
  // The student's answers and progress rows: from memory until that student's rows change (migration 020).
  const { stats, rows } = await deps.caches.progress.get(
    studentId,
    `materials:${known.join(",")}`,
    async () => {
      const [stats, rows] = await Promise.all([
        repo.statsFor(deps.db, studentId, known),
        repo.progressRows(deps.db, studentId, known),
      ]);
      return { stats, rows };
    },
  );
  const map = new Map<number, MaterialProgress>();
  for (const c of counts) {
    map.set(
      c.id,
      presentProgress(
        {
          id: c.id,
          question_count: Number(c.question_count),
          card_count: Number(c.card_count),
          completion_config: (c.completion_config as Record<string, unknown>) ?? {},
        },
        stats.get(c.id),
        rows.find((r) => r.material_id === c.id),
      ),
    );
  }
  return map;
}

/** GET /api/material-progress/{id}. */
export async function getProgress(
  deps: Deps,
  student: Student,
  materialId: number,
): Promise<MaterialProgress> {
  const progress = (await progressMap(deps, student.id, [materialId])).get(materialId);
  if (!progress) throw notFound("Material not found");
  return progress;
}

/** POST /api/material-progress/batch: keyed by id; an unknown material is null. */
export async function getBatchProgress(deps: Deps, student: Student, ids: number[]) {
  const unique = [...new Set(ids)];
  const map = await progressMap(deps, student.id, unique);
  return { data: Object.fromEntries(unique.map((id) => [String(id), map.get(id) ?? null])) };
}

/** PUT /api/material-progress/{id}: cards seen (only real cards), time spent, notes. */
export async function updateProgress(
  deps: Deps,
  student: Student,
  materialId: number,
  updates: {
    cards_seen?: number[] | undefined;
    time_spent_seconds?: number | undefined;
    notes?: string | null | undefined;
  },
  now: Date = new Date(),
) {
  const template = await requireTemplate(deps, materialId);
  const cards = toCounts(template).card_count;
  if (updates.cards_seen?.some((i) => i >= cards)) {
    throw new AppError(400, "No such card", {
      "updates.cards_seen": [`Cards are numbered 0 to ${Math.max(0, cards - 1)}`],
    });
  }
  await repo.setProgress(
    deps.db,
    student.id,
    materialId,
    {
      ...(updates.cards_seen ? { cards_seen: updates.cards_seen } : {}),
      ...(updates.time_spent_seconds !== undefined ? { time_spent_seconds: updates.time_spent_seconds } : {}),
      ...(updates.notes !== undefined ? { notes: updates.notes } : {}),
    },
    now,
  );
  return getProgress(deps, student, materialId);
}

/** The lessons a student has worked on and not finished, latest first, and whether they ever answered. */
export async function listStartedLessons(deps: Deps, student: Student, limit = 5) {
  const [rows, hasActivity] = await Promise.all([
    repo.listStartedMaterials(deps.db, student.id, limit),
    repo.hasAnyAttempt(deps.db, student.id),
  ]);
  return {
    started: rows.map((r) => ({
      materialId: r.material_id,
      title: r.title,
      lastActivityAt: new Date(r.last_activity_at).toISOString(),
    })),
    hasActivity,
  };
}
