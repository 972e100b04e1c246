import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import * as repo from "./hint-uses.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;
type HintKey = { studentId: number; materialId: number; questionId: string; day: string };

/** The rungs of the tutor's hint ladder a student used on a question in their day. */
export function hintRungsUsed(db: Db, key: HintKey): Promise<number> {
  return repo.findHintRungs(db, key);
}

/** Whether the student used a tutor hint on the question that day (the attempt's hint_used). */
export async function usedTutorHint(db: Db, key: HintKey): Promise<boolean> {
  return (await repo.findHintRungs(db, key)) > 0;
}

/** Remembers the highest rung given on a question in the student's day. */
export function recordHintRung(db: Db, key: HintKey, rung: number, now: Date): Promise<void> {
  return repo.recordHintRung(db, key, rung, now);
}
