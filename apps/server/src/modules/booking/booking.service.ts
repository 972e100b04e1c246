import crypto from "node:crypto";
import {
  BOOKING_ERRORS,
  type BookedLesson,
  type BookingResponse,
  type BookLessonRequest,
} from "@app/contract/booking";
import { bookingWindowProblem, isFreeSlot, overlapsAny, refundsOnCancel } from "@app/domain/booking";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { AppError, badRequest, conflict, forbidden, notFound, present } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import { findBookableTutor, loadWindows } from "./availability.service.ts";
import * as repo from "./booking.repository.ts";
import { tellOfLessonChange, tellTutorOfBooking } from "./booking-notifications.ts";
import * as credits from "./lesson-credits.repository.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The video provider is outside the product (decisions.md 4): each lesson gets its own room. */
export const LESSON_ROOM_BASE = "https://meet.jit.si/brightpath-";

const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

/** A lesson as the booking screens show it (spec 3 "Upcoming lesson" fields and more). */
export function presentLesson(row: repo.LessonRecord): BookedLesson {
  return {
    id: row.id,
    title: row.title,
    type: row.lesson_type,
    datetime: new Date(row.starts_at).toISOString(),
    duration: row.duration_minutes,
    tutor: row.tutor_first_name ? fullName(row.tutor_first_name, row.tutor_last_name) : null,
    tutor_id: row.tutor_user_id,
    student_id: row.student_id,
    student_name: fullName(row.student_first_name, row.student_last_name),
    status: row.status,
    join_url: row.join_url,
    group_session_id: row.group_session_id,
  };
}

const windowMessage = {
  past: BOOKING_ERRORS.past,
  "too-soon": BOOKING_ERRORS.tooSoon,
  "too-far": BOOKING_ERRORS.tooFar,
} as const;

function checkWindow(startsAt: Date, now: Date) {
  const problem = bookingWindowProblem(startsAt, now);
  if (problem) throw badRequest(windowMessage[problem], { starts_at: [windowMessage[problem]] });
}

const noCredit = () => new AppError(402, BOOKING_ERRORS.noCredit);

/** Checks a one-to-one start against the tutor's calendar inside the transaction holding its lock. */
async function checkFreeSlot(
  tx: Transaction<Database>,
  tutor: { id: string; time_zone: string },
  startsAt: Date,
  duration: number,
  now: Date,
  exceptLessonId?: number,
) {
  const day = { from: new Date(startsAt.getTime() - DAY_MS), to: new Date(startsAt.getTime() + DAY_MS) };
  const busy = await repo.listBusy(tx, tutor.id, day.from, day.to, exceptLessonId);
  const query = {
    windows: await loadWindows(tx, tutor.id),
    tutorTimeZone: tutor.time_zone,
    exceptions: await repo.listDaysOff(tx, tutor.id),
    busy: [],
    duration,
    from: startsAt,
    to: startsAt,
    now,
  };
  if (!isFreeSlot(query, startsAt))
    throw badRequest(BOOKING_ERRORS.notFree, { starts_at: [BOOKING_ERRORS.notFree] });
  const end = new Date(startsAt.getTime() + duration * MINUTE_MS);
  if (overlapsAny(busy, { start: startsAt, end })) throw conflict(BOOKING_ERRORS.slotTaken);
}

async function finish(
  tx: Kysely<Database>,
  lessonId: number,
  studentId: number,
  now: Date,
  flags: { refunded: boolean; charged: boolean },
): Promise<BookingResponse> {
  const lesson = presentLesson(present(await repo.findLesson(tx, lessonId), `lesson ${lessonId}`));
  return { lesson, balance: await credits.tutorBalance(tx, studentId, now), ...flags };
}

async function confirmByEmail(deps: Deps, user: AuthUser, result: BookingResponse, subject: string) {
  const contact = await repo.findUserContact(deps.db, user.id);
  if (!contact?.email) return;
  const { lesson } = result;
  await deps.mailer.send({
    to: contact.email,
    subject,
    text: [
      `Hello ${contact.first_name},`,
      "",
      `${lesson.title} for ${lesson.student_name}${lesson.tutor ? ` with ${lesson.tutor}` : ""}`,
      `Starts: ${lesson.datetime} (UTC), ${lesson.duration} minutes.`,
      lesson.join_url ? `Join link: ${lesson.join_url}` : "",
      `Your schedule (with a calendar file and your calendar feed): ${deps.config.appUrl}/student/schedule`,
      "",
      "Cancelling 24 hours or more before the start gives the credit back; later cancellations do not.",
    ]
      .filter((line, i, all) => line !== "" || all[i - 1] !== "")
      .join("\n"),
  });
}

