import type { Assignment, AssignmentComment, Attachment } from "@app/contract/assignments";
import { isHomeworkCompleted, isHomeworkOverdue } from "@app/domain/homework";
import type { AssignmentRecord } from "./assignments.repository.ts";

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const num = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

interface FileRow {
  id: number;
  assignment_id: number;
  original_name: string;
  content_type: string;
  size_bytes: number;
  created_at: Date | string;
}

interface CommentRow {
  id: number;
  assignment_id: number;
  author_role: string;
  author_name: string | null;
  body: string;
  created_at: Date | string;
}

/** An attachment with its authorised download address. */
export function presentAttachment(row: FileRow): Attachment {
  return {
    id: row.id,
    name: row.original_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    url: `/api/assignments/${row.assignment_id}/attachments/${row.id}`,
    created_at: new Date(row.created_at).toISOString(),
  };
}

function presentComment(row: CommentRow): AssignmentComment {
  return {
    id: row.id,
    author_role: row.author_role,
    author_name: row.author_name?.trim() || "Former user",
    body: row.body,
    created_at: new Date(row.created_at).toISOString(),
  };
}

function presentSubmission(value: unknown): Assignment["submission_data"] {
  if (typeof value !== "object" || value === null) return null;
  const data = value as { text?: unknown; attachment_ids?: unknown };
  return {
    text: typeof data.text === "string" ? data.text : null,
    attachment_ids: Array.isArray(data.attachment_ids)
      ? data.attachment_ids.filter((v): v is number => typeof v === "number")
      : [],
  };
}

/** An assignment with every field of spec 3, from an explicit list (a new column never leaks). */
export function presentAssignment(
  row: AssignmentRecord,
  files: readonly FileRow[],
  comments: readonly CommentRow[],
  now: Date = new Date(),
): Assignment {
  const rules = {
    status: row.status,
    due_date: iso(row.due_date),
    assignment_type: row.assignment_type,
    is_material_completed: row.is_material_completed,
  };
  const completed = isHomeworkCompleted(rules);
  const template = row.template_id
    ? {
        id: row.template_id,
        title: row.template_title ?? row.title,
        description: row.content_description ?? null,
        subject: row.template_subject ?? null,
        difficulty_level: row.content_difficulty ?? null,
        topics: strings(row.template_tags),
      }
    : row.content_id
      ? {
          id: row.content_id,
          title: row.content_title ?? row.title,
          description: row.content_description ?? null,
          subject: row.content_subject ?? null,
          difficulty_level: row.content_difficulty ?? null,
          topics: strings(row.content_topics),
        }
      : null;
  return {
    id: row.id,
    student_id: row.student_id,
    student_name: row.student_name,
    assigned_by: row.assigned_by,
    assigned_by_name: row.assigned_by_name?.trim() || null,
    assignment_type: row.assignment_type,
    type: row.assignment_type,
    title: row.title,
    description: row.description,
    instructions: row.instructions,
    subject: row.subject ?? row.template_subject ?? row.content_subject ?? null,
    assigned_date: new Date(row.created_at).toISOString(),
    due_date: rules.due_date,
    dueDate: rules.due_date ?? "No due date",
    status: completed && row.status !== "completed" ? "completed" : row.status,
    priority: row.priority,
    started_at: iso(row.started_at),
    submitted_at: iso(row.submitted_at),
    completed_at: iso(row.completed_at),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    overdue: isHomeworkOverdue(rules, now),
    completed,
    is_material_completed: row.is_material_completed,
    progress: completed ? 100 : Number(row.progress),
    grade: row.grade,
    score: num(row.score),
    total_points: num(row.total_points),
    feedback: row.feedback,
    estimated_time: row.estimated_time,
    actual_time: row.actual_time,
    tags: strings(row.tags),
    topics: strings(row.topics),
    bookmarked: row.bookmarked,
    submission_data: presentSubmission(row.submission_data),
    content: row.content_id ? { id: row.content_id } : null,
    template,
    quiz: row.quiz_id ? { id: row.quiz_id, title: row.quiz_title ?? row.title } : null,
    attachments: files.filter((f) => f.assignment_id === row.id).map(presentAttachment),
    comments: comments.filter((c) => c.assignment_id === row.id).map(presentComment),
  };
}
