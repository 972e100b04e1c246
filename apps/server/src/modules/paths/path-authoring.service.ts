import type {
  createLearningPathRequestSchema,
  PathStepInput,
  patchLearningPathRequestSchema,
} from "@app/contract/learning";
import type { LearningPath } from "@app/contract/learning-answers";
import type { Transaction } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { badRequest, conflict, notFound } from "../../lib/app-error.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import * as repo from "./path-authoring.repository.ts";

/* Admins compose learning paths (issue 13, /admin/learning-paths); every change is audited. */

const NOT_FOUND = "Learning path not found";

/** The steps as rows, after checking each unit and lesson exists (a 400 naming the missing ones). */
async function toStepRows(tx: Transaction<Database>, steps: PathStepInput[]) {
  const moduleIds = steps.flatMap((s) => ("module_id" in s ? [s.module_id] : []));
  const materialIds = steps.flatMap((s) => ("material_id" in s ? [s.material_id] : []));
  const [modules, materials] = await Promise.all([
    repo.listExistingModuleIds(tx, moduleIds),
    repo.listExistingMaterialIds(tx, materialIds),
  ]);
  const details: Record<string, string[]> = {};
  steps.forEach((step, index) => {
    if ("module_id" in step && !modules.has(step.module_id))
      details[`steps.${index}.module_id`] = [`Unit ${step.module_id} does not exist`];
    if ("material_id" in step && !materials.has(step.material_id))
      details[`steps.${index}.material_id`] = [`Lesson ${step.material_id} does not exist`];
  });
  if (Object.keys(details).length > 0)
    throw badRequest("A step of this path points to a unit or lesson that does not exist", details);
  return steps.map((step) =>
    "module_id" in step
      ? { module_id: step.module_id, material_id: null }
      : { module_id: null, material_id: step.material_id },
  );
}

/** The path as PATCH and POST answer it (the contract's learning path). */
async function presentSaved(tx: Transaction<Database>, id: number): Promise<LearningPath> {
  const row = await repo.findPathRow(tx, id);
  if (!row) throw notFound(NOT_FOUND);
  const steps = await repo.listStepRows(tx, id);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subject: row.subject,
    grade_band: row.grade_band,
    status: row.status,
    description: row.description,
    step_count: steps.length,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

async function snapshot(tx: Transaction<Database>, id: number) {
  const row = await repo.findPathRow(tx, id);
  if (!row) return null;
  const steps = await repo.listStepRows(tx, id);
  return {
    title: row.title,
    slug: row.slug,
    status: row.status,
    subject: row.subject,
    grade_band: row.grade_band,
    description: row.description,
    steps: steps.map((s) => (s.module_id ? { module_id: s.module_id } : { material_id: s.material_id })),
  };
}

/** PATCH /api/learning-paths/{id}: fields and, when given, the steps in their new order. */
export async function updatePath(
  deps: Deps,
  actor: Actor,
  id: number,
  input: z.output<typeof patchLearningPathRequestSchema>,
): Promise<LearningPath> {
  return deps.db.transaction().execute(async (tx) => {
    const before = await snapshot(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    const { steps, ...fields } = input;
    const rows = steps ? await toStepRows(tx, steps) : null;
    await repo.updatePathRow(tx, id, fields);
    if (rows) await repo.replaceSteps(tx, id, rows);
    await recordAdminChange(tx, actor, {
      action: input.status && input.status !== before.status ? `path.${input.status}` : "path.update",
      entityType: "learning-path",
      entityId: id,
      before,
      after: await snapshot(tx, id),
    });
    return presentSaved(tx, id);
  });
}

/** POST /api/learning-paths: a new path with its steps. */
export async function createPath(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof createLearningPathRequestSchema>,
): Promise<LearningPath> {
  return deps.db.transaction().execute(async (tx) => {
    if (await repo.isPathSlugTaken(tx, input.slug))
      throw conflict("Another learning path already uses this slug");
    const rows = await toStepRows(tx, input.steps);
    const { steps: _steps, ...fields } = input;
    const path = await repo.insertPath(tx, fields);
    await repo.replaceSteps(tx, path.id, rows);
    await recordAdminChange(tx, actor, {
      action: "path.create",
      entityType: "learning-path",
      entityId: path.id,
      after: await snapshot(tx, path.id),
    });
    return presentSaved(tx, path.id);
  });
}

/** POST /api/learning-paths/rebuild: the catalogue's paths from their definitions, audited. */
export async function rebuildPathsAudited(deps: Deps, actor: Actor): Promise<{ rebuilt: number }> {
  return deps.db.transaction().execute(async (tx) => {
    const rebuilt = await repo.rebuildLearningPaths(tx);
    await recordAdminChange(tx, actor, {
      action: "path.rebuild",
      entityType: "learning-path",
      entityId: "all",
      after: { rebuilt },
    });
    return { rebuilt };
  });
}
