import { type RetainedKind, retentionCutoffs } from "@app/domain/retention";
import type { Deps } from "../../deps.ts";
import * as repo from "./retention.repository.ts";

/**
 * Purges what the platform no longer needs (issue 20): spent reset, verification and consent
 * links, stale sign-in failures, old outbox e-mail and old audit snapshots, each after its period
 * (packages/domain/src/retention.ts). Sessions are signed tokens the server does not store, so
 * nothing of them is kept to purge. Answers how many rows each kind lost.
 */
export async function purgeExpiredData(deps: Deps, now = new Date()): Promise<Record<RetainedKind, number>> {
  const cutoff = retentionCutoffs(now);
  return {
    spentLinks: await repo.deleteSpentLinks(deps.db, cutoff.spentLinks),
    signInFailures: await repo.deleteOldSignInFailures(deps.db, cutoff.signInFailures, now),
    outboxMail: await repo.deleteOldOutboxMail(deps.db, cutoff.outboxMail),
    auditSnapshots: await repo.clearOldAuditSnapshots(deps.db, cutoff.auditSnapshots),
  };
}
