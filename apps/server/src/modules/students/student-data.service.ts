import fs from "node:fs";
import path from "node:path";
import { CHILD_HAS_LESSONS_MESSAGE, type ChildExport } from "@app/contract/family";
import type { StudentRow } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { conflict, notFound } from "../../lib/app-error.ts";
import { ATTACHMENT_FILE_ID, readAttachment, removeAttachments } from "../assignments/attachment-files.ts";
import { AVATAR_CONTENT_TYPES, AVATAR_FILE_ID, avatarDir, removeAvatar } from "./avatar-files.ts";
import * as repo from "./student-data.repository.ts";

/** How a table's rows about a child are exported, and what deleting the child does to them. */
export interface TableCoverage {
  /** Where the export carries the rows: the profile, the login, a table of `tables`, or nowhere. */
  export: "student" | "login" | "tables" | "not-exported";
  /**
   * `deleted`: removed by the deletion itself; `cascade`: removed by the schema when the row it
   * refers to goes; `kept-for-payer`: kept, without the child; `not-child-data`: refers to users
   * but never holds a child's data.
   */
  deletion: "deleted" | "cascade" | "kept-for-payer" | "not-child-data";
  /** Why, where the answer is not obvious. */
  note?: string;
}

/**
 * Every table that can hold something about a student (issue 10's privacy promise). A test reads
 * the database's schema (every `student_id` column, every foreign key to a student's rows or to
 * users) and fails when a table is missing here, or when a `cascade` is not one; another fills
 * every table for a child and checks the export carries it and the deletion leaves nothing.
 */
