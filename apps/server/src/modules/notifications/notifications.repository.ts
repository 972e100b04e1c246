import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type AudienceQuery =
  | { kind: "everyone" }
  | { kind: "role"; role: "student" | "parent" | "tutor" | "admin" }
  | { kind: "plan"; plan: "ai-only" | "tutor-lite" | "tutor-plus" }
  | { kind: "users"; userIds: string[] };

/**
 * The accounts an audience reaches (switched-off logins left out). A plan reaches its students
 * and the parents of children on it.
 */
export function listAudienceUsers(db: Db, audience: AudienceQuery) {
  let query = db
    .selectFrom("users")
    .select(["users.id", "users.email"])
    .where("users.disabled_at", "is", null);
  if (audience.kind === "role") query = query.where("users.role", "=", audience.role);
  if (audience.kind === "users") query = query.where("users.id", "in", audience.userIds);
  if (audience.kind === "plan")
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("student_profiles")
          .select("student_profiles.id")
          .where("student_profiles.plan", "=", audience.plan)
          .where((inner) =>
            inner.or([
              inner("student_profiles.user_id", "=", inner.ref("users.id")),
              inner("student_profiles.parent_user_id", "=", inner.ref("users.id")),
            ]),
          ),
      ),
    );
  return query.execute();
}

export async function insertNotification(
  db: Db,
  row: {
    title: string;
    body: string;
    linkUrl: string | null;
    audience: unknown;
    sendEmail: boolean;
    /** Null when the platform, not an admin, sends it. */
    sentBy: string | null;
    userIds: string[];
    /** What happened, when the platform writes it (decision 042). */
    kind?: string;
    /** The child it is about, deleted with the child's data. */
    aboutStudentId?: number | null;
  },
): Promise<number> {
  const inserted = await db
    .insertInto("notifications")
    .values({
      title: row.title,
      body: row.body,
      link_url: row.linkUrl,
      audience: JSON.stringify(row.audience),
      send_email: row.sendEmail,
      recipient_count: row.userIds.length,
      sent_by_user_id: row.sentBy,
      kind: row.kind ?? null,
      about_student_id: row.aboutStudentId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // In slices, so "everyone" on a large site stays within the driver's parameter limit.
  for (let i = 0; i < row.userIds.length; i += 5000) {
    await db
      .insertInto("notification_recipients")
      .values(
        row.userIds.slice(i, i + 5000).map((userId) => ({ notification_id: inserted.id, user_id: userId })),
      )
      .execute();
  }
  return inserted.id;
}

/** The audience the platform's own notifications carry, so the admins' "sent" list leaves them out. */
export const SYSTEM_AUDIENCE = { kind: "system" } as const;

/** What admins sent, newest first, with how many recipients have read each. */
export function listSentNotifications(db: Db, limit: number) {
  return db
    .selectFrom("notifications")
    .leftJoin("users", "users.id", "notifications.sent_by_user_id")
    .select((eb) => [
      "notifications.id",
      "notifications.title",
      "notifications.body",
      "notifications.link_url",
      "notifications.audience",
      "notifications.send_email",
      "notifications.recipient_count",
      "notifications.created_at",
      "users.first_name",
      "users.last_name",
      eb
        .selectFrom("notification_recipients")
        .select((inner) => inner.fn.countAll<string>().as("n"))
        .whereRef("notification_recipients.notification_id", "=", "notifications.id")
        .where("notification_recipients.read_at", "is not", null)
        .as("read_count"),
    ])
    .where(sql<string>`notifications.audience->>'kind'`, "<>", SYSTEM_AUDIENCE.kind)
    .orderBy("notifications.id", "desc")
    .limit(limit)
    .execute();
}

/** A user's newest notifications. */
export function listUserNotifications(db: Db, userId: string, limit: number) {
  return db
    .selectFrom("notification_recipients")
    .innerJoin("notifications", "notifications.id", "notification_recipients.notification_id")
    .select([
      "notifications.id",
      "notifications.title",
      "notifications.body",
      "notifications.link_url",
      "notifications.created_at",
      "notification_recipients.read_at",
    ])
    .where("notification_recipients.user_id", "=", userId)
    .orderBy("notifications.id", "desc")
    .limit(limit)
    .execute();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("notification_recipients")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of a user's notifications read; answers whether the user has it. */
export async function markRead(db: Db, userId: string, notificationId: number): Promise<boolean> {
  const result = await db
    .updateTable("notification_recipients")
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where("user_id", "=", userId)
    .where("notification_id", "=", notificationId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .updateTable("notification_recipients")
    .set({ read_at: sql`now()` })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .execute();
}

/** People's names and e-mail addresses, for the platform's own notifications (switched-off logins left out). */
export function listContacts(db: Db, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("users")
    .select(["id", "email", "role"])
    .where("id", "in", userIds)
    .where("disabled_at", "is", null)
    .execute();
}

/** The stored choices of some people for one kind. */
export function listPreferencesOf(db: Db, userIds: string[], kind: string) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("notification_preferences")
    .select(["user_id", "bell", "email"])
    .where("user_id", "in", userIds)
    .where("kind", "=", kind)
    .execute();
}

/** One person's stored choices, every kind. */
export function listMyPreferences(db: Db, userId: string) {
  return db
    .selectFrom("notification_preferences")
    .select(["kind", "bell", "email"])
    .where("user_id", "=", userId)
    .execute();
}

/** Stores one person's choices (one row per kind, replaced). */
export async function savePreferences(
  db: Db,
  userId: string,
  choices: { kind: string; bell: boolean; email: boolean }[],
): Promise<void> {
  await db
    .insertInto("notification_preferences")
    .values(choices.map((c) => ({ user_id: userId, kind: c.kind, bell: c.bell, email: c.email })))
    .onConflict((oc) =>
      oc.columns(["user_id", "kind"]).doUpdateSet((eb) => ({
        bell: eb.ref("excluded.bell"),
        email: eb.ref("excluded.email"),
        updated_at: sql`now()`,
      })),
    )
    .execute();
}
