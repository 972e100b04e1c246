import {
  ASSIGNMENT_LIMITS,
  type Assignment,
  type CompleteAssignmentRequest,
  type CreateAssignmentRequest,
  type SubmitAssignmentRequest,
} from "@app/contract/assignments";
import { type AssignmentStatus, refuseScore, refuseTransition } from "@app/domain/homework";
import type { Deps } from "../../deps.ts";
import { AppError, badRequest, conflict, forbidden, notFound, present } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { presentAssignment, presentAttachment } from "./assignments.presenter.ts";
import * as repo from "./assignments.repository.ts";
import {
  ASSIGNMENT_NOT_FOUND,
  resolveAssignmentReader,
  resolveStudentToTeach,
} from "./assignments-access.ts";
import { tellOfHomework } from "./assignments-notifications.ts";
import {
  cleanFileName,
  prepareAttachment,
  readAttachment,
  removeAttachments,
  saveAttachment,
} from "./attachment-files.ts";

const OPEN_STATUSES: readonly AssignmentStatus[] = ["assigned", "in_progress", "returned", "submitted"];
export const STUDENT_ONLY = "Only the student can start or hand in their own work";

async function presentMany(deps: Deps, rows: repo.AssignmentRecord[]): Promise<Assignment[]> {
  const ids = rows.map((r) => r.id);
  const [files, comments] = await Promise.all([
    repo.listFiles(deps.db, ids),
    repo.listComments(deps.db, ids),
  ]);
  const now = new Date();
  return rows.map((row) => presentAssignment(row, files, comments, now));
}

async function presentOne(deps: Deps, id: number): Promise<{ assignment: Assignment }> {
  const row = await repo.findById(deps.db, id);
  if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
  const [assignment] = await presentMany(deps, [row]);
  return { assignment: present(assignment, `assignment ${id}`) };
}

/** The assignment and its student, when the caller may see it; 404 otherwise. */
async function loadReadable(deps: Deps, user: AuthUser, id: number) {
  const owner = await repo.findOwner(deps.db, id);
  if (!owner) throw notFound(ASSIGNMENT_NOT_FOUND);
  const student = await resolveAssignmentReader(deps.db, user, owner.student_id);
  return { owner, student };
}

/** The assignment, when the caller is its student (a parent sees it but never hands it in). */
async function loadForStudent(deps: Deps, user: AuthUser, id: number) {
  const found = await loadReadable(deps, user, id);
  if (user.role !== "student") throw forbidden(STUDENT_ONLY);
  return found;
}

/** The assignment, when the caller may grade and delete it (see resolveStudentToTeach). */
async function loadForTeacher(deps: Deps, user: AuthUser, id: number) {
  const found = await loadReadable(deps, user, id);
  await resolveStudentToTeach(deps.db, user, found.owner.student_id);
  return found;
}

/** GET /api/assignments/student/{id} (spec 7.4): every assignment of a student the caller may see. */
export async function listStudentAssignments(deps: Deps, user: AuthUser, studentId: number) {
  const student = await resolveAssignmentReader(deps.db, user, studentId);
  const assignments = await presentMany(deps, await repo.listForStudent(deps.db, student.id));
  return { assignments, total: assignments.length };
}

/** GET /api/assignments/{id}. */
export async function getAssignment(deps: Deps, user: AuthUser, id: number) {
  await loadReadable(deps, user, id);
  return presentOne(deps, id);
}

/** POST /api/assignments: a tutor or admin sets a material, a quiz or homework for a student. */
export async function createAssignment(deps: Deps, user: AuthUser, input: CreateAssignmentRequest) {
  const student = await resolveStudentToTeach(deps.db, user, input.student_id);
  let subject = input.subject ?? null;
  let contentId: number | null = null;
  if (input.assignment_type === "material" || input.template_id) {
    const template = input.template_id ? await repo.findTemplate(deps.db, input.template_id) : undefined;
    if (!template) throw badRequest("That material does not exist", { template_id: ["Unknown material"] });
    subject ??= template.subject;
    contentId = await repo.findContentId(deps.db, { materialId: template.id });
  }
  if (input.assignment_type === "quiz" || input.quiz_id) {
    const quiz = input.quiz_id ? await repo.findQuizLink(deps.db, input.quiz_id) : null;
    if (!quiz) throw badRequest("That quiz does not exist", { quiz_id: ["Unknown quiz"] });
    subject ??= quiz.subject;
    contentId = quiz.content_id;
  }
  const row = await repo.insertAssignment(deps.db, {
    student_id: student.id,
    assigned_by: user.id,
    assignment_type: input.assignment_type,
    title: input.title,
    description: input.description ?? null,
    instructions: input.instructions ?? null,
    subject,
    content_id: contentId,
    due_date: input.due_date ?? null,
    priority: input.priority,
    estimated_time: input.estimated_time ?? null,
    total_points: input.total_points ?? null,
    template_id: input.template_id ?? null,
    quiz_id: input.quiz_id ?? null,
    tags: JSON.stringify(input.tags),
    topics: JSON.stringify(input.topics),
    submission_data: null,
  });
  await tellOfHomework(deps, user, row.id, "set");
  return presentOne(deps, row.id);
}

