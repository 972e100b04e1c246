import { type Interval, MAX_LESSON_MINUTES } from "@app/domain/booking";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

// Tutors and their calendars.

/** Approved tutors taking bookings, with their profile. */
export function listBookableTutors(db: Db, tutorUserId?: string) {
  return db
    .selectFrom("tutor_calendars as c")
    .innerJoin("users as u", "u.id", "c.tutor_user_id")
    .select([
      "u.id",
      "u.first_name",
      "u.last_name",
      "c.time_zone",
      "c.subjects",
      "c.bio",
      "c.languages",
      "c.age_min",
      "c.age_max",
      "u.avatar_url",
      "u.created_at",
      // Lessons taught: one-to-one lessons already held (not cancelled), a fact families can check.
      (eb) =>
        eb
          .selectFrom("lessons as l")
          .select(sql<string>`count(*)`.as("n"))
          .whereRef("l.tutor_user_id", "=", "c.tutor_user_id")
          .where("l.status", "!=", "cancelled")
          .where("l.starts_at", "<", sql<Date>`now()`)
          .as("lessons_taught"),
      (eb) =>
        eb
          .selectFrom("tutor_availability as a")
          .select(sql<string>`coalesce(sum(a.end_minute - a.start_minute), 0)`.as("m"))
          .whereRef("a.tutor_user_id", "=", "c.tutor_user_id")
          .as("weekly_minutes"),
    ])
    .where("u.role", "=", "tutor")
    .where("u.tutor_status", "=", "approved")
    .$if(tutorUserId !== undefined, (q) => q.where("u.id", "=", tutorUserId!))
    .orderBy("u.first_name")
    .orderBy("u.last_name")
    .execute();
}

export function findCalendar(db: Db, tutorUserId: string) {
  return db
    .selectFrom("tutor_calendars")
    .selectAll()
    .where("tutor_user_id", "=", tutorUserId)
    .executeTakeFirst();
}

/** Locks a tutor's calendar row until the transaction ends (bookings of one tutor take turns). */
export function lockCalendar(db: Db, tutorUserId: string) {
  return db
    .selectFrom("tutor_calendars")
    .select(["tutor_user_id", "time_zone"])
    .where("tutor_user_id", "=", tutorUserId)
    .forUpdate()
    .executeTakeFirst();
}

export function listWindows(db: Db, tutorUserId: string) {
  return db
    .selectFrom("tutor_availability")
    .select(["weekday", "start_minute", "end_minute"])
    .where("tutor_user_id", "=", tutorUserId)
    .orderBy("weekday")
    .orderBy("start_minute")
    .execute();
}

export async function listDaysOff(db: Db, tutorUserId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("tutor_days_off")
    .select("day")
    .where("tutor_user_id", "=", tutorUserId)
    .orderBy("day")
    .execute();
  return rows.map((r) => r.day);
}

/** Replaces a tutor's calendar: profile, weekly windows and days off. */
export async function saveCalendar(
  db: Db,
  tutorUserId: string,
  values: {
    timeZone: string;
    subjects: string[];
    windows: { weekday: number; start_minute: number; end_minute: number }[];
    daysOff: string[];
    /** The card's fields to change; a field left out keeps its saved value. */
    card: { bio?: string; languages?: string[]; age_min?: number | null; age_max?: number | null };
  },
): Promise<void> {
  const card = {
    ...(values.card.bio !== undefined ? { bio: values.card.bio } : {}),
    ...(values.card.languages !== undefined ? { languages: JSON.stringify(values.card.languages) } : {}),
    ...(values.card.age_min !== undefined ? { age_min: values.card.age_min } : {}),
    ...(values.card.age_max !== undefined ? { age_max: values.card.age_max } : {}),
  };
  await db
    .insertInto("tutor_calendars")
    .values({
      tutor_user_id: tutorUserId,
      time_zone: values.timeZone,
      subjects: JSON.stringify(values.subjects),
      ...card,
    })
    .onConflict((oc) =>
      oc.column("tutor_user_id").doUpdateSet({
        time_zone: values.timeZone,
        subjects: JSON.stringify(values.subjects),
        ...card,
        updated_at: new Date(),
      }),
    )
    .execute();
  await db.deleteFrom("tutor_availability").where("tutor_user_id", "=", tutorUserId).execute();
  await db.deleteFrom("tutor_days_off").where("tutor_user_id", "=", tutorUserId).execute();
  if (values.windows.length)
    await db
      .insertInto("tutor_availability")
      .values(values.windows.map((w) => ({ ...w, tutor_user_id: tutorUserId })))
      .execute();
  if (values.daysOff.length)
    await db
      .insertInto("tutor_days_off")
      .values(values.daysOff.map((day) => ({ tutor_user_id: tutorUserId, day })))
      .execute();
}

