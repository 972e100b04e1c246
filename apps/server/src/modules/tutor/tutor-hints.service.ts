import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import * as repo from "./tutor.repository.ts";

/*
 * The tutor's hint use as the progress module reads it (issue 24): an attempt at a question on which
 * the student used a rung of the tutor's hint ladder that day is recorded with hint_used (spec 3).
 * Kept apart from tutor.service.ts so progress can read it without an import cycle.
 */
export async function usedTutorHint(
  db: Kysely<Database> | Transaction<Database>,
  key: { studentId: number; materialId: number; questionId: string; day: string },
): Promise<boolean> {
  return (await repo.findHintRungs(db, key)) > 0;
}