/**
 * POST /api/booking/lessons: a student books for themself, a parent for their child. One
 * transaction locks the tutor's calendar and the student's credits, checks the slot is free,
 * inserts the lesson and spends one tutor-session credit; anything wrong changes nothing.
 */
export async function bookLesson(deps: Deps, user: AuthUser, input: BookLessonRequest, now = new Date()) {
  const student = await resolveStudent(deps.db, user, input.student_id, "write");
  const startsAt = new Date(input.starts_at);
  checkWindow(startsAt, now);
  const tutor = await findBookableTutor(deps.db, input.tutor_id);
  const result = await deps.db.transaction().execute(async (tx) => {
    if (!(await repo.lockCalendar(tx, tutor.id))) throw notFound(BOOKING_ERRORS.notTutor);
    await credits.lockTutorPackages(tx, student.id);
    await checkFreeSlot(tx, tutor, startsAt, input.duration, now);
    const end = new Date(startsAt.getTime() + input.duration * MINUTE_MS);
    const taken = await repo.listStudentLessonsNear(tx, student.id, startsAt, end);
    if (overlapsAny(taken, { start: startsAt, end })) throw conflict(BOOKING_ERRORS.studentBusy);
    const lessonId = await repo.insertLesson(tx, {
      studentId: student.id,
      tutorUserId: tutor.id,
      title: `${input.subject} with ${tutor.first_name}`,
      type: "tutor",
      startsAt,
      duration: input.duration,
    });
    if (lessonId === null) throw conflict(BOOKING_ERRORS.slotTaken);
    if (!(await credits.spendOne(tx, student.id, lessonId, now))) throw noCredit();
    await repo.ensureTutorAssignment(tx, tutor.id, student.id);
    await repo.setJoinUrl(
      tx,
      lessonId,
      `${LESSON_ROOM_BASE}${lessonId}-${crypto.randomBytes(6).toString("hex")}`,
    );
    return finish(tx, lessonId, student.id, now, { refunded: false, charged: true });
  });
  await confirmByEmail(deps, user, result, `Lesson booked: ${result.lesson.title}`);
  await tellTutorOfBooking(deps, user, result.lesson);
  return result;
}

/** POST /api/booking/group-sessions/{id}/join: takes a seat (one credit) while seats are left. */
export async function joinGroupSession(
  deps: Deps,
  user: AuthUser,
  sessionId: number,
  studentId: number | undefined,
  now = new Date(),
) {
  const student = await resolveStudent(deps.db, user, studentId, "write");
  const result = await deps.db.transaction().execute(async (tx) => {
    if (!(await repo.lockSession(tx, sessionId))) throw notFound("Unknown group lesson");
    const session = present(await repo.findSession(tx, sessionId), `group session ${sessionId}`);
    const startsAt = new Date(session.starts_at);
    checkWindow(startsAt, now);
    if (await repo.hasSeat(tx, sessionId, student.id)) throw conflict(BOOKING_ERRORS.alreadyJoined);
    if (Number(session.taken ?? 0) >= session.capacity) throw conflict(BOOKING_ERRORS.groupFull);
    const end = new Date(startsAt.getTime() + session.duration_minutes * MINUTE_MS);
    const taken = await repo.listStudentLessonsNear(tx, student.id, startsAt, end);
    if (overlapsAny(taken, { start: startsAt, end })) throw conflict(BOOKING_ERRORS.studentBusy);
    await credits.lockTutorPackages(tx, student.id);
    const lessonId = await repo.insertLesson(tx, {
      studentId: student.id,
      tutorUserId: session.tutor_user_id,
      title: session.title,
      type: "group",
      startsAt,
      duration: session.duration_minutes,
      groupSessionId: sessionId,
    });
    if (lessonId === null) throw conflict(BOOKING_ERRORS.alreadyJoined);
    if (!(await credits.spendOne(tx, student.id, lessonId, now))) throw noCredit();
    if (session.tutor_user_id) await repo.ensureTutorAssignment(tx, session.tutor_user_id, student.id);
    await repo.setJoinUrl(tx, lessonId, `${LESSON_ROOM_BASE}group-${sessionId}`);
    return finish(tx, lessonId, student.id, now, { refunded: false, charged: true });
  });
  await confirmByEmail(deps, user, result, `Seat booked: ${result.lesson.title}`);
  return result;
}

/** Who may change a lesson: its student, that student's parent, its tutor, an admin. */
function checkMayChange(user: AuthUser, lesson: repo.LessonRecord) {
  const mine =
    user.role === "admin" ||
    (user.role === "tutor" && lesson.tutor_user_id === user.id) ||
    (user.role === "student" && lesson.student_user_id === user.id) ||
    (user.role === "parent" && lesson.student_parent_user_id === user.id);
  if (!mine) throw forbidden(BOOKING_ERRORS.notYourLesson);
}

