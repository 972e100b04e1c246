import { type Kysely, type RawBuilder, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;
export type Row = Record<string, unknown>;

/**
 * One way a row is the child's (privacy-registry.ts): a column equal to the profile's or the
 * login's id, a column among the ids of the child's rows of another table, or a JSON snapshot that
 * names the child's student_id at any depth.
 */
export type Match =
  | { column: string; equals: number | string }
  | { column: string; among: readonly (number | string)[] }
  | { column: string; jsonStudentId: number };

function toCondition(match: Match): RawBuilder<boolean> {
  const column = sql.ref(match.column);
  if ("equals" in match) return sql<boolean>`${column} = ${match.equals}`;
  if ("among" in match) return sql<boolean>`${column} IN (${sql.join(match.among)})`;
  return sql<boolean>`${column} IS NOT NULL AND jsonb_path_exists(${column}, '$.** ? (@.student_id == $id)', jsonb_build_object('id', ${match.jsonStudentId}::int))`;
}

/** Any of the matches; never called with none (that would be every row). */
function anyOf(matches: readonly Match[]): RawBuilder<boolean> {
  if (matches.length === 0) throw new Error("A privacy query needs at least one match");
  return sql<boolean>`(${sql.join(matches.map(toCondition), sql` OR `)})`;
}

/** The rows of a table that are the child's, every column as stored, in the table's first column's order. */
export async function selectMatching(db: Db, table: string, matches: readonly Match[]): Promise<Row[]> {
  const result = await sql<Row>`SELECT * FROM ${sql.table(table)} WHERE ${anyOf(matches)} ORDER BY 1`.execute(
    db,
  );
  return result.rows;
}

/** Removes the child's rows of a table; answers how many went. */
export async function deleteMatching(db: Db, table: string, matches: readonly Match[]): Promise<number> {
  const result = await sql`DELETE FROM ${sql.table(table)} WHERE ${anyOf(matches)}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Rewrites columns of one row, found by its id (an anonymised row keeps its place, not its keys). */
export async function updateRowById(
  db: Db,
  table: string,
  id: unknown,
  values: Readonly<Record<string, string | null>>,
): Promise<void> {
  const assignments = Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  if (assignments.length === 0) return;
  await sql`UPDATE ${sql.table(table)} SET ${sql.join(assignments)} WHERE id = ${String(id)}`.execute(db);
}

/** Scheduled lessons from an instant on: the ones a removal would take from a tutor's diary. */
export function listBookedLessons(db: Db, studentId: number, from: Date) {
  return db
    .selectFrom("lessons")
    .select(["id", "title", "starts_at"])
    .where("student_id", "=", studentId)
    .where("status", "=", "scheduled")
    .where("starts_at", ">=", from)
    .orderBy("starts_at")
    .execute();
}
