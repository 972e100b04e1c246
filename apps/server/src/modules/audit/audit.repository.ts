import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditRow {
  actorUserId: string | null;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Appends one entry (inside the caller's transaction, so a change and its record stand together). */
export async function insertAuditEntry(db: Db, row: AuditRow): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor_user_id: row.actorUserId,
      actor_name: row.actorName,
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      before: row.before === undefined || row.before === null ? null : JSON.stringify(row.before),
      after: row.after === undefined || row.after === null ? null : JSON.stringify(row.after),
    })
    .execute();
}

export interface AuditFilter {
  entityType?: string;
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom("audit_log");
  if (filter.entityType) query = query.where("entity_type", "=", filter.entityType);
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.actor) {
    const pattern = `%${filter.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where("actor_name", "ilike", pattern);
  }
  if (filter.from) query = query.where("created_at", ">=", new Date(`${filter.from}T00:00:00Z`));
  if (filter.to)
    query = query.where(
      sql<boolean>`created_at < ${`${filter.to}T00:00:00Z`}::timestamptz + interval '1 day'`,
    );
  return query;
}

/** One page of entries, newest first, and how many match. */
export async function listAuditEntries(db: Db, filter: AuditFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select([
        "id",
        "actor_user_id",
        "actor_name",
        "action",
        "entity_type",
        "entity_id",
        "before",
        "after",
        "created_at",
      ])
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The kinds of object the log holds, for the filter. */
export async function listAuditEntityTypes(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select("entity_type")
    .distinct()
    .orderBy("entity_type")
    .execute();
  return rows.map((r) => r.entity_type);
}