/** Why a change did not apply: the status moved on (another request), or it is gone. */
async function explainRefusal(
  deps: Deps,
  id: number,
  action: "start" | "submit" | "complete",
): Promise<never> {
  const owner = await repo.findOwner(deps.db, id);
  if (!owner) throw notFound(ASSIGNMENT_NOT_FOUND);
  throw conflict(refuseTransition(owner.status, action) ?? "This assignment changed meanwhile; reload it");
}

/** POST /api/assignments/{id}/start (spec 7.4): the student begins; starting twice changes nothing. */
export async function startAssignment(deps: Deps, user: AuthUser, id: number) {
  const { owner } = await loadForStudent(deps, user, id);
  if (owner.status === "in_progress") return presentOne(deps, id);
  const reason = refuseTransition(owner.status, "start");
  if (reason) throw conflict(reason);
  const changed = await repo.updateIfStatus(deps.db, id, ["assigned", "returned"], {
    status: "in_progress",
    started_at: new Date(),
  });
  if (!changed) await explainRefusal(deps, id, "start");
  return presentOne(deps, id);
}

/** POST /api/assignments/{id}/attachments: one file, checked by its content and size. */
export async function uploadAttachment(
  deps: Deps,
  user: AuthUser,
  id: number,
  file: { bytes: Buffer; filename: string | undefined },
) {
  const { owner } = await loadForStudent(deps, user, id);
  if (owner.status === "completed") throw conflict("This assignment is already completed");
  if (file.bytes.length === 0) throw badRequest("The file is empty", { file: ["The file is empty"] });
  if (file.bytes.length > ASSIGNMENT_LIMITS.attachmentMaxBytes) throw attachmentTooLarge();
  const { kind, bytes } = await prepareAttachment(file.bytes);
  if ((await repo.countFiles(deps.db, id)) >= ASSIGNMENT_LIMITS.attachmentsPerAssignment)
    throw badRequest(`At most ${ASSIGNMENT_LIMITS.attachmentsPerAssignment} files per assignment`);
  const fileId = saveAttachment(deps.config.dataDir, bytes, kind.ext);
  try {
    const row = await repo.insertFile(deps.db, {
      assignment_id: id,
      file_id: fileId,
      original_name: cleanFileName(file.filename, kind.ext, ASSIGNMENT_LIMITS.fileNameMax),
      content_type: kind.type,
      size_bytes: bytes.length,
      uploaded_by: user.id,
    });
    return { attachment: presentAttachment(row) };
  } catch (error) {
    removeAttachments(deps.config.dataDir, [fileId]);
    throw error;
  }
}

export function attachmentTooLarge(): AppError {
  const mb = ASSIGNMENT_LIMITS.attachmentMaxBytes / 1024 / 1024;
  return new AppError(413, `The file is too large (at most ${mb} MB)`, { file: ["Too large"] });
}

/** GET /api/assignments/{id}/attachments/{attachmentId}: the file, to those who may see the work. */
export async function getAttachmentFile(deps: Deps, user: AuthUser, id: number, attachmentId: number) {
  await loadReadable(deps, user, id);
  const row = await repo.findFile(deps.db, id, attachmentId);
  const bytes = row ? readAttachment(deps.config.dataDir, row.file_id) : null;
  if (!row || !bytes) throw notFound("Attachment not found");
  return { bytes, contentType: row.content_type, name: row.original_name };
}

/** POST /api/assignments/{id}/submit (spec 7.4): text and uploaded files; never after completion. */
export async function submitAssignment(
  deps: Deps,
  user: AuthUser,
  id: number,
  input: SubmitAssignmentRequest,
) {
  const { owner } = await loadForStudent(deps, user, id);
  const reason = refuseTransition(owner.status, "submit");
  if (reason) throw conflict(reason);
  const ids = [...new Set(input.submission_data.attachment_ids)];
  const files = await repo.listFiles(deps.db, [id]);
  const unknown = ids.filter((fileId) => !files.some((f) => f.id === fileId));
  if (unknown.length > 0)
    throw badRequest("Attach files to this assignment before handing them in", {
      "submission_data.attachment_ids": [`Unknown attachment: ${unknown.join(", ")}`],
    });
  const current = await repo.findById(deps.db, id);
  const now = new Date();
  const started = current?.started_at ? new Date(current.started_at) : null;
  const changed = await repo.updateIfStatus(deps.db, id, OPEN_STATUSES, {
    status: "submitted",
    submitted_at: now,
    started_at: started ?? now,
    actual_time: started ? Math.max(1, Math.round((now.getTime() - started.getTime()) / 60_000)) : null,
    progress: 100,
    submission_data: JSON.stringify({ text: input.submission_data.text ?? null, attachment_ids: ids }),
  });
  if (!changed) await explainRefusal(deps, id, "submit");
  await tellOfHomework(deps, user, id, "handed-in");
  return presentOne(deps, id);
}