export const STUDENT_DATA_COVERAGE: Record<string, TableCoverage> = {
  student_profiles: { export: "student", deletion: "deleted" },
  users: {
    export: "login",
    deletion: "deleted",
    note: "A child's own login; the password hash is never exported.",
  },
  auth_tokens: {
    export: "not-exported",
    deletion: "cascade",
    note: "Hashes of single-use links: nothing a person wrote or can use.",
  },
  feedback: { export: "tables", deletion: "deleted", note: "What the child's login sent; no student_id." },
  lessons: { export: "tables", deletion: "cascade" },
  lesson_notes: {
    export: "tables",
    deletion: "cascade",
    note: "A tutor's private notes on the child's lessons: private in the app, but about the child (through the lesson).",
  },
  tutor_student_assignments: {
    export: "tables",
    deletion: "cascade",
    note: "Which tutors an admin assigned.",
  },
  tutor_applications: {
    export: "not-exported",
    deletion: "not-child-data",
    note: "A tutor's own application; a child's login is never a tutor's.",
  },
  tutor_calendars: {
    export: "not-exported",
    deletion: "not-child-data",
    note: "A tutor's booking profile (time zone, subjects); a child's login is never a tutor's.",
  },
  group_sessions: {
    export: "not-exported",
    deletion: "not-child-data",
    note: "A group lesson run by a tutor; a child's seats are their lessons rows.",
  },
  calendar_feed_tokens: {
    export: "not-exported",
    deletion: "cascade",
    note: "The secret of the login's calendar feed: nothing the child wrote; the feed is their lessons.",
  },
  credit_packages: { export: "tables", deletion: "cascade" },
  credit_movements: { export: "tables", deletion: "cascade", note: "Through the credit package." },
  invoices: {
    export: "tables",
    deletion: "kept-for-payer",
    note: "The payer's accounting record: kept for the parent, its student_id set to null.",
  },
  purchase_requests: {
    export: "tables",
    deletion: "cascade",
    note: "A family's request to buy credits for the child (bank transfer or card); its invoice stays for the payer.",
  },
  payments: {
    export: "tables",
    deletion: "kept-for-payer",
    note: "The money ledger is the payer's accounting record: kept, its student_id set to null.",
  },
  unapplied_payments: {
    export: "not-exported",
    deletion: "cascade",
    note: "A card payment kept for an admin to refund or grant (decision 036): the payer's, not the child's; it goes with the payer's login; its request id (no foreign key) finds nothing once the child goes.",
  },
  stripe_events: {
    export: "not-exported",
    deletion: "not-child-data",
    note: "Ids of Stripe events already applied; no person in them.",
  },
  content_favourites: { export: "tables", deletion: "cascade" },
  content_access: { export: "tables", deletion: "cascade" },
  assignments: { export: "tables", deletion: "cascade" },
  assignment_files: {
    export: "tables",
    deletion: "cascade",
    note: "The files themselves are in the export's files and removed from disk.",
  },
  assignment_comments: { export: "tables", deletion: "cascade", note: "Through the assignment." },
  message_threads: {
    export: "tables",
    deletion: "cascade",
    note: "The child's threads with tutors, and their login's thread with support (goes with the login).",
  },
  messages: { export: "tables", deletion: "cascade", note: "Through the thread, whoever wrote them." },
  message_attachments: {
    export: "tables",
    deletion: "cascade",
    note: "Through the thread; the files themselves are in the export's files and removed from disk.",
  },
  message_reads: { export: "tables", deletion: "cascade", note: "Who read the thread how far." },
  quiz_attempts: { export: "tables", deletion: "cascade" },
  xp_ledger: { export: "tables", deletion: "cascade" },
  cash_ledger: { export: "tables", deletion: "cascade" },
  persona_traits: { export: "tables", deletion: "cascade" },
  question_attempts: { export: "tables", deletion: "cascade" },
  material_progress: { export: "tables", deletion: "cascade" },
  review_cards: { export: "tables", deletion: "cascade" },
  answer_sets: { export: "tables", deletion: "cascade" },
  xp_question_days: { export: "tables", deletion: "cascade" },
  parent_consent_emails: { export: "tables", deletion: "cascade" },
  quizzes: {
    export: "not-exported",
    deletion: "not-child-data",
    note: "created_by is the tutor or admin who wrote the quiz.",
  },
  posts: { export: "not-exported", deletion: "not-child-data", note: "Written by staff." },
  notifications: {
    export: "not-exported",
    deletion: "not-child-data",
    note: "Sent by an admin (or by the platform to admins).",
  },
  notification_recipients: {
    export: "not-exported",
    deletion: "cascade",
    note: "Which admin announcements reached the child's login: the announcements are not the child's.",
  },
  audit_log: {
    export: "not-exported",
    deletion: "not-child-data",
    note: "actor_user_id is the admin who acted; a child's login never acts in the admin area.",
  },
};

type Row = Record<string, unknown>;

