import type { PersonaUpdate } from "@app/contract/persona";
import type { TraitSource } from "@app/domain/persona";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database>;

/** Every stored trait of a student's tutor persona. */
export function listTraits(db: Db, studentId: number) {
  return db.selectFrom("persona_traits").selectAll().where("student_id", "=", studentId).execute();
}

/** Stores trait updates in one transaction: a trait given again replaces its value. */
export async function upsertTraits(
  db: Db,
  studentId: number,
  updates: PersonaUpdate[],
  source: TraitSource,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const u of updates) {
      const value = u.value.trim();
      await tx
        .insertInto("persona_traits")
        .values({
          student_id: studentId,
          trait_key: u.key,
          value,
          confidence: u.confidence,
          source,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(["student_id", "trait_key"])
            .doUpdateSet({ value, confidence: u.confidence, source, updated_at: now }),
        )
        .execute();
    }
  });
}