/** POST /api/assignments/{id}/complete (spec 7.4): the tutor's score, grade and feedback, once. */
export async function completeAssignment(
  deps: Deps,
  user: AuthUser,
  id: number,
  input: CompleteAssignmentRequest,
) {
  const { owner } = await loadForTeacher(deps, user, id);
  const reason = refuseTransition(owner.status, "complete");
  if (reason) throw conflict(reason);
  const current = await repo.findById(deps.db, id);
  const total =
    current?.total_points === null || current?.total_points === undefined
      ? null
      : Number(current.total_points);
  if (input.score !== undefined && input.score !== null) {
    const scoreProblem = refuseScore(input.score, total);
    if (scoreProblem) throw badRequest(scoreProblem, { score: [scoreProblem] });
  }
  const previous = (current?.submission_data ?? {}) as Record<string, unknown>;
  const submission = input.submission_data
    ? { ...previous, ...input.submission_data }
    : current?.submission_data;
  const changed = await repo.updateIfStatus(deps.db, id, OPEN_STATUSES, {
    status: "completed",
    completed_at: new Date(),
    score: input.score ?? null,
    grade: input.grade || null,
    feedback: input.feedback ?? null,
    progress: 100,
    submission_data: submission ? JSON.stringify(submission) : null,
  });
  if (!changed) await explainRefusal(deps, id, "complete");
  await tellOfHomework(deps, user, id, "graded");
  return presentOne(deps, id);
}

/** DELETE /api/assignments/{id} (spec 7.4): the work and its files. */
export async function deleteAssignment(deps: Deps, user: AuthUser, id: number) {
  await loadForTeacher(deps, user, id);
  const files = await repo.listFiles(deps.db, [id]);
  await repo.deleteAssignment(deps.db, id);
  removeAttachments(
    deps.config.dataDir,
    files.map((f) => f.file_id),
  );
  return { deleted: true as const, id };
}

/** POST /api/assignments/{id}/comments: a parent (or the tutor) writes a note about the work. */
export async function addComment(deps: Deps, user: AuthUser, id: number, body: string) {
  await loadReadable(deps, user, id);
  if (user.role === "student") throw forbidden("Comments are for parents and tutors");
  await repo.insertComment(deps.db, {
    assignment_id: id,
    author_user_id: user.id,
    author_role: user.role,
    body,
  });
  return presentOne(deps, id);
}

/**
 * Checks, before a quiz submission records anything, that an assignment is this student's open
 * work for this quiz.
 */
export async function checkQuizAssignment(
  deps: Deps,
  studentId: number,
  assignmentId: number,
  quizId: number,
) {
  const row = await repo.findById(deps.db, assignmentId);
  if (!row || row.student_id !== studentId) throw notFound(ASSIGNMENT_NOT_FOUND);
  if (row.quiz_id !== quizId)
    throw badRequest("That assignment is not for this quiz", {
      assignment_id: ["Not this quiz's assignment"],
    });
  if (row.status === "completed") throw conflict("This assignment is already completed");
}

/** Completes a quiz assignment with the attempt's score (spec 7.3: the submission completes it). */
export async function completeQuizAssignment(
  deps: Deps,
  assignmentId: number,
  result: { score: number; total: number; timeTakenSeconds: number },
) {
  await repo.updateIfStatus(deps.db, assignmentId, OPEN_STATUSES, {
    status: "completed",
    completed_at: new Date(),
    submitted_at: new Date(),
    score: result.score,
    total_points: result.total,
    actual_time: Math.max(1, Math.round(result.timeTakenSeconds / 60)),
    progress: 100,
  });
  return getAssignmentStatus(deps, assignmentId);
}

/** An assignment's id and status, or null when it is gone. */
export async function getAssignmentStatus(deps: Deps, assignmentId: number) {
  const owner = await repo.findOwner(deps.db, assignmentId);
  return owner ? { id: owner.id, status: owner.status } : null;
}