/**
 * The earliest start of a lesson that could overlap an interval beginning at `from`: whether one
 * does is the domain's `overlaps()`, which the callers apply.
 */
const lookBackFrom = (from: Date) => new Date(from.getTime() - MAX_LESSON_MINUTES * 60_000);

/**
 * What may fill a tutor's time between two instants: their scheduled one-to-one lessons and their
 * group sessions (one interval each) that start before `to` and could still run at `from`, except
 * one lesson (the one being moved).
 */
export async function listBusy(db: Db, tutorUserId: string, from: Date, to: Date, exceptLessonId?: number) {
  const lessons = await db
    .selectFrom("lessons")
    .select(["starts_at", "duration_minutes"])
    .where("tutor_user_id", "=", tutorUserId)
    .where("status", "=", "scheduled")
    .where("group_session_id", "is", null)
    .where("starts_at", "<", to)
    .where("starts_at", ">", lookBackFrom(from))
    .$if(exceptLessonId !== undefined, (q) => q.where("id", "<>", exceptLessonId!))
    .execute();
  const sessions = await db
    .selectFrom("group_sessions")
    .select(["starts_at", "duration_minutes"])
    .where("tutor_user_id", "=", tutorUserId)
    .where("starts_at", "<", to)
    .where("starts_at", ">", lookBackFrom(from))
    .execute();
  return [...lessons, ...sessions].map(toInterval);
}

function toInterval(r: { starts_at: Date | string; duration_minutes: number }): Interval {
  const start = new Date(r.starts_at);
  return { start, end: new Date(start.getTime() + r.duration_minutes * 60_000) };
}

/** A student's scheduled lessons that could overlap [from, to), other than one lesson. */
export async function listStudentLessonsNear(
  db: Db,
  studentId: number,
  from: Date,
  to: Date,
  exceptLessonId?: number,
): Promise<Interval[]> {
  const rows = await db
    .selectFrom("lessons")
    .select(["starts_at", "duration_minutes"])
    .where("student_id", "=", studentId)
    .where("status", "=", "scheduled")
    .where("starts_at", "<", to)
    .where("starts_at", ">", lookBackFrom(from))
    .$if(exceptLessonId !== undefined, (q) => q.where("id", "<>", exceptLessonId!))
    .execute();
  return rows.map(toInterval);
}

// Lessons.

function selectLessons(db: Db) {
  return db
    .selectFrom("lessons")
    .innerJoin("student_profiles as s", "s.id", "lessons.student_id")
    .leftJoin("users as t", "t.id", "lessons.tutor_user_id")
    .select([
      "lessons.id",
      "lessons.title",
      "lessons.lesson_type",
      "lessons.starts_at",
      "lessons.duration_minutes",
      "lessons.status",
      "lessons.join_url",
      "lessons.tutor_user_id",
      "lessons.student_id",
      "lessons.group_session_id",
      "s.first_name as student_first_name",
      "s.last_name as student_last_name",
      "s.parent_user_id as student_parent_user_id",
      "s.user_id as student_user_id",
      "t.first_name as tutor_first_name",
      "t.last_name as tutor_last_name",
      "t.email as tutor_email",
    ]);
}
export type LessonRecord = Awaited<ReturnType<typeof findLesson>> & {};

export function findLesson(db: Db, id: number) {
  return selectLessons(db).where("lessons.id", "=", id).executeTakeFirst();
}

