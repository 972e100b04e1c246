import type {
  TutorDashboard,
  TutorLessonWithNote,
  TutorStudentDetail,
  TutorStudentSummary,
} from "@app/contract/tutoring";
import { accuracyPercent, decideAttention } from "@app/domain/tutor-attention";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { countUnreadTotal } from "../messages/messages.service.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import * as repo from "./tutor-area.repository.ts";
import { listAssignedStudentIds } from "./tutor-assignments.service.ts";

const WEEK_MS = 7 * 86_400_000;
const UPCOMING_DAYS = 14;
const SUBMISSIONS_SHOWN = 20;
const LESSON_HISTORY = 50;
export const NOT_YOUR_LESSON = "Lesson not found";

/** The tutor the area shows (null for an admin, who views every assigned student). */
const tutorOf = (user: AuthUser) => (user.role === "admin" ? null : user.id);

/** The students the tutor area covers: a tutor's assigned students, or every assigned one for admins. */
async function listCoveredStudentIds(deps: Deps, user: AuthUser): Promise<number[]> {
  return user.role === "admin"
    ? repo.listStudentIdsWithAnyTutor(deps.db)
    : listAssignedStudentIds(deps, user.id);
}

type LessonRow = Awaited<ReturnType<typeof repo.listLessons>>[number];

function toLesson(row: LessonRow): TutorLessonWithNote {
  return {
    id: row.id,
    title: row.title,
    type: row.lesson_type,
    datetime: row.starts_at.toISOString(),
    duration: row.duration_minutes,
    status: row.status,
    join_url: row.join_url,
    student_id: row.student_id,
    student_name: `${row.first_name} ${row.last_name}`.trim(),
    note: row.note,
    note_updated_at: row.note_updated_at ? row.note_updated_at.toISOString() : null,
  };
}
const withoutNote = ({ note: _n, note_updated_at: _u, ...lesson }: TutorLessonWithNote) => lesson;

/** Start of the day `now` falls in, in an IANA time zone (the tutor's browser's). */
export function startOfDayIn(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const sinceMidnight = ((part("hour") * 60 + part("minute")) * 60 + part("second")) * 1000;
  return new Date(now.getTime() - sinceMidnight - now.getMilliseconds());
}

function byStudent<T extends { student_id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.student_id, row]));
}

/** Each covered student at a glance: activity, accuracy, work, next lesson, and why they need attention. */
async function summarise(deps: Deps, user: AuthUser, studentIds: number[], now: Date) {
  const tutorId = tutorOf(user);
  const [profiles, since, attempts, completed, work, next] = await Promise.all([
    repo.listProfiles(deps.db, studentIds),
    repo.listAssignedSince(deps.db, studentIds, tutorId),
    repo.listAttemptStats(deps.db, studentIds, new Date(now.getTime() - WEEK_MS)),
    repo.listCompletedCounts(deps.db, studentIds),
    repo.listOpenWorkCounts(deps.db, studentIds, now),
    repo.listNextLessons(deps.db, studentIds, tutorId, now),
  ]);
  const sinceOf = byStudent(since);
  const attemptsOf = byStudent(attempts);
  const completedOf = byStudent(completed);
  const workOf = byStudent(work);
  const nextOf = byStudent(next);
  return profiles.map((p): TutorStudentSummary => {
    const a = attemptsOf.get(p.id);
    const lastActive = a?.last_at ? new Date(a.last_at) : null;
    const recent = Number(a?.recent ?? 0);
    const recentCorrect = Number(a?.recent_correct ?? 0);
    const overdue = Number(workOf.get(p.id)?.overdue ?? 0);
    const assignedAt = sinceOf.get(p.id)?.assigned_at;
    const nextAt = nextOf.get(p.id)?.next_at;
    return {
      id: p.id,
      name: `${p.first_name} ${p.last_name}`.trim(),
      grade: p.grade,
      subjects: p.subjects ?? [],
      assigned_at: new Date(assignedAt ?? now).toISOString(),
      last_active_at: lastActive ? lastActive.toISOString() : null,
      attempts_last_7_days: recent,
      accuracy_last_7_days: accuracyPercent(recentCorrect, recent),
      materials_completed: Number(completedOf.get(p.id)?.n ?? 0),
      open_assignments: Number(workOf.get(p.id)?.open ?? 0),
      overdue_assignments: overdue,
      next_lesson_at: nextAt ? new Date(nextAt).toISOString() : null,
      attention: decideAttention({
        now,
        lastActiveAt: lastActive,
        attemptsLastWeek: recent,
        correctLastWeek: recentCorrect,
        overdueAssignments: overdue,
      }),
    };
  });
}

