import type { Kysely, Transaction } from "kysely";
import type { Database, GradeBand } from "../../db/database.ts";
import { LEARNING_PATHS } from "../../db/seed/content/index.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Of these unit ids, the ones that exist. */
export async function listExistingModuleIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom("modules").select("id").where("id", "in", ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Of these lesson ids, the ones that exist. */
export async function listExistingMaterialIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom("material_templates").select("id").where("id", "in", ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Replaces a path's steps with these, in this order. */
export async function replaceSteps(
  db: Db,
  pathId: number,
  steps: { module_id: number | null; material_id: number | null }[],
): Promise<void> {
  await db.deleteFrom("learning_path_steps").where("path_id", "=", pathId).execute();
  if (steps.length === 0) return;
  await db
    .insertInto("learning_path_steps")
    .values(steps.map((step, index) => ({ path_id: pathId, position: index + 1, ...step })))
    .execute();
}

export function findPathRow(db: Db, id: number) {
  return db.selectFrom("learning_paths").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listStepRows(db: Db, pathId: number) {
  return db
    .selectFrom("learning_path_steps")
    .select(["position", "module_id", "material_id"])
    .where("path_id", "=", pathId)
    .orderBy("position")
    .execute();
}

export async function isPathSlugTaken(db: Db, slug: string): Promise<boolean> {
  return Boolean(
    await db.selectFrom("learning_paths").select("id").where("slug", "=", slug).executeTakeFirst(),
  );
}

export function insertPath(
  db: Db,
  row: {
    slug: string;
    title: string;
    description: string;
    subject: string;
    grade_band: GradeBand;
    status: "draft" | "published" | "archived";
  },
) {
  return db.insertInto("learning_paths").values(row).returningAll().executeTakeFirstOrThrow();
}

export function updatePathRow(
  db: Db,
  id: number,
  changes: Partial<{
    title: string;
    description: string;
    status: "draft" | "published" | "archived";
    subject: string;
    grade_band: GradeBand;
  }>,
) {
  return db
    .updateTable("learning_paths")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Creates or re-creates the defined learning paths' steps (existing paths keep their ids and status). */
export async function rebuildLearningPaths(db: Db): Promise<number> {
  let count = 0;
  for (const path of LEARNING_PATHS) {
    const row = await db
      .insertInto("learning_paths")
      .values({
        slug: path.slug,
        title: path.title,
        subject: path.subject,
        grade_band: path.gradeBand,
        description: path.description,
      })
      .onConflict((oc) => oc.column("slug").doUpdateSet({ updated_at: new Date() }))
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.deleteFrom("learning_path_steps").where("path_id", "=", row.id).execute();
    let position = 0;
    for (const step of path.steps) {
      const target =
        step.kind === "unit"
          ? await db.selectFrom("modules").select("id").where("slug", "=", step.slug).executeTakeFirst()
          : await db
              .selectFrom("material_templates")
              .select("id")
              .where("slug", "=", step.slug)
              .executeTakeFirst();
      if (!target) continue;
      position += 1;
      await db
        .insertInto("learning_path_steps")
        .values({
          path_id: row.id,
          position,
          module_id: step.kind === "unit" ? target.id : null,
          material_id: step.kind === "lesson" ? target.id : null,
        })
        .execute();
    }
    count += 1;
  }
  return count;
}
