import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database>;

export function findPath(db: Db, id: number) {
  return db.selectFrom("learning_paths").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The steps of paths in order, with what each step names. */
export function listSteps(db: Db, pathIds: number[]) {
  if (pathIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("learning_path_steps as s")
    .leftJoin("modules as m", "m.id", "s.module_id")
    .leftJoin("material_templates as t", "t.id", "s.material_id")
    .select([
      "s.path_id",
      "s.position",
      "s.module_id",
      "s.material_id",
      "m.title as module_title",
      "m.description as module_description",
      "t.title as material_title",
      "t.summary as material_summary",
      "t.estimated_time as material_minutes",
    ])
    .where("s.path_id", "in", pathIds)
    .orderBy("s.path_id")
    .orderBy("s.position")
    .execute();
}

/** Lesson ids and titles of modules, in step order. */
export function lessonsOfModules(db: Db, moduleIds: number[]) {
  if (moduleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("material_templates")
    .select(["id", "module_id", "title", "estimated_time"])
    .where("module_id", "in", moduleIds)
    .where("status", "=", "published")
    .orderBy("module_id")
    .orderBy("step_number")
    .execute();
}
