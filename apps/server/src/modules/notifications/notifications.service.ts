import {
  type MyNotificationsResponse,
  NOTIFICATION_MESSAGES,
  type NotificationAudience,
  type SentNotification,
  type sendNotificationRequestSchema,
} from "@app/contract/notifications";
import { PRODUCT_NAME } from "@app/contract/product";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { badRequest, notFound } from "../../lib/app-error.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import * as repo from "./notifications.repository.ts";

/** How many notifications a bell shows. */
const BELL_LIMIT = 20;

const toQuery = (audience: NotificationAudience): repo.AudienceQuery =>
  audience.kind === "users" ? { kind: "users", userIds: [...new Set(audience.user_ids)] } : audience;

/**
 * Sends an in-app notification to everyone an audience reaches, and the same message by e-mail
 * when asked (through the outbox, and SMTP where configured, after the answer is sent). Recorded
 * in the audit log.
 */
export async function sendNotification(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof sendNotificationRequestSchema>,
): Promise<{ id: number; recipient_count: number }> {
  const query = toQuery(input.audience);
  const result = await deps.db.transaction().execute(async (tx) => {
    const users = await repo.listAudienceUsers(tx, query);
    if (query.kind === "users" && users.length !== query.userIds.length)
      throw badRequest(NOTIFICATION_MESSAGES.unknownUsers, {
        "audience.user_ids": [NOTIFICATION_MESSAGES.unknownUsers],
      });
    if (users.length === 0)
      throw badRequest(NOTIFICATION_MESSAGES.noRecipients, {
        audience: [NOTIFICATION_MESSAGES.noRecipients],
      });
    const id = await repo.insertNotification(tx, {
      title: input.title,
      body: input.body,
      linkUrl: input.link_url,
      audience: input.audience,
      sendEmail: input.send_email,
      sentBy: actor.id,
      userIds: users.map((u) => u.id),
    });
    await recordAdminChange(tx, actor, {
      action: "notification.send",
      entityType: "notification",
      entityId: id,
      after: {
        title: input.title,
        audience: input.audience,
        send_email: input.send_email,
        recipients: users.length,
      },
    });
    return { id, users };
  });
  if (input.send_email) {
    const link = input.link_url ? `\n\n${deps.config.appUrl}${input.link_url}` : "";
    const emails = result.users.flatMap((u) => (u.email ? [u.email] : []));
    deps.jobs.enqueue("notification e-mails", async () => {
      for (const to of emails)
        await deps.mailer.send({
          to,
          subject: `${PRODUCT_NAME}: ${input.title}`,
          text: `${input.body}${link}`,
        });
    });
  }
  return { id: result.id, recipient_count: result.users.length };
}

/**
 * Tells every admin something the platform noticed (a card payment it could not apply), in their
 * bell, in the caller's transaction; no admin sent it, so it stays out of the "sent" list.
 */
export async function notifyAdmins(
  db: Kysely<Database> | Transaction<Database>,
  note: { title: string; body: string; linkUrl: string },
): Promise<number> {
  const admins = await repo.listAudienceUsers(db, { kind: "role", role: "admin" });
  return notifyUsers(
    db,
    admins.map((a) => a.id),
    note,
  );
}

/**
 * Tells some users something the platform noticed (the tutor's guardrails telling a parent), in
 * their bell, in the caller's transaction; like `notifyAdmins`, it stays out of the "sent" list.
 */
export async function notifyUsers(
  db: Kysely<Database> | Transaction<Database>,
  userIds: readonly string[],
  note: { title: string; body: string; linkUrl: string },
): Promise<number> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return 0;
  await repo.insertNotification(db, {
    title: note.title,
    body: note.body,
    linkUrl: note.linkUrl,
    audience: repo.SYSTEM_AUDIENCE,
    sendEmail: false,
    sentBy: null,
    userIds: ids,
  });
  return ids.length;
}

/** What admins sent, newest first. */
export async function listSent(deps: Deps): Promise<{ notifications: SentNotification[] }> {
  const rows = await repo.listSentNotifications(deps.db, 100);
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      link_url: r.link_url,
      audience: r.audience as NotificationAudience,
      send_email: r.send_email,
      recipient_count: r.recipient_count,
      read_count: Number(r.read_count ?? 0),
      sent_by: r.first_name ? `${r.first_name} ${r.last_name}` : "Deleted user",
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/** A signed-in user's bell: the newest notifications and the unread count. */
export async function listMine(deps: Deps, userId: string): Promise<MyNotificationsResponse> {
  const [rows, unread] = await Promise.all([
    repo.listUserNotifications(deps.db, userId, BELL_LIMIT),
    repo.countUnread(deps.db, userId),
  ]);
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      link_url: r.link_url,
      created_at: new Date(r.created_at).toISOString(),
      read_at: r.read_at ? new Date(r.read_at).toISOString() : null,
    })),
    unread_count: unread,
  };
}

/** Marks one of the caller's notifications read; someone else's is a 404. */
export async function markMineRead(deps: Deps, userId: string, id: number): Promise<void> {
  if (!(await repo.markRead(deps.db, userId, id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
}

export async function markAllMineRead(deps: Deps, userId: string): Promise<void> {
  await repo.markAllRead(deps.db, userId);
}