/** Locks one lesson row until the transaction ends (two cancels of one lesson take turns). */
export function lockLesson(db: Db, id: number) {
  return db
    .selectFrom("lessons")
    .select(["id", "status"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

/** Lessons for the admin's calendar (or a feed), soonest first. */
export function listLessons(
  db: Db,
  filter: {
    tutorUserId?: string;
    studentIds?: number[];
    from?: Date;
    to?: Date;
    status?: "scheduled" | "completed" | "cancelled";
    limit: number;
  },
) {
  if (filter.studentIds && filter.studentIds.length === 0) return Promise.resolve([]);
  return selectLessons(db)
    .$if(!!filter.tutorUserId, (q) => q.where("lessons.tutor_user_id", "=", filter.tutorUserId!))
    .$if(!!filter.studentIds, (q) => q.where("lessons.student_id", "in", filter.studentIds!))
    .$if(!!filter.from, (q) => q.where("lessons.starts_at", ">=", filter.from!))
    .$if(!!filter.to, (q) => q.where("lessons.starts_at", "<", filter.to!))
    .$if(!!filter.status, (q) => q.where("lessons.status", "=", filter.status!))
    .orderBy("lessons.starts_at")
    .orderBy("lessons.id")
    .limit(filter.limit)
    .execute();
}

/** Inserts a lesson; null when the tutor's slot was taken meanwhile (the unique index). */
export async function insertLesson(
  db: Db,
  values: {
    studentId: number;
    tutorUserId: string | null;
    title: string;
    type: "tutor" | "group";
    startsAt: Date;
    duration: number;
    groupSessionId?: number;
  },
): Promise<number | null> {
  const row = await db
    .insertInto("lessons")
    .values({
      student_id: values.studentId,
      tutor_user_id: values.tutorUserId,
      title: values.title,
      lesson_type: values.type,
      starts_at: values.startsAt,
      duration_minutes: values.duration,
      join_url: null,
      group_session_id: values.groupSessionId ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function setJoinUrl(db: Db, id: number, joinUrl: string): Promise<void> {
  await db.updateTable("lessons").set({ join_url: joinUrl }).where("id", "=", id).execute();
}

export async function cancelLesson(db: Db, id: number): Promise<void> {
  await db.updateTable("lessons").set({ status: "cancelled" }).where("id", "=", id).execute();
}

/** Moves a lesson (inside a transaction); false when the new slot was taken meanwhile (the unique index). */
export async function moveLesson(db: Db, id: number, startsAt: Date): Promise<boolean> {
  try {
    await sql`SAVEPOINT move_lesson`.execute(db);
    await db.updateTable("lessons").set({ starts_at: startsAt }).where("id", "=", id).execute();
    await sql`RELEASE SAVEPOINT move_lesson`.execute(db);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== "23505") throw error;
    await sql`ROLLBACK TO SAVEPOINT move_lesson`.execute(db);
    return false;
  }
}

// Group sessions.

function selectSessions(db: Db) {
  return db
    .selectFrom("group_sessions as g")
    .leftJoin("users as t", "t.id", "g.tutor_user_id")
    .select([
      "g.id",
      "g.title",
      "g.subject",
      "g.description",
      "g.tutor_user_id",
      "g.starts_at",
      "g.duration_minutes",
      "g.capacity",
      "t.first_name as tutor_first_name",
      "t.last_name as tutor_last_name",
      (eb) =>
        eb
          .selectFrom("lessons")
          .select((e) => e.fn.countAll<string>().as("n"))
          .whereRef("lessons.group_session_id", "=", "g.id")
          .where("lessons.status", "=", "scheduled")
          .as("taken"),
    ]);
}

export function listUpcomingSessions(db: Db, from: Date, to: Date) {
  return selectSessions(db)
    .where("g.starts_at", ">=", from)
    .where("g.starts_at", "<=", to)
    .orderBy("g.starts_at")
    .limit(100)
    .execute();
}

export function findSession(db: Db, id: number) {
  return selectSessions(db).where("g.id", "=", id).executeTakeFirst();
}

/** Locks a group session until the transaction ends (joins of one session take turns). */
export function lockSession(db: Db, id: number) {
  return db.selectFrom("group_sessions").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function hasSeat(db: Db, sessionId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom("lessons")
    .select("id")
    .where("group_session_id", "=", sessionId)
    .where("student_id", "=", studentId)
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  return !!row;
}

/** A user's e-mail and name, for the confirmation. */
export function findUserContact(db: Db, userId: string) {
  return db.selectFrom("users").select(["email", "first_name"]).where("id", "=", userId).executeTakeFirst();
}

/**
 * Booking a tutor makes them the student's tutor (docs/decisions/028): a current assignment,
 * unless there is one already. `assigned_by` null says the family chose, not an admin.
 */
export async function ensureTutorAssignment(db: Db, tutorUserId: string, studentId: number): Promise<void> {
  await db
    .insertInto("tutor_student_assignments")
    .values({ tutor_user_id: tutorUserId, student_id: studentId, assigned_by: null })
    .onConflict((oc) =>
      oc.columns(["tutor_user_id", "student_id"]).where("unassigned_at", "is", null).doNothing(),
    )
    .execute();
}
