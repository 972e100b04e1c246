import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";

/**
 * The backup's SQL (issue 20, decision 034): a logical copy, table by table, in the SQL that
 * PostgreSQL 15 and PGlite both speak, so a backup of either restores into the other. Every query
 * works on the connection's current schema (a test's own schema on PostgreSQL).
 */
type Db = Kysely<Database>;

/** A table and the columns a backup holds: every column but the generated ones (recomputed on restore). */
export interface TableShape {
  name: string;
  columns: string[];
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** Makes the snapshot read only and writes every timestamp in UTC, whatever the server's zone. */
export async function prepareSnapshot(tx: Db): Promise<void> {
  await sql`SET TRANSACTION READ ONLY`.execute(tx);
  await sql`SET LOCAL TIME ZONE 'UTC'`.execute(tx);
}

/** Writes timestamps in UTC for the rest of this transaction (the comparison after a restore). */
export async function useUtc(tx: Db): Promise<void> {
  await sql`SET LOCAL TIME ZONE 'UTC'`.execute(tx);
}

/** The schema's tables with their stored columns, by name. */
export async function listTables(db: Db): Promise<TableShape[]> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push(row.column_name);
    tables.set(row.table_name, columns);
  }
  return [...tables].map(([name, columns]) => ({ name, columns })).sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** Every row of a table as one JSON text each, in one order whatever the database (byte order). */
export async function readTableLines(db: Db, table: TableShape): Promise<string[]> {
  const columns = sql.join(table.columns.map((c) => sql.id(c)));
  const { rows } = await sql<{ line: string }>`
    SELECT line FROM (
      SELECT row_to_json(s)::text AS line FROM (SELECT ${columns} FROM ${sql.table(table.name)}) s
    ) r ORDER BY line COLLATE "C"`.execute(db);
  return rows.map((r) => r.line);
}

/** The schema's sequences and where each stands (identity columns' and standalone ones). */
export async function readSequences(db: Db): Promise<SequenceState[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'S' AND n.nspname = current_schema() ORDER BY c.relname`.execute(db);
  const states: SequenceState[] = [];
  for (const { name } of rows) {
    const { rows: state } = await sql<{ last_value: string; is_called: boolean }>`
      SELECT last_value::text AS last_value, is_called FROM ${sql.table(name)}`.execute(db);
    states.push({ name, lastValue: state[0]!.last_value, isCalled: state[0]!.is_called });
  }
  return states;
}

/** The migrations applied to this database, in order; none when it was never migrated. */
export async function readAppliedMigrations(db: Db): Promise<string[]> {
  const { rows: found } = await sql<{ found: boolean }>`
    SELECT to_regclass('schema_migrations') IS NOT NULL AS found`.execute(db);
  if (!found[0]?.found) return [];
  const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(db);
  return rows.map((r) => r.name);
}

/** Whether the schema holds no table at all (a fresh database or data folder). */
export async function isSchemaEmpty(db: Db): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND n.nspname = current_schema()`.execute(db);
  return rows[0]!.n === 0;
}

/**
 * Empties the schema for a forced restore: its tables, sequences and functions (not those of
 * extensions, such as pg_trgm's in public).
 */
export async function dropSchemaObjects(db: Db): Promise<void> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema()
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')`.execute(db);
  for (const { name } of tables) await sql`DROP TABLE IF EXISTS ${sql.table(name)} CASCADE`.execute(db);
  const { rows: sequences } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'S' AND n.nspname = current_schema()
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')`.execute(db);
  for (const { name } of sequences) await sql`DROP SEQUENCE IF EXISTS ${sql.table(name)} CASCADE`.execute(db);
  const { rows: functions } = await sql<{ signature: string }>`
    SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
    JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema()
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`.execute(db);
  for (const { signature } of functions)
    await sql`DROP FUNCTION IF EXISTS ${sql.raw(signature)} CASCADE`.execute(db);
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** The schema's foreign keys, with the definition that adds each back. */
export async function readForeignKeys(db: Db): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    SELECT c.relname AS "table", k.conname AS name, pg_get_constraintdef(k.oid) AS definition
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE k.contype = 'f' AND n.nspname = current_schema() ORDER BY c.relname, k.conname`.execute(db);
  return rows;
}

export async function dropForeignKey(db: Db, key: ForeignKey): Promise<void> {
  await sql`ALTER TABLE ${sql.table(key.table)} DROP CONSTRAINT ${sql.id(key.name)}`.execute(db);
}

/** Adds a foreign key back; PostgreSQL checks every restored row against it. */
export async function addForeignKey(db: Db, key: ForeignKey): Promise<void> {
  await sql`ALTER TABLE ${sql.table(key.table)} ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
    db,
  );
}

/** Removes the rows migrations put in a table, before the backup's rows go in. */
export async function clearTable(db: Db, table: string): Promise<void> {
  await sql`DELETE FROM ${sql.table(table)}`.execute(db);
}

/**
 * Inserts rows given as JSON texts; the database turns each field back into its column's type
 * (timestamps, JSON, arrays, bytes), and keeps the stored identities.
 */
export async function insertLines(db: Db, table: string, columns: string[], lines: string[]): Promise<void> {
  const list = sql.join(columns.map((c) => sql.id(c)));
  await sql`
    INSERT INTO ${sql.table(table)} (${list}) OVERRIDING SYSTEM VALUE
    SELECT ${list} FROM json_populate_recordset(NULL::${sql.table(table)}, ${`[${lines.join(",")}]`}::json)`.execute(
    db,
  );
}

export async function setSequence(db: Db, state: SequenceState): Promise<void> {
  await sql`SELECT setval(quote_ident(${state.name})::regclass, ${state.lastValue}::bigint, ${state.isCalled})`.execute(
    db,
  );
}
