import crypto from "node:crypto";
import { RETENTION_DAYS } from "@app/domain/retention";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { Scheduler } from "../../lib/scheduler.ts";
import { listScheduledJobs } from "../../scheduled-jobs.ts";
import { createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();

/** An instant a number of days (and a little) before now, as SQL. */
const daysAgo = (days: number) => sql`now() - ${`${days} days`}::interval`;
const older = (kind: keyof typeof RETENTION_DAYS) => daysAgo(RETENTION_DAYS[kind] + 1);
const newer = (kind: keyof typeof RETENTION_DAYS) => daysAgo(RETENTION_DAYS[kind] - 1);

async function ids(query: ReturnType<typeof sql<{ id: string }>>) {
  return (await query.execute(t.database.db)).rows.map((r) => String(r.id));
}

describe("retention: old data purged on a schedule (issue 20)", () => {
  it("runs daily from the server's job list, and purges only what is past its period", async () => {
    const db = t.database.db;
    const { user } = await createUser(t);
    const link = async (
      label: string,
      expiresAt: ReturnType<typeof sql>,
      usedAt: ReturnType<typeof sql> | null,
    ) => {
      const row = await sql<{
        id: string;
      }>`INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at, used_at)
        VALUES (${user.id}, 'reset-password', ${`${label}-${crypto.randomBytes(8).toString("hex")}`}, ${expiresAt}, ${usedAt})
        RETURNING id`.execute(db);
      return String(row.rows[0]!.id);
    };
    const expiredLongAgo = await link("old", older("spentLinks"), null);
    const usedLongAgo = await link("used", sql`now() + interval '1 hour'`, older("spentLinks"));
    const expiredRecently = await link("recent", newer("spentLinks"), null);
    const stillValid = await link("valid", sql`now() + interval '1 hour'`, null);

    const failure = (key: string, last: ReturnType<typeof sql>, blockedUntil: ReturnType<typeof sql>) =>
      sql`INSERT INTO login_failures (key, failures, last_failure_at, blocked_until)
        VALUES (${key}, 3, ${last}, ${blockedUntil})`.execute(db);
    await failure("acct:old", older("signInFailures"), older("signInFailures"));
    await failure("acct:old-but-blocked", older("signInFailures"), sql`now() + interval '1 hour'`);
    await failure("acct:recent", newer("signInFailures"), newer("signInFailures"));

    const mail = async (at: ReturnType<typeof sql>) =>
      (
        await sql<{ id: number }>`INSERT INTO email_outbox (to_email, subject, text_body, created_at)
        VALUES ('p@example.test', 'Confirm Leo', 'Leo asked', ${at}) RETURNING id`.execute(db)
      ).rows[0]!.id;
    const oldMail = await mail(older("outboxMail"));
    const newMail = await mail(newer("outboxMail"));

    const entry = async (at: ReturnType<typeof sql>) =>
      String(
        (
          await sql<{
            id: string;
          }>`INSERT INTO audit_log (actor_name, action, entity_type, entity_id, before, after, created_at)
          VALUES ('Ada', 'lesson.cancel', 'lesson', '1', '{"student_name":"Leo"}', '{"status":"cancelled"}', ${at})
          RETURNING id`.execute(db)
        ).rows[0]!.id,
      );
    const oldEntry = await entry(older("auditSnapshots"));
    const newEntry = await entry(newer("auditSnapshots"));

    const jobs = listScheduledJobs(t.app.deps);
    const job = jobs.find((j) => j.name === "privacy-retention")!;
    expect(job).toMatchObject({ everyMs: 24 * 60 * 60 * 1000, runAtStart: true });
    await new Scheduler(jobs, t.app.log).runNow("privacy-retention");

    const links = await ids(sql<{ id: string }>`SELECT id FROM auth_tokens WHERE user_id = ${user.id}`);
    expect(links.sort()).toEqual([expiredRecently, stillValid].sort());
    expect(links).not.toContain(expiredLongAgo);
    expect(links).not.toContain(usedLongAgo);

    const keys = (await sql<{ key: string }>`SELECT key FROM login_failures ORDER BY key`.execute(db)).rows;
    expect(keys.map((r) => r.key)).toEqual(["acct:old-but-blocked", "acct:recent"]);

    const mails = (
      await sql<{ id: number }>`SELECT id FROM email_outbox WHERE id IN (${oldMail}, ${newMail})`.execute(db)
    ).rows;
    expect(mails.map((r) => r.id)).toEqual([newMail]);

    const entries = (
      await sql<{ id: string; before: unknown; after: unknown }>`
        SELECT id::text AS id, before, after FROM audit_log WHERE audit_log.id IN (${oldEntry}, ${newEntry}) ORDER BY audit_log.id`.execute(
        db,
      )
    ).rows;
    expect(entries).toEqual([
      { id: oldEntry, before: null, after: null },
      { id: newEntry, before: { student_name: "Leo" }, after: { status: "cancelled" } },
    ]);
  });
});
