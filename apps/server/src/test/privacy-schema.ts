import { type Kysely, sql } from "kysely";
import type { Database } from "../db/database.ts";
import type { TableCoverage } from "../modules/students/privacy-registry.ts";

/** The privacy tests' reading of the database's own schema (pg_catalog: PostgreSQL and PGlite alike). */

export interface ForeignKey {
  table: string;
  column: string;
  references: string;
  /** pg_constraint.confdeltype: a no action, r restrict, c cascade, n set null, d set default. */
  onDelete: string;
}

export interface Column {
  table: string;
  column: string;
  type: string;
  isNullable: boolean;
}

/** Every single-column foreign key of the current schema. */
export async function listForeignKeys(db: Kysely<Database>): Promise<ForeignKey[]> {
  const result = await sql<ForeignKey>`
    SELECT src.relname AS "table", a.attname AS "column", dst.relname AS "references",
           c.confdeltype AS "onDelete"
    FROM pg_constraint c
    JOIN pg_class src ON src.oid = c.conrelid
    JOIN pg_class dst ON dst.oid = c.confrelid
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND src.relnamespace = current_schema()::regnamespace
    ORDER BY 1, 2`.execute(db);
  return result.rows;
}

/** Every column of every ordinary table of the current schema. */
export async function listColumns(db: Kysely<Database>): Promise<Column[]> {
  const result = await sql<Column>`
    SELECT cl.relname AS "table", a.attname AS "column", format_type(a.atttypid, a.atttypmod) AS "type",
           NOT a.attnotnull AS "isNullable"
    FROM pg_attribute a
    JOIN pg_class cl ON cl.oid = a.attrelid
    WHERE cl.relkind IN ('r', 'p') AND cl.relnamespace = current_schema()::regnamespace
      AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY 1, a.attnum`.execute(db);
  return result.rows;
}

/**
 * Names that say a column holds a person's id, with or without a foreign key: user_id, student_id,
 * tutor_id, parent_id, author_id, …, any *_user_id or *_student_id, and created_by, assigned_by, ….
 */
export const PERSON_COLUMN =
  /^(user|student|tutor|parent|author|owner|sender|recipient|payer|actor|child|learner|member|account)_id$|_(user|student|account)_id$|_by$/;

/** A column that can refer to a person: by its name, or by a key to users, a profile or a table of a child's rows. */
export interface PersonColumn {
  table: string;
  column: string;
  why: string;
}

export function findPersonColumns(
  columns: readonly Column[],
  keys: readonly ForeignKey[],
  registry: Readonly<Record<string, TableCoverage>>,
): PersonColumn[] {
  const holdsChildRows = (table: string) =>
    table === "users" || table === "student_profiles" || (registry[table]?.keys.length ?? 0) > 0;
  const found = new Map<string, PersonColumn>();
  for (const c of columns) {
    if (PERSON_COLUMN.test(c.column))
      found.set(`${c.table}.${c.column}`, { table: c.table, column: c.column, why: "its name" });
  }
  for (const k of keys) {
    if (holdsChildRows(k.references))
      found.set(`${k.table}.${k.column}`, {
        table: k.table,
        column: k.column,
        why: `a key to ${k.references}`,
      });
  }
  return [...found.values()];
}

/** The columns an entry accounts for: its keys and the others it names. */
export function declaredColumns(entry: TableCoverage): Set<string> {
  return new Set([...entry.keys.map((k) => k.column), ...Object.keys(entry.others ?? {})]);
}

/** How many rows have a column equal to any of the values (compared as text). */
export async function countWhere(
  db: Kysely<Database>,
  table: string,
  column: string,
  values: readonly (number | string)[],
): Promise<number> {
  if (values.length === 0) return 0;
  const result = await sql<{ n: string }>`
    SELECT count(*) AS n FROM ${sql.table(table)}
    WHERE ${sql.ref(column)}::text IN (${sql.join(values.map(String))})`.execute(db);
  return Number(result.rows[0]!.n);
}

/** Rows anywhere whose text or JSON holds a word (a child's name) after their deletion: "table.column" → count. */
export async function findTextAnywhere(
  db: Kysely<Database>,
  columns: readonly Column[],
  word: string,
): Promise<Record<string, number>> {
  const hits: Record<string, number> = {};
  for (const c of columns.filter((col) => /^(text|jsonb|json|character varying.*)$/.test(col.type))) {
    const result = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ${sql.table(c.table)}
      WHERE ${sql.ref(c.column)}::text ILIKE ${`%${word}%`}`.execute(db);
    if (Number(result.rows[0]!.n) > 0) hits[`${c.table}.${c.column}`] = Number(result.rows[0]!.n);
  }
  return hits;
}
