import type {
  BalanceResponse,
  ContentItem,
  HomeworkItem,
  Lesson,
  LibraryQuery,
} from "@app/contract/dashboard";
import type { Deps } from "../../deps.ts";
import { forbidden, notFound, present } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { getStudentCredits } from "../credits/credits.service.ts";
import { getXpProgress } from "../rewards/rewards.service.ts";
import type { Student } from "../student-access/student.ts";
import { listChildrenOf } from "../student-access/student-access.ts";
import * as repo from "./dashboard.repository.ts";

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

function presentLesson(row: Awaited<ReturnType<typeof repo.listLessons>>[number]): Lesson {
  return {
    id: row.id,
    title: row.title,
    type: row.lesson_type,
    datetime: new Date(row.starts_at).toISOString(),
    duration: row.duration_minutes,
    tutor: row.tutor_first_name ? `${row.tutor_first_name} ${row.tutor_last_name ?? ""}`.trim() : null,
    status: row.status,
    join_url: row.join_url,
  };
}

/** Every lesson of a student, newest first. */
export async function getLessons(deps: Deps, student: Student) {
  return { lessons: (await repo.listLessons(deps.db, student.id, { limit: 200 })).map(presentLesson) };
}

/** Scheduled lessons from now on, soonest first. */
export async function getUpcomingLessons(deps: Deps, student: Student, now = new Date()) {
  return {
    upcoming_lessons: (await repo.listLessons(deps.db, student.id, { from: now, limit: 20 })).map(
      presentLesson,
    ),
  };
}

/**
 * Credits of the student; for a parent also each child's balance (decisions.md 3: per child). Both
 * balances keep `ai-session` and `tutor-session` apart (issue 12, decision 030); the monthly AI
 * sessions of the ai-only plan are included (credits module).
 */
export async function getBalance(
  deps: Deps,
  user: AuthUser,
  student: Student,
  now = new Date(),
): Promise<BalanceResponse> {
  const children = user.role === "parent" ? await listChildrenOf(deps.db, user.id) : [];
  const ids = children.length ? children.map((c) => c.id) : [student.id];
  if (!ids.includes(student.id)) ids.push(student.id);
  const credits = await getStudentCredits(deps.db, ids, now);
  const own = present(credits.get(student.id), "own credits");
  return {
    student_id: student.id,
    totalBalance: own.balances,
    credits: own.credits.map(({ isMonthlyGrant: _grant, ...entry }) => entry),
    ...(children.length
      ? {
          students: children.map((c) => ({
            id: c.id,
            name: `${c.firstName} ${c.lastName}`,
            balance: present(credits.get(c.id), `credits of student ${c.id}`).balances,
          })),
        }
      : {}),
  };
}

export const CHILD_LOGIN_BILLING_MESSAGE = "Billing is for your parent's account";

/**
 * Invoices the caller paid (a parent's cover all children), or those of the student. A child's
 * own login, which a parent manages, never sees billing (issue 10).
 */
export async function getInvoices(deps: Deps, user: AuthUser, student: Student) {
  if (user.role === "student" && student.parentUserId !== null) throw forbidden(CHILD_LOGIN_BILLING_MESSAGE);
  const payer = user.role === "parent" || user.role === "student" ? user.id : null;
  const rows = await repo.listInvoices(deps.db, payer, user.role === "parent" ? [] : [student.id]);
  return {
    invoices: rows.map((r) => ({
      id: r.id,
      number: r.number,
      description: r.description,
      amount_cents: r.amount_cents,
      currency: r.currency,
      status: r.status,
      issued_at: new Date(r.issued_at).toISOString(),
      paid_at: iso(r.paid_at),
      student_id: r.student_id,
    })),
  };
}

/** The homework list (spec 3 "Homework item"). */
export async function getHomework(deps: Deps, student: Student): Promise<{ homework: HomeworkItem[] }> {
  const rows = await repo.listAssignments(deps.db, student.id);
  return {
    homework: rows.map((r) => ({
      id: r.id,
      title: r.title,
      subject: r.content_subject ?? r.subject ?? "General",
      dueDate: r.due_date ? new Date(r.due_date).toISOString() : "No due date",
      due_date: iso(r.due_date),
      completed: r.status === "completed",
      description: r.description,
      difficulty: r.content_difficulty ?? r.priority,
      status: r.status,
      feedback: r.feedback,
      grade: r.grade,
      assigned_date: new Date(r.created_at).toISOString(),
      estimated_time: r.estimated_time,
      priority: r.priority,
      assignment_type: r.assignment_type,
      template: r.content_id
        ? {
            id: r.content_id,
            title: r.content_title ?? r.title,
            subject: r.content_subject,
            difficulty_level: r.content_difficulty,
          }
        : null,
      attachments: [],
      submission_files: [],
    })),
  };
}

/** The content library for a student (spec 7.2). */
export async function getLibrary(deps: Deps, student: Student, query: LibraryQuery) {
  const { rows, total, isTotalCapped } = await repo.listLibrary(deps.db, {
    studentId: student.id,
    ...(query.search ? { search: query.search } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.difficulty ? { difficulty: query.difficulty } : {}),
    recentOnly: query.recent_only === "true",
    favouritesOnly: query.favourites_only === "true",
    limit: query.limit,
  });
  const content: ContentItem[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    content_type: r.content_type,
    type: r.content_type,
    subject: r.subject,
    difficulty: r.difficulty,
    topics: Array.isArray(r.topics) ? r.topics : [],
    bookmarked: Boolean(r.bookmarked),
    lastAccessed: iso(r.last_accessed_at),
    material_id: r.material_id,
  }));
  return { content, total, total_is_capped: isTotalCapped };
}

/** Flips a favourite of the student. */
export async function toggleFavourite(deps: Deps, student: Student, contentId: number) {
  if (!(await repo.contentExists(deps.db, contentId))) throw notFound("Content not found");
  return { content_id: contentId, bookmarked: await repo.toggleFavourite(deps.db, student.id, contentId) };
}

/** Records that the student opened a content item (feeds "recently accessed"). */
export async function markOpened(deps: Deps, student: Student, contentId: number) {
  if (!(await repo.contentExists(deps.db, contentId))) throw notFound("Content not found");
  await repo.touchContent(deps.db, student.id, contentId);
}

/** Level, streak, gains and assignment counts for the dashboard. */
export async function getProgress(deps: Deps, student: Student) {
  const [xp, assignments] = await Promise.all([
    getXpProgress(deps.db, student),
    repo.listAssignments(deps.db, student.id),
  ]);
  const completed = assignments.filter((a) => a.status === "completed" || a.status === "submitted").length;
  return {
    student_id: student.id,
    ...xp,
    completedAssignments: completed,
    pendingAssignments: assignments.length - completed,
  };
}
