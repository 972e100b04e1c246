import type { ThreadSummary } from "@app/contract/messages";
import {
  decideMessaging,
  isStaffSide,
  MESSAGING_REFUSAL_TEXT,
  type MessagingSide,
  type MessagingThread,
} from "@app/domain/messaging";
import type { Deps } from "../../deps.ts";
import { forbidden, notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import * as repo from "./messages.repository.ts";

export const THREAD_NOT_FOUND = "Conversation not found";
export const SUPPORT_TITLE = "Brightpath support";

type StudentFacts = Awaited<ReturnType<typeof repo.listStudentFacts>>[number];
type UserRow = Awaited<ReturnType<typeof repo.listUsers>>[number];

/** Everything the rule and the titles need about a set of threads, read in a few queries. */
export interface ThreadFacts {
  students: Map<number, StudentFacts>;
  users: Map<string, UserRow>;
  consentPendingUsers: Set<string>;
}

export async function loadThreadFacts(deps: Deps, threads: readonly repo.ThreadRow[]): Promise<ThreadFacts> {
  const studentIds = [...new Set(threads.flatMap((t) => (t.student_id ? [t.student_id] : [])))];
  const userIds = threads.flatMap((t) => [t.tutor_user_id, t.user_id].filter((id): id is string => !!id));
  const [students, users, pending] = await Promise.all([
    repo.listStudentFacts(deps.db, studentIds),
    repo.listUsers(deps.db, userIds),
    repo.listConsentPendingUsers(
      deps.db,
      threads.flatMap((t) => (t.user_id ? [t.user_id] : [])),
    ),
  ]);
  return {
    students: new Map(students.map((s) => [s.id, s])),
    users: new Map(users.map((u) => [u.id, u])),
    consentPendingUsers: pending,
  };
}

export const fullName = (person: { first_name: string | null; last_name: string | null } | undefined) =>
  `${person?.first_name ?? ""} ${person?.last_name ?? ""}`.trim();

/** The thread as the domain rule sees it (null when its student is gone). */
export function toRuleThread(thread: repo.ThreadRow, facts: ThreadFacts): MessagingThread | null {
  if (thread.kind === "support") {
    return {
      kind: "support",
      ownerUserId: thread.user_id!,
      isOwnerConsentPending: facts.consentPendingUsers.has(thread.user_id!),
    };
  }
  const student = facts.students.get(thread.student_id!);
  if (!student) return null;
  return {
    kind: "tutor",
    tutorUserId: thread.tutor_user_id!,
    student: {
      userId: student.user_id,
      parentUserId: student.parent_user_id,
      isConsentPending: student.parent_consent_required && !student.parent_consented_at,
      currentTutorIds: student.tutorIds,
    },
  };
}

export interface ThreadAccess {
  side: MessagingSide;
  canSend: boolean;
}

/**
 * What the reader may do in a thread: read and write when the rule allows; a family keeps reading
 * (not writing) its history with a tutor no longer theirs; anyone else gets null.
 */
export function accessOf(user: AuthUser, thread: repo.ThreadRow, facts: ThreadFacts): ThreadAccess | null {
  const rule = toRuleThread(thread, facts);
  if (!rule) return null;
  const decision = decideMessaging(user, rule);
  if (decision.allowed) return { side: decision.side, canSend: true };
  const isFamily = user.role === "student" || user.role === "parent";
  if (decision.reason === "tutor-not-assigned" && isFamily) return { side: "family", canSend: false };
  return null;
}

/** Loads a thread the caller may read (404 otherwise), with their access and the facts. */
export async function loadReadableThread(deps: Deps, user: AuthUser, threadId: number) {
  const thread = await repo.findThread(deps.db, threadId);
  if (!thread) throw notFound(THREAD_NOT_FOUND);
  const facts = await loadThreadFacts(deps, [thread]);
  const access = accessOf(user, thread, facts);
  if (!access) {
    // A former tutor and a child awaiting consent are told why; strangers learn nothing.
    const rule = toRuleThread(thread, facts);
    const decision = rule ? decideMessaging(user, rule) : null;
    if (decision && !decision.allowed && decision.reason !== "not-a-participant")
      throw forbidden(MESSAGING_REFUSAL_TEXT[decision.reason]);
    throw notFound(THREAD_NOT_FOUND);
  }
  return { thread, facts, access };
}

/** Loads a thread the caller may write in: 403 with the reason when they may only read. */
export async function loadWritableThread(deps: Deps, user: AuthUser, threadId: number) {
  const loaded = await loadReadableThread(deps, user, threadId);
  if (!loaded.access.canSend) throw forbidden(MESSAGING_REFUSAL_TEXT["tutor-not-assigned"]);
  return loaded;
}

/** Whom the reader talks to, and about whom. */
function titleOf(user: AuthUser, thread: repo.ThreadRow, facts: ThreadFacts, side: MessagingSide) {
  if (thread.kind === "support") {
    if (side === "user") return { title: SUPPORT_TITLE, subtitle: "The Brightpath team" };
    const owner = facts.users.get(thread.user_id!);
    const role = owner?.role ?? "user";
    return { title: fullName(owner) || "Former user", subtitle: role[0]!.toUpperCase() + role.slice(1) };
  }
  const student = facts.students.get(thread.student_id!);
  if (side === "tutor") return { title: fullName(student) || "Student", subtitle: "Student" };
  const tutor = fullName(facts.users.get(thread.tutor_user_id!)) || "Tutor";
  const about = user.role === "parent" && student ? `Tutor · about ${student.first_name}` : "Tutor";
  return { title: tutor, subtitle: about };
}

/** The reader's view of their threads: titles, last message, unread counts; newest first. */
export async function summarise(deps: Deps, user: AuthUser, threads: readonly repo.ThreadRow[]) {
  const facts = await loadThreadFacts(deps, threads);
  const readable = threads.flatMap((thread) => {
    const access = accessOf(user, thread, facts);
    return access ? [{ thread, access }] : [];
  });
  const ids = readable.map((r) => r.thread.id);
  const [last, unread] = await Promise.all([
    repo.listLastMessages(deps.db, ids),
    repo.countUnread(
      deps.db,
      user.id,
      readable.map((r) => ({ id: r.thread.id, fromStaff: !isStaffSide(r.access.side) })),
    ),
  ]);
  const lastOf = new Map(last.map((m) => [m.thread_id, m]));
  const summaries = readable.map(({ thread, access }): ThreadSummary & { sortAt: number } => {
    const message = lastOf.get(thread.id);
    return {
      id: thread.id,
      kind: thread.kind,
      ...titleOf(user, thread, facts, access.side),
      student_id: thread.student_id,
      last_message: message
        ? {
            body: message.body.slice(0, 140),
            created_at: new Date(message.created_at).toISOString(),
            from_me: message.sender_user_id === user.id,
          }
        : null,
      unread_count: unread.get(thread.id) ?? 0,
      can_send: access.canSend,
      sortAt: new Date(thread.last_message_at ?? thread.created_at).getTime(),
    };
  });
  summaries.sort((a, b) => b.sortAt - a.sortAt || b.id - a.id);
  return summaries.map(({ sortAt: _s, ...summary }) => summary);
}
