import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

const THREAD_COLUMNS = [
  "message_threads.id",
  "message_threads.kind",
  "message_threads.student_id",
  "message_threads.tutor_user_id",
  "message_threads.user_id",
  "message_threads.created_at",
  "message_threads.last_message_at",
] as const;

export type ThreadRow = Awaited<ReturnType<typeof findThread>> & {};

export function findThread(db: Db, id: number) {
  return db.selectFrom("message_threads").select(THREAD_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** Finds the (student, tutor) or (user, admins) thread, creating it first when there is none. */
export async function findOrCreateThread(
  db: Db,
  key: { kind: "tutor"; studentId: number; tutorUserId: string } | { kind: "support"; userId: string },
) {
  const values =
    key.kind === "tutor"
      ? { kind: key.kind, student_id: key.studentId, tutor_user_id: key.tutorUserId }
      : { kind: key.kind, user_id: key.userId };
  await db
    .insertInto("message_threads")
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .execute();
  let query = db.selectFrom("message_threads").select(THREAD_COLUMNS).where("kind", "=", key.kind);
  query =
    key.kind === "tutor"
      ? query.where("student_id", "=", key.studentId).where("tutor_user_id", "=", key.tutorUserId)
      : query.where("user_id", "=", key.userId);
  return query.executeTakeFirstOrThrow();
}

/** The tutor threads of some students (their family's view). */
export function listStudentThreads(db: Db, studentIds: readonly number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("message_threads")
    .select(THREAD_COLUMNS)
    .where("kind", "=", "tutor")
    .where("student_id", "in", studentIds)
    .execute();
}

/** A tutor's threads with the students assigned to them now. */
export function listTutorThreads(db: Db, tutorUserId: string) {
  return db
    .selectFrom("message_threads")
    .select(THREAD_COLUMNS)
    .where("message_threads.kind", "=", "tutor")
    .where("message_threads.tutor_user_id", "=", tutorUserId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("tutor_student_assignments as a")
          .select("a.id")
          .whereRef("a.student_id", "=", "message_threads.student_id")
          .whereRef("a.tutor_user_id", "=", "message_threads.tutor_user_id")
          .where("a.unassigned_at", "is", null),
      ),
    )
    .execute();
}

/** One user's support thread, or every user's (an admin's inbox: the latest 200 with messages). */
export function listSupportThreads(db: Db, userId: string | null) {
  let query = db.selectFrom("message_threads").select(THREAD_COLUMNS).where("kind", "=", "support");
  query = userId
    ? query.where("user_id", "=", userId)
    : query.where("last_message_at", "is not", null).orderBy("last_message_at", "desc").limit(200);
  return query.execute();
}

/** What the access rule needs about students: their logins, parent, consent and current tutors. */
export async function listStudentFacts(db: Db, studentIds: readonly number[]) {
  if (studentIds.length === 0) return [];
  const [profiles, tutors] = await Promise.all([
    db
      .selectFrom("student_profiles")
      .select([
        "id",
        "user_id",
        "parent_user_id",
        "first_name",
        "last_name",
        "parent_consent_required",
        "parent_consented_at",
      ])
      .where("id", "in", studentIds)
      .execute(),
    db
      .selectFrom("tutor_student_assignments")
      .select(["student_id", "tutor_user_id"])
      .where("student_id", "in", studentIds)
      .where("unassigned_at", "is", null)
      .execute(),
  ]);
  return profiles.map((p) => ({
    ...p,
    tutorIds: tutors.filter((t) => t.student_id === p.id).map((t) => t.tutor_user_id),
  }));
}

/** A user's own student profile (the consent rule for their support thread). */
export function findStudentOfUser(db: Db, userId: string) {
  return db
    .selectFrom("student_profiles")
    .select(["id", "parent_consent_required", "parent_consented_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export function listUsers(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "role", "tutor_status"])
    .where("id", "in", [...new Set(ids)])
    .execute();
}

/** The tutors assigned to a student now, with their names. */
export function listCurrentTutors(db: Db, studentId: number) {
  return db
    .selectFrom("tutor_student_assignments as a")
    .innerJoin("users as u", "u.id", "a.tutor_user_id")
    .select(["u.id", "u.first_name", "u.last_name"])
    .where("a.student_id", "=", studentId)
    .where("a.unassigned_at", "is", null)
    .where("u.tutor_status", "=", "approved")
    .orderBy("a.assigned_at")
    .execute();
}

/** The students assigned to a tutor now, with their names. */
export function listCurrentStudents(db: Db, tutorUserId: string) {
  return db
    .selectFrom("tutor_student_assignments as a")
    .innerJoin("student_profiles as s", "s.id", "a.student_id")
    .select(["s.id", "s.first_name", "s.last_name"])
    .where("a.tutor_user_id", "=", tutorUserId)
    .where("a.unassigned_at", "is", null)
    .orderBy("s.first_name")
    .execute();
}

/** Each thread's newest message. */
export function listLastMessages(db: Db, threadIds: readonly number[]) {
  if (threadIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("messages")
    .distinctOn("thread_id")
    .select(["thread_id", "id", "body", "created_at", "sender_user_id"])
    .where("thread_id", "in", threadIds)
    .orderBy("thread_id")
    .orderBy("id", "desc")
    .execute();
}

/**
 * Unread messages per thread for one reader: the ones from the side (`fromStaff`) opposite the
 * reader's, after the reader's read mark.
 */
export async function countUnread(
  db: Db,
  readerId: string,
  threads: readonly { id: number; fromStaff: boolean }[],
) {
  const counts = new Map<number, number>();
  for (const fromStaff of [true, false]) {
    const ids = threads.filter((t) => t.fromStaff === fromStaff).map((t) => t.id);
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom("messages as m")
      .leftJoin("message_reads as r", (join) =>
        join.onRef("r.thread_id", "=", "m.thread_id").on("r.user_id", "=", readerId),
      )
      .select(["m.thread_id", (eb) => eb.fn.countAll<string>().as("n")])
      .where("m.thread_id", "in", ids)
      .where("m.from_staff", "=", fromStaff)
      .where((eb) => eb("m.id", ">", eb.fn.coalesce("r.last_read_message_id", sql<number>`0`)))
      .groupBy("m.thread_id")
      .execute();
    for (const row of rows) counts.set(row.thread_id, Number(row.n));
  }
  return counts;
}

const MESSAGE_COLUMNS = [
  "m.id",
  "m.thread_id",
  "m.sender_user_id",
  "m.from_staff",
  "m.body",
  "m.created_at",
  "u.first_name",
  "u.last_name",
] as const;

/** A page of a thread's history, newest first (the caller turns it round). */
export function listMessages(db: Db, threadId: number, before: number | undefined, limit: number) {
  let query = db
    .selectFrom("messages as m")
    .leftJoin("users as u", "u.id", "m.sender_user_id")
    .select(MESSAGE_COLUMNS)
    .where("m.thread_id", "=", threadId);
  if (before !== undefined) query = query.where("m.id", "<", before);
  return query.orderBy("m.id", "desc").limit(limit).execute();
}

export function findMessage(db: Db, id: number) {
  return db
    .selectFrom("messages as m")
    .leftJoin("users as u", "u.id", "m.sender_user_id")
    .select(MESSAGE_COLUMNS)
    .where("m.id", "=", id)
    .executeTakeFirst();
}

export type MessageRow = Awaited<ReturnType<typeof findMessage>> & {};

export function listAttachments(db: Db, messageIds: readonly number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("message_attachments")
    .selectAll()
    .where("message_id", "in", messageIds)
    .orderBy("id")
    .execute();
}

export type AttachmentRow = Awaited<ReturnType<typeof listAttachments>>[number];

/**
 * Sends a message in one transaction: the message, its uploaded files bound to it (only the
 * sender's own, still unsent, in this thread), the thread's time, and the sender's read mark.
 * Answers null when an attachment was not the sender's to send.
 */
export function insertMessage(
  db: Kysely<Database>,
  input: { threadId: number; senderId: string; fromStaff: boolean; body: string; attachmentIds: number[] },
) {
  return db.transaction().execute(async (tx) => {
    const message = await tx
      .insertInto("messages")
      .values({
        thread_id: input.threadId,
        sender_user_id: input.senderId,
        from_staff: input.fromStaff,
        body: input.body,
      })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    if (input.attachmentIds.length > 0) {
      const bound = await tx
        .updateTable("message_attachments")
        .set({ message_id: message.id })
        .where("id", "in", input.attachmentIds)
        .where("thread_id", "=", input.threadId)
        .where("uploaded_by", "=", input.senderId)
        .where("message_id", "is", null)
        .executeTakeFirst();
      if (Number(bound.numUpdatedRows) !== input.attachmentIds.length) {
        throw new UnknownAttachmentError();
      }
    }
    await tx
      .updateTable("message_threads")
      .set({ last_message_at: message.created_at })
      .where("id", "=", input.threadId)
      .execute();
    await upsertReadMark(tx, input.threadId, input.senderId, message.id);
    return message;
  });
}

export class UnknownAttachmentError extends Error {}

/** Moves a reader's mark forward (never back). */
export async function upsertReadMark(db: Db, threadId: number, userId: string, upTo: number) {
  await db
    .insertInto("message_reads")
    .values({ thread_id: threadId, user_id: userId, last_read_message_id: upTo, read_at: new Date() })
    .onConflict((oc) =>
      oc.columns(["thread_id", "user_id"]).doUpdateSet({
        last_read_message_id: sql<number>`greatest(message_reads.last_read_message_id, excluded.last_read_message_id)`,
        read_at: sql<Date>`excluded.read_at`,
      }),
    )
    .execute();
}

export async function findNewestMessageId(db: Db, threadId: number): Promise<number | null> {
  const row = await db
    .selectFrom("messages")
    .select("id")
    .where("thread_id", "=", threadId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export function insertAttachment(
  db: Db,
  values: {
    thread_id: number;
    file_id: string;
    original_name: string;
    content_type: string;
    size_bytes: number;
    uploaded_by: string;
  },
) {
  return db.insertInto("message_attachments").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Files a user uploaded to a thread and has not sent yet. */
export async function countPendingAttachments(db: Db, threadId: number, userId: string) {
  const row = await db
    .selectFrom("message_attachments")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("thread_id", "=", threadId)
    .where("uploaded_by", "=", userId)
    .where("message_id", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findAttachment(db: Db, threadId: number, attachmentId: number) {
  return db
    .selectFrom("message_attachments")
    .selectAll()
    .where("thread_id", "=", threadId)
    .where("id", "=", attachmentId)
    .executeTakeFirst();
}

/** Of these users, the ones whose own student profile awaits a parent's confirmation. */
export async function listConsentPendingUsers(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("student_profiles")
    .select("user_id")
    .where("user_id", "in", [...new Set(userIds)])
    .where("parent_consent_required", "=", true)
    .where("parent_consented_at", "is", null)
    .execute();
  return new Set(rows.map((r) => r.user_id!));
}