async function loadForChange(tx: Transaction<Database>, user: AuthUser, lessonId: number) {
  if (!(await repo.lockLesson(tx, lessonId))) throw notFound("Unknown lesson");
  const lesson = present(await repo.findLesson(tx, lessonId), `lesson ${lessonId}`);
  checkMayChange(user, lesson);
  if (lesson.status !== "scheduled") throw conflict(BOOKING_ERRORS.notScheduled);
  return lesson;
}

/**
 * Whether the family keeps its credit for a change made now: 24 hours or more before the start
 * (decisions.md 3); a change the tutor makes never costs the family (docs/decisions/028).
 */
const familyKeepsCredit = (user: AuthUser, lesson: repo.LessonRecord, now: Date) =>
  (user.role === "tutor" && lesson.tutor_user_id === user.id) ||
  refundsOnCancel(new Date(lesson.starts_at), now);

/**
 * Runs inside a lesson change's transaction once it is made, with the lesson as it was and the
 * answer: an admin's change writes its audit entry there, so the log and the change commit together.
 */
export type AfterLessonChange = (
  tx: Transaction<Database>,
  before: repo.LessonRecord,
  result: BookingResponse,
) => Promise<void>;

/** POST /api/booking/lessons/{id}/cancel: cancels; refunds the credit 24 hours or more before. */
export async function cancelLesson(
  deps: Deps,
  user: AuthUser,
  lessonId: number,
  now = new Date(),
  after?: AfterLessonChange,
) {
  const { before, result } = await deps.db.transaction().execute(async (tx) => {
    const lesson = await loadForChange(tx, user, lessonId);
    await repo.cancelLesson(tx, lesson.id);
    const refunded = familyKeepsCredit(user, lesson, now) && (await credits.refundOne(tx, lesson.id));
    const result = await finish(tx, lesson.id, lesson.student_id, now, { refunded, charged: false });
    await after?.(tx, lesson, result);
    return { before: lesson, result };
  });
  await tellOfLessonChange(deps, user, before, result.lesson, "cancelled");
  return result;
}

/**
 * POST /api/booking/lessons/{id}/reschedule: moves a one-to-one lesson to another free slot of
 * its tutor. 24 hours or more before, the credit moves with it; later, the first credit is spent
 * and the new time costs another (the same rule as cancelling and booking again).
 */
export async function rescheduleLesson(
  deps: Deps,
  user: AuthUser,
  lessonId: number,
  startsAtText: string,
  now = new Date(),
  after?: AfterLessonChange,
) {
  const startsAt = new Date(startsAtText);
  const { before, result } = await deps.db.transaction().execute(async (tx) => {
    const lesson = await loadForChange(tx, user, lessonId);
    if (lesson.group_session_id !== null || lesson.lesson_type === "group")
      throw badRequest(BOOKING_ERRORS.groupMove);
    checkWindow(startsAt, now);
    if (!lesson.tutor_user_id) throw badRequest(BOOKING_ERRORS.notTutor);
    const calendar = await repo.lockCalendar(tx, lesson.tutor_user_id);
    if (!calendar) throw badRequest(BOOKING_ERRORS.notTutor);
    await credits.lockTutorPackages(tx, lesson.student_id);
    const tutor = { id: calendar.tutor_user_id, time_zone: calendar.time_zone };
    await checkFreeSlot(tx, tutor, startsAt, lesson.duration_minutes, now, lesson.id);
    const end = new Date(startsAt.getTime() + lesson.duration_minutes * MINUTE_MS);
    const taken = await repo.listStudentLessonsNear(tx, lesson.student_id, startsAt, end, lesson.id);
    if (overlapsAny(taken, { start: startsAt, end })) throw conflict(BOOKING_ERRORS.studentBusy);
    const charged = !familyKeepsCredit(user, lesson, now);
    if (charged && !(await credits.spendOne(tx, lesson.student_id, lesson.id, now, credits.LATE_MOVE_REASON)))
      throw noCredit();
    if (!(await repo.moveLesson(tx, lesson.id, startsAt))) throw conflict(BOOKING_ERRORS.slotTaken);
    const result = await finish(tx, lesson.id, lesson.student_id, now, { refunded: false, charged });
    await after?.(tx, lesson, result);
    return { before: lesson, result };
  });
  await tellOfLessonChange(deps, user, before, result.lesson, "moved");
  return result;
}

/** A lesson the caller may see (its family, its tutor, an admin), for its .ics file. */
export async function findVisibleLesson(deps: Deps, user: AuthUser, lessonId: number) {
  const lesson = await repo.findLesson(deps.db, lessonId);
  if (!lesson) throw notFound("Unknown lesson");
  checkMayChange(user, lesson);
  return lesson;
}
