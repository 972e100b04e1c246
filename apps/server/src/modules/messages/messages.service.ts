import {
  MESSAGE_LIMITS,
  type MessageContact,
  type SendMessageRequest,
  type StartThreadRequest,
} from "@app/contract/messages";
import { decideMessaging, isStaffSide, MESSAGING_REFUSAL_TEXT } from "@app/domain/messaging";
import type { Deps } from "../../deps.ts";
import { AppError, badRequest, forbidden, notFound, present } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { listChildrenOf, resolveStudent } from "../student-access/student-access.ts";
import { presentMessage } from "./messages.presenter.ts";
import * as repo from "./messages.repository.ts";
import {
  accessOf,
  fullName,
  loadReadableThread,
  loadThreadFacts,
  loadWritableThread,
  SUPPORT_TITLE,
  summarise,
  toRuleThread,
} from "./messages-access.ts";
import type { MessageHub } from "./messages-live.ts";

export const CANNOT_MESSAGE = MESSAGING_REFUSAL_TEXT["not-a-participant"];

/** The student a family member's messages are about (a parent's selected child); null if none. */
async function familyStudent(deps: Deps, user: AuthUser, studentId: number | undefined) {
  try {
    return await resolveStudent(deps.db, user, studentId, "read");
  } catch (error) {
    // A parent with no child yet, or a student without a profile: only their support thread.
    if (studentId === undefined && error instanceof AppError && error.statusCode !== 403) return null;
    throw error;
  }
}

/** The threads a user sees: for a parent, one child's (or every child's, for the unread total). */
async function listVisibleThreads(
  deps: Deps,
  user: AuthUser,
  studentId: number | undefined,
  allChildren = false,
) {
  if (user.role === "admin") return repo.listSupportThreads(deps.db, null);
  const own = await repo.listSupportThreads(deps.db, user.id);
  if (user.role === "tutor") {
    return user.tutorStatus === "approved"
      ? [...(await repo.listTutorThreads(deps.db, user.id)), ...own]
      : own;
  }
  let studentIds: number[];
  if (user.role === "parent" && allChildren) {
    studentIds = (await listChildrenOf(deps.db, user.id)).map((c) => c.id);
  } else {
    const student = await familyStudent(deps, user, studentId);
    studentIds = student ? [student.id] : [];
  }
  return [...(await repo.listStudentThreads(deps.db, studentIds)), ...own];
}

/** GET /api/messages/threads: the caller's threads, newest first, with unread counts. */
export async function listThreads(deps: Deps, user: AuthUser, studentId: number | undefined) {
  const threads = await summarise(deps, user, await listVisibleThreads(deps, user, studentId));
  let isPaused = false;
  if (user.role === "student" || user.role === "parent") {
    const student = await familyStudent(deps, user, studentId);
    const [facts] = student ? await repo.listStudentFacts(deps.db, [student.id]) : [];
    isPaused = !!facts && facts.parent_consent_required && !facts.parent_consented_at;
  }
  return {
    threads,
    unread_total: threads.reduce((n, t) => n + t.unread_count, 0),
    paused_reason: isPaused ? MESSAGING_REFUSAL_TEXT["consent-pending"] : null,
  };
}

/** GET /api/messages/unread: unread messages across everything the caller sees (every child's). */
export async function countUnreadTotal(deps: Deps, user: AuthUser): Promise<number> {
  const threads = await summarise(deps, user, await listVisibleThreads(deps, user, undefined, true));
  return threads.reduce((n, t) => n + t.unread_count, 0);
}

/** GET /api/messages/contacts: whom the caller may start a thread with. */
export async function listContacts(deps: Deps, user: AuthUser, studentId: number | undefined) {
  const contacts: MessageContact[] = [];
  const threadFor = async (key: Parameters<typeof findThreadId>[1]) => findThreadId(deps, key);
  if (user.role === "student" || user.role === "parent") {
    const student = await familyStudent(deps, user, studentId);
    if (student) {
      for (const tutor of await repo.listCurrentTutors(deps.db, student.id)) {
        contacts.push({
          kind: "tutor",
          name: fullName(tutor),
          description: user.role === "parent" ? `${student.firstName}'s tutor` : "Your tutor",
          student_id: student.id,
          tutor_user_id: tutor.id,
          thread_id: await threadFor({ kind: "tutor", studentId: student.id, tutorUserId: tutor.id }),
        });
      }
    }
  }
  if (user.role === "tutor" && user.tutorStatus === "approved") {
    for (const student of await repo.listCurrentStudents(deps.db, user.id)) {
      contacts.push({
        kind: "tutor",
        name: fullName(student),
        description: "Your student",
        student_id: student.id,
        tutor_user_id: user.id,
        thread_id: await threadFor({ kind: "tutor", studentId: student.id, tutorUserId: user.id }),
      });
    }
  }
  if (user.role !== "admin") {
    contacts.push({
      kind: "support",
      name: SUPPORT_TITLE,
      description: "Questions about your account, billing or anything else",
      student_id: null,
      tutor_user_id: null,
      thread_id: await threadFor({ kind: "support", userId: user.id }),
    });
  }
  return { contacts };
}

async function findThreadId(
  deps: Deps,
  key: { kind: "tutor"; studentId: number; tutorUserId: string } | { kind: "support"; userId: string },
) {
  const threads =
    key.kind === "support"
      ? await repo.listSupportThreads(deps.db, key.userId)
      : (await repo.listStudentThreads(deps.db, [key.studentId])).filter(
          (t) => t.tutor_user_id === key.tutorUserId,
        );
  return threads[0]?.id ?? null;
}