/** Turns stored values into what JSON carries: instants as ISO text, everything else as it is. */
function toJsonRow(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

function readAvatarFile(dataDir: string, fileId: string | null): ChildExport["files"] {
  if (!fileId || !AVATAR_FILE_ID.test(fileId)) return [];
  try {
    const bytes = fs.readFileSync(path.join(avatarDir(dataDir), fileId));
    const ext = fileId.split(".").pop()!;
    return [
      {
        kind: "avatar",
        name: fileId,
        contentType: AVATAR_CONTENT_TYPES[ext] ?? "application/octet-stream",
        sizeBytes: bytes.length,
        base64: bytes.toString("base64"),
      },
    ];
  } catch {
    return [];
  }
}

/**
 * Everything we hold about a student, in one JSON document (issue 10): the profile, their login
 * without its password, every table that refers to them, and the uploaded files themselves.
 * The caller has checked that the student is the parent's child.
 */
export async function exportStudentData(
  deps: Deps,
  student: StudentRow,
  now = new Date(),
): Promise<ChildExport> {
  const db = deps.db;
  const profile = await repo.findProfileRow(db, student.id);
  if (!profile) throw notFound("Student not found");
  const tables: Record<string, Row[]> = {};
  for (const table of repo.STUDENT_ID_TABLES) {
    tables[table] = (await repo.listRowsByStudent(db, table, student.id)).map(toJsonRow);
  }
  tables.credit_movements = (await repo.listCreditMovements(db, student.id)).map(toJsonRow);
  const fileRows = await repo.listAssignmentFiles(db, student.id);
  tables.assignment_files = fileRows.map(toJsonRow);
  tables.assignment_comments = (await repo.listAssignmentComments(db, student.id)).map(toJsonRow);
  tables.lesson_notes = (await repo.listLessonNotes(db, student.id)).map(toJsonRow);
  tables.feedback = student.user_id ? (await repo.listFeedbackOf(db, student.user_id)).map(toJsonRow) : [];
  const messageData = await repo.listMessageData(db, student.id, student.user_id);
  for (const [table, rows] of Object.entries(messageData)) tables[table] = rows.map(toJsonRow);
  const login = student.user_id ? await repo.findLoginRow(db, student.user_id) : undefined;

  const attachments: ChildExport["files"] = fileRows.flatMap((file) => {
    const bytes = ATTACHMENT_FILE_ID.test(file.file_id)
      ? readAttachment(deps.config.dataDir, file.file_id)
      : null;
    if (!bytes) return [];
    return [
      {
        kind: "assignment-attachment" as const,
        name: file.original_name,
        contentType: file.content_type,
        sizeBytes: bytes.length,
        base64: bytes.toString("base64"),
      },
    ];
  });
  const messageFiles: ChildExport["files"] = messageData.message_attachments.flatMap((file) => {
    const bytes = readAttachment(deps.config.dataDir, String(file.file_id), "messages");
    if (!bytes) return [];
    const kind = "message-attachment" as const;
    return [
      {
        kind,
        name: String(file.original_name),
        contentType: String(file.content_type),
        sizeBytes: bytes.length,
        base64: bytes.toString("base64"),
      },
    ];
  });
  return {
    format: "brightpath-child-export",
    version: 1,
    exportedAt: now.toISOString(),
    student: toJsonRow(profile),
    login: login ? toJsonRow(login) : null,
    tables,
    files: [...readAvatarFile(deps.config.dataDir, student.avatar_file_id), ...attachments, ...messageFiles],
  };
}

const formatLessonTime = (at: Date | string, timeZone: string) =>
  new Date(at).toLocaleString("en-GB", {
    timeZone,
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
  });

/**
 * Deletes a student and everything attached (issue 10): their rows in every table, their own
 * login, their avatar and the files they handed in. A student with a booked lesson is not removed:
 * the lesson is in a tutor's diary and its credit may be refundable (decisions.md 4), so the
 * parent is told which lessons to cancel first, and nothing changes.
 */
export async function deleteStudentData(deps: Deps, student: StudentRow, now = new Date()): Promise<void> {
  const booked = await repo.listBookedLessons(deps.db, student.id, now);
  if (booked.length > 0) {
    const lessons = booked.map((l) => `${l.title}, ${formatLessonTime(l.starts_at, student.timezone)}`);
    throw conflict(
      `${CHILD_HAS_LESSONS_MESSAGE}: ${student.first_name} has ${booked.length === 1 ? "a lesson" : `${booked.length} lessons`} booked (${lessons.join("; ")}). A lesson cancelled 24 hours or more before it starts is refunded; then remove ${student.first_name}.`,
    );
  }
  const files = await repo.listAssignmentFiles(deps.db, student.id);
  const messageFiles = (await repo.listMessageData(deps.db, student.id, null)).message_attachments;
  // Only a login the family manages goes with the child; a student's own account is theirs.
  const loginUserId = student.user_id && student.parent_user_id ? student.user_id : null;
  const isDeleted = await deps.db
    .transaction()
    .execute((tx) => repo.deleteStudentEverywhere(tx, student.id, loginUserId));
  if (!isDeleted) throw notFound("Student not found");
  removeAvatar(deps.config.dataDir, student.avatar_file_id);
  removeAttachments(
    deps.config.dataDir,
    files.map((f) => f.file_id),
  );
  removeAttachments(
    deps.config.dataDir,
    messageFiles.map((f) => String(f.file_id)),
    "messages",
  );
}
