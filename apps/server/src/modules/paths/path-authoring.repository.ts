import type { Kysely, Transaction } from "kysely";
import type { Database, GradeBand } from "../../db/database.ts";

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
