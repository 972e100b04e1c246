import type { Kysely } from "kysely";
import type { Database, GradeBand } from "../../db/database.ts";

type Db = Kysely<Database>;

/** Paths matching the filters, by title. */
export function listPaths(
  db: Db,
  filter: { status?: string; subject?: string; gradeBands?: GradeBand[]; subjects?: string[] },
) {
  return db
    .selectFrom("learning_paths")
    .selectAll()
    .$if(!!filter.status, (q) => q.where("status", "=", filter.status as "draft" | "published" | "archived"))
    .$if(!!filter.subject, (q) =>
      q.where((eb) => eb(eb.fn("lower", ["subject"]), "=", filter.subject!.toLowerCase())),
    )
    .$if(!!filter.gradeBands?.length, (q) => q.where("grade_band", "in", filter.gradeBands!))
    .$if(!!filter.subjects?.length, (q) =>
      q.where((eb) =>
        eb(
          eb.fn("lower", ["subject"]),
          "in",
          filter.subjects!.map((s) => s.toLowerCase()),
        ),
      ),
    )
    .orderBy("grade_band")
    .orderBy("title")
    .execute();
}