/** GET /api/tutor/dashboard: today's and upcoming lessons, work to grade, students needing attention. */
export async function getTutorDashboard(
  deps: Deps,
  user: AuthUser,
  timeZone: string,
  now = new Date(),
): Promise<TutorDashboard> {
  const studentIds = await listCoveredStudentIds(deps, user);
  const dayStart = startOfDayIn(now, timeZone);
  const dayEnd = startOfDayIn(new Date(dayStart.getTime() + 36 * 3_600_000), timeZone);
  const [today, upcoming, submissions, students, unreadMessages] = await Promise.all([
    repo.listLessons(deps.db, {
      studentIds,
      tutorUserId: tutorOf(user),
      from: dayStart,
      to: dayEnd,
      limit: 50,
    }),
    repo.listLessons(deps.db, {
      studentIds,
      tutorUserId: tutorOf(user),
      from: dayEnd,
      to: new Date(dayStart.getTime() + UPCOMING_DAYS * 86_400_000),
      onlyScheduled: true,
      limit: 50,
    }),
    repo.listSubmissions(deps.db, studentIds, SUBMISSIONS_SHOWN),
    summarise(deps, user, studentIds, now),
    countUnreadTotal(deps, user),
  ]);
  return {
    today_lessons: today.map(toLesson).map(withoutNote),
    upcoming_lessons: upcoming.map(toLesson).map(withoutNote),
    submissions_to_grade: submissions.map((row) => ({
      assignment_id: row.id,
      title: row.title,
      student_id: row.student_id,
      student_name: `${row.first_name} ${row.last_name}`.trim(),
      submitted_at: row.submitted_at ? row.submitted_at.toISOString() : null,
    })),
    students_needing_attention: students.filter((s) => s.attention.length > 0),
    student_count: studentIds.length,
    unread_messages: unreadMessages,
  };
}

/** GET /api/tutor/students: the tutor's assigned students with progress at a glance. */
export async function listTutorStudents(deps: Deps, user: AuthUser, now = new Date()) {
  return { students: await summarise(deps, user, await listCoveredStudentIds(deps, user), now) };
}

/**
 * GET /api/tutor/students/{id}: one assigned student's profile, progress by subject and lesson
 * history with the tutor's private notes. A student not assigned to the caller is a 404.
 */
export async function getTutorStudent(
  deps: Deps,
  user: AuthUser,
  studentId: number,
  now = new Date(),
): Promise<TutorStudentDetail> {
  try {
    await resolveStudent(deps.db, user, studentId, "read");
  } catch {
    throw notFound("Student not found");
  }
  const [[summary], subjects, lessons, [profile]] = await Promise.all([
    summarise(deps, user, [studentId], now),
    repo.listSubjectProgress(deps.db, studentId),
    repo.listLessons(deps.db, {
      studentIds: [studentId],
      tutorUserId: tutorOf(user),
      newestFirst: true,
      limit: LESSON_HISTORY,
    }),
    repo.listProfiles(deps.db, [studentId]),
  ]);
  if (!summary || !profile) throw notFound("Student not found");
  return {
    student: {
      id: profile.id,
      first_name: profile.first_name,
      last_name: profile.last_name,
      age: profile.age,
      grade: profile.grade,
      timezone: profile.timezone,
      subjects: profile.subjects ?? [],
      learning_goals: profile.learning_goals,
      weekly_study_hours: profile.weekly_study_hours === null ? null : Number(profile.weekly_study_hours),
    },
    summary,
    progress_by_subject: subjects.map((row) => ({
      subject: row.subject,
      attempts: Number(row.attempts),
      accuracy: accuracyPercent(Number(row.correct), Number(row.attempts)),
      materials_started: Number(row.started),
      materials_completed: Number(row.completed),
      last_active_at: row.last_at ? new Date(row.last_at).toISOString() : null,
    })),
    lessons: lessons.map(toLesson),
  };
}

/**
 * PUT /api/tutor/lessons/{id}/note: the lesson's own tutor (while assigned to its student) or an
 * admin writes its private note; an empty note removes it. Anyone else is told it does not exist.
 */
export async function saveLessonNote(deps: Deps, user: AuthUser, lessonId: number, note: string) {
  const lesson = await repo.findLesson(deps.db, lessonId);
  if (!lesson) throw notFound(NOT_YOUR_LESSON);
  if (user.role !== "admin") {
    if (lesson.tutor_user_id !== user.id) throw notFound(NOT_YOUR_LESSON);
    try {
      await resolveStudent(deps.db, user, lesson.student_id, "read");
    } catch {
      throw notFound(NOT_YOUR_LESSON);
    }
  }
  const saved = await repo.saveLessonNote(deps.db, lessonId, user.id, note.trim());
  return {
    lesson_id: lessonId,
    note: saved?.body ?? null,
    note_updated_at: saved ? saved.updated_at.toISOString() : null,
  };
}
