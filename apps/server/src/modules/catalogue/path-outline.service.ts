import type { Deps } from "../../deps.ts";
import { notFound } from "../../lib/app-error.ts";
import * as repo from "./path-outline.repository.ts";

/**
 * A learning path's outline: its steps and the lessons of each, in order, without anyone's
 * progress. Part of the catalogue, so practice from a path (modules/review) and the paths module
 * (which adds a student's progress) both read it without depending on each other (decision 044).
 */

export type PathRow = NonNullable<Awaited<ReturnType<typeof repo.findPath>>>;
export type PathStep = Awaited<ReturnType<typeof repo.listSteps>>[number];

/** The steps of paths, from memory once read (lib/read-cache.ts). */
export function listPathSteps(deps: Deps, pathIds: number[]) {
  return deps.caches.paths.get(`steps:${pathIds.join(",")}`, () => repo.listSteps(deps.db, pathIds));
}

/** The lessons of units, from memory once read. */
export function lessonsOfUnits(deps: Deps, moduleIds: number[]) {
  return deps.caches.paths.get(`lessons:${moduleIds.join(",")}`, () =>
    repo.lessonsOfModules(deps.db, moduleIds),
  );
}

/** A path (published, or any when drafts may be seen) with its steps and each step's lessons. */
export async function getPathOutline(deps: Deps, id: number, canSeeDrafts: boolean) {
  const row = await deps.caches.paths.get(`path:${id}`, () => repo.findPath(deps.db, id));
  if (!row || (row.status !== "published" && !canSeeDrafts)) throw notFound("Learning path not found");
  const steps = await listPathSteps(deps, [id]);
  const lessons = await lessonsOfUnits(
    deps,
    steps.flatMap((s) => (s.module_id ? [s.module_id] : [])),
  );
  const stepLessons = steps.map((s) =>
    s.module_id
      ? lessons
          .filter((l) => l.module_id === s.module_id)
          .map((l) => ({ id: l.id, title: l.title, estimated_time: l.estimated_time }))
      : s.material_id
        ? [{ id: s.material_id, title: s.material_title ?? "", estimated_time: s.material_minutes ?? 0 }]
        : [],
  );
  return { row, steps, stepLessons };
}