/** Which thread a start request names, checked against the rule before anything is created. */
async function resolveThreadKey(deps: Deps, user: AuthUser, input: StartThreadRequest) {
  if (input.kind === "support") {
    if (user.role !== "admin") {
      if (input.user_id && input.user_id !== user.id) throw forbidden(CANNOT_MESSAGE);
      return { kind: "support" as const, userId: user.id };
    }
    if (!input.user_id) throw badRequest("Choose whom to write to", { user_id: ["Required"] });
    const [target] = await repo.listUsers(deps.db, [input.user_id]);
    if (!target) throw notFound("User not found");
    if (target.role === "admin") throw badRequest("Admins share the support inbox: write to a user");
    return { kind: "support" as const, userId: target.id };
  }
  if (user.role === "admin") throw forbidden(CANNOT_MESSAGE);
  if (input.student_id === undefined) throw badRequest("Choose a student", { student_id: ["Required"] });
  if (user.role === "tutor") {
    if (input.tutor_user_id && input.tutor_user_id !== user.id) throw forbidden(CANNOT_MESSAGE);
    return { kind: "tutor" as const, studentId: input.student_id, tutorUserId: user.id };
  }
  await resolveStudent(deps.db, user, input.student_id, "read");
  if (!input.tutor_user_id) throw badRequest("Choose a tutor", { tutor_user_id: ["Required"] });
  return { kind: "tutor" as const, studentId: input.student_id, tutorUserId: input.tutor_user_id };
}

/** POST /api/messages/threads: opens (or finds) a thread with someone the caller may message. */
export async function startThread(deps: Deps, user: AuthUser, input: StartThreadRequest) {
  const key = await resolveThreadKey(deps, user, input);
  const prospective: repo.ThreadRow = {
    id: 0,
    kind: key.kind,
    student_id: key.kind === "tutor" ? key.studentId : null,
    tutor_user_id: key.kind === "tutor" ? key.tutorUserId : null,
    user_id: key.kind === "support" ? key.userId : null,
    created_at: new Date(),
    last_message_at: null,
  };
  const facts = await loadThreadFacts(deps, [prospective]);
  const rule = toRuleThread(prospective, facts);
  if (!rule) throw notFound("Student not found");
  const decision = decideMessaging(user, rule);
  if (!decision.allowed) throw forbidden(MESSAGING_REFUSAL_TEXT[decision.reason]);
  const thread = await repo.findOrCreateThread(deps.db, key);
  const [summary] = await summarise(deps, user, [thread]);
  return { thread: present(summary, `thread ${thread.id}`) };
}

/** GET /api/messages/threads/{id}: a page of history, oldest first, and the thread. */
export async function getThread(
  deps: Deps,
  user: AuthUser,
  threadId: number,
  query: { before?: number; limit?: number },
) {
  const { thread } = await loadReadableThread(deps, user, threadId);
  const limit = query.limit ?? MESSAGE_LIMITS.pageSize;
  const rows = await repo.listMessages(deps.db, thread.id, query.before, limit + 1);
  const page = rows.slice(0, limit).reverse();
  const attachments = await repo.listAttachments(
    deps.db,
    page.map((m) => m.id),
  );
  const [summary] = await summarise(deps, user, [thread]);
  return {
    thread: present(summary, `thread ${thread.id}`),
    messages: page.map((row) => presentMessage(row, attachments, user.id)),
    has_more: rows.length > limit,
  };
}

/**
 * POST /api/messages/threads/{id}/messages: sends a message (with files uploaded to the thread).
 * Once it is committed, the streams open on this process get it at once (`hub`); the database
 * announces it to the other processes.
 */
export async function sendMessage(
  deps: Deps,
  user: AuthUser,
  threadId: number,
  input: SendMessageRequest,
  hub?: MessageHub,
) {
  const [{ thread, facts, access }, [sender]] = await Promise.all([
    loadWritableThread(deps, user, threadId),
    repo.listUsers(deps.db, [user.id]),
  ]);
  const attachmentIds = [...new Set(input.attachment_ids ?? [])];
  const fromStaff = isStaffSide(access.side);
  let sent: { id: number; created_at: Date };
  try {
    sent = await repo.insertMessage(deps.db, {
      threadId: thread.id,
      senderId: user.id,
      fromStaff,
      body: input.body,
      attachmentIds,
    });
  } catch (error) {
    if (error instanceof repo.UnknownAttachmentError)
      throw badRequest("Attach files to this conversation before sending them", {
        attachment_ids: ["Unknown attachment"],
      });
    throw error;
  }
  const row: repo.MessageRow = {
    id: sent.id,
    thread_id: thread.id,
    sender_user_id: user.id,
    from_staff: fromStaff,
    body: input.body,
    created_at: sent.created_at,
    first_name: sender?.first_name ?? null,
    last_name: sender?.last_name ?? null,
  };
  const attachments = attachmentIds.length > 0 ? await repo.listAttachments(deps.db, [sent.id]) : [];
  hub?.publish(thread, facts, row, attachments);
  return { message: presentMessage(row, attachments, user.id) };
}

/** POST /api/messages/threads/{id}/read: moves the caller's read mark; answers their unread total. */
export async function markRead(deps: Deps, user: AuthUser, threadId: number, upTo: number | undefined) {
  const { thread } = await loadReadableThread(deps, user, threadId);
  const newest = await repo.findNewestMessageId(deps.db, thread.id);
  if (newest !== null)
    await repo.upsertReadMark(deps.db, thread.id, user.id, Math.min(upTo ?? newest, newest));
  return { unread_total: await countUnreadTotal(deps, user) };
}

export { accessOf, loadThreadFacts };
