import crypto from "node:crypto";
import type { AdminLessonsQuery } from "@app/contract/booking";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import * as repo from "./booking.repository.ts";
import { cancelLesson, presentLesson, rescheduleLesson } from "./booking.service.ts";
import * as feeds from "./calendar.repository.ts";
import * as credits from "./lesson-credits.repository.ts";

const PRODUCT_ID = "-//Brightpath//Lessons//EN";
const FEED_DAYS_BACK = 30;
const FEED_LIMIT = 500;

// A line break by any reader's count: CRLF, LF, CR, NEL, and Unicode's line and paragraph separators.
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g;
// Every other control character (RFC 5545 allows none in text but the tab); VT, FF and the file,
// group and record separators break lines in some readers too.
const OTHER_CONTROL = /(?![\t\n\r\u0085])\p{Cc}/gu;

/**
 * RFC 5545 text: backslash, semicolon and comma escaped, a line break written as the escape `\n`,
 * and any other control character dropped, so no value can end its line and start a property of
 * its own (a name holding U+2028 included).
 */
function escapeText(text: string): string {
  return text
    .replace(OTHER_CONTROL, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(LINE_BREAK, "\\n");
}

/** A URL value (not text, so not escaped): without any line break or control character. */
function oneLine(url: string): string {
  return url.replace(OTHER_CONTROL, "").replace(LINE_BREAK, "");
}

/** RFC 5545 lines are at most 75 octets: longer ones continue on lines starting with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, "utf8") > limit) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function renderEvent(lesson: repo.LessonRecord, appUrl: string, now: Date): string[] {
  const start = new Date(lesson.starts_at);
  const end = new Date(start.getTime() + lesson.duration_minutes * 60_000);
  const who = [
    lesson.tutor_first_name
      ? `Tutor: ${lesson.tutor_first_name} ${lesson.tutor_last_name ?? ""}`.trim()
      : null,
    `Student: ${lesson.student_first_name} ${lesson.student_last_name}`,
  ];
  const description = [...who.filter(Boolean), lesson.join_url ? `Join: ${lesson.join_url}` : null]
    .filter(Boolean)
    .join("\n");
  const host = new URL(appUrl).host;
  return [
    "BEGIN:VEVENT",
    `UID:lesson-${lesson.id}@${host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(lesson.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(lesson.join_url
      ? [`URL:${oneLine(lesson.join_url)}`, `LOCATION:${escapeText(lesson.join_url)}`]
      : []),
    `STATUS:${lesson.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
  ];
}

/** A calendar file of lessons (text/calendar, CRLF lines, folded). */
export function renderCalendar(
  lessons: repo.LessonRecord[],
  appUrl: string,
  name: string,
  now = new Date(),
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    ...lessons.flatMap((lesson) => renderEvent(lesson, appUrl, now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** GET /api/calendar/feed: the caller's private feed URL (made on first ask). */
export async function getFeedUrl(deps: Deps, user: AuthUser) {
  let token = await feeds.findFeedToken(deps.db, user.id);
  if (!token) {
    token = crypto.randomBytes(24).toString("base64url");
    await feeds.saveFeedToken(deps.db, user.id, token);
  }
  return { url: `${deps.config.appUrl}/api/calendar/feed/${token}.ics` };
}

/** POST /api/calendar/feed/reset: a new secret; the old URL stops working at once. */
export async function resetFeedUrl(deps: Deps, user: AuthUser) {
  await feeds.saveFeedToken(deps.db, user.id, crypto.randomBytes(24).toString("base64url"));
  return getFeedUrl(deps, user);
}

/**
 * GET /api/calendar/feed/{token}.ics: the feed's owner's lessons (a family's own or their
 * children's; a tutor's, one event per group session), from 30 days ago on.
 */
export async function renderFeed(deps: Deps, tokenText: string, now = new Date()): Promise<string> {
  const owner = await feeds.findFeedOwner(deps.db, tokenText.replace(/\.ics$/, ""));
  if (!owner || owner.disabled_at) throw notFound("Unknown calendar");
  const from = new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000);
  let lessons: repo.LessonRecord[] = [];
  if (owner.role === "tutor") {
    const rows = await repo.listLessons(deps.db, { tutorUserId: owner.id, from, limit: FEED_LIMIT });
    const seen = new Set<number>();
    lessons = rows.filter((l) => {
      if (l.group_session_id === null) return true;
      if (seen.has(l.group_session_id)) return false;
      seen.add(l.group_session_id);
      return l.status === "scheduled";
    });
  } else if (owner.role !== "admin") {
    const studentIds = await feeds.listFeedStudentIds(deps.db, owner.id);
    lessons = await repo.listLessons(deps.db, { studentIds, from, limit: FEED_LIMIT });
  }
  return renderCalendar(lessons, deps.config.appUrl, "Brightpath lessons", now);
}

/** GET /api/booking/schedule: the selected student's lessons (the family's schedule), soonest first. */
export async function getSchedule(deps: Deps, user: AuthUser, studentId: number | undefined) {
  const student = await resolveStudent(deps.db, user, studentId);
  const rows = await repo.listLessons(deps.db, { studentIds: [student.id], limit: FEED_LIMIT });
  return { lessons: rows.map(presentLesson) };
}

/** GET /api/booking/balance: the selected student's usable tutor-session credits. */
export async function getBookingBalance(deps: Deps, user: AuthUser, studentId: number | undefined) {
  const student = await resolveStudent(deps.db, user, studentId);
  return { student_id: student.id, balance: await credits.tutorBalance(deps.db, student.id, new Date()) };
}

// The admin's calendar.

/** GET /api/admin/lessons: every lesson, by tutor, student, period and status. */
export async function listAdminLessons(deps: Deps, query: AdminLessonsQuery) {
  const rows = await repo.listLessons(deps.db, {
    ...(query.tutor_id ? { tutorUserId: query.tutor_id } : {}),
    ...(query.student_id ? { studentIds: [query.student_id] } : {}),
    ...(query.from ? { from: new Date(query.from) } : {}),
    ...(query.to ? { to: new Date(query.to) } : {}),
    ...(query.status ? { status: query.status } : {}),
    limit: FEED_LIMIT,
  });
  return { lessons: rows.map(presentLesson) };
}

/** POST /api/admin/lessons/{id}/cancel: the same rules as the family's, audited in the same transaction. */
export async function adminCancel(deps: Deps, user: AuthUser, actor: Actor, lessonId: number) {
  return cancelLesson(deps, user, lessonId, new Date(), (tx, before, result) =>
    recordAdminChange(tx, actor, {
      action: "lesson.cancel",
      entityType: "lesson",
      entityId: lessonId,
      before: presentLesson(before),
      after: { ...result.lesson, refunded: result.refunded },
    }),
  );
}

/** POST /api/admin/lessons/{id}/move: the same rules as the family's, audited in the same transaction. */
export async function adminMove(
  deps: Deps,
  user: AuthUser,
  actor: Actor,
  lessonId: number,
  startsAt: string,
) {
  return rescheduleLesson(deps, user, lessonId, startsAt, new Date(), (tx, before, result) =>
    recordAdminChange(tx, actor, {
      action: "lesson.move",
      entityType: "lesson",
      entityId: lessonId,
      before: presentLesson(before),
      after: { ...result.lesson, charged: result.charged },
    }),
  );
}
