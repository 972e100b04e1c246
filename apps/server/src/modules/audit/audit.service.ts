import { AUDIT_PAGE_SIZE, type AuditListResponse, type AuditQuery } from "@app/contract/audit";
import type { FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import * as repo from "./audit.repository.ts";

/** Who made a change, as the log records it (the name is kept even if the account goes). */
export interface Actor {
  id: string;
  name: string;
}

/** The signed-in admin behind a request, as an actor of the audit log. */
export function toActor(req: FastifyRequest): Actor {
  const row = req.authRow;
  const user = req.authUser;
  if (!user) throw new Error("toActor needs a signed-in caller");
  return { id: user.id, name: row ? `${row.first_name} ${row.last_name}`.trim() : user.id };
}

export interface AdminChange {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an admin's change. Call it in the same transaction as the change itself, so that the
 * log never lacks a change that happened nor holds one that did not.
 */
export async function recordAdminChange(
  db: Kysely<Database> | Transaction<Database>,
  actor: Actor,
  change: AdminChange,
): Promise<void> {
  await repo.insertAuditEntry(db, {
    actorUserId: actor.id,
    actorName: actor.name,
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** One page of the log, newest first, with the filters an admin chose. */
export async function listAudit(deps: Deps, query: AuditQuery): Promise<AuditListResponse> {
  const page = Number(query.page ?? 1);
  const filter = {
    entityType: query.entity_type,
    action: query.action,
    actor: query.actor,
    from: query.from,
    to: query.to,
  };
  const [{ rows, total }, entityTypes] = await Promise.all([
    repo.listAuditEntries(deps.db, filter, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE),
    repo.listAuditEntityTypes(deps.db),
  ]);
  return {
    entries: rows.map((r) => ({
      id: String(r.id),
      actor: { id: r.actor_user_id, name: r.actor_name },
      action: r.action,
      entity_type: r.entity_type,
      entity_id: r.entity_id,
      before: r.before ?? null,
      after: r.after ?? null,
      created_at: new Date(r.created_at).toISOString(),
    })),
    page,
    page_size: AUDIT_PAGE_SIZE,
    total,
    entity_types: entityTypes,
  };
}
