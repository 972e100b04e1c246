import type { LightMyRequestResponse } from "fastify";
import { PDF_BYTES } from "../../modules/assignments/test-fixtures.ts";
import { OWNER_NAME, type World } from "./world.ts";

/**
 * How the object matrix aims each route at the owner's side. A route whose path names a thing, or
 * whose body names a student, must have an entry here (the suite fails on one without), so a new
 * route is covered the day it is registered; a `student_id` in the query is filled in by itself.
 */
export interface Target {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  file?: { name: string; type: string; bytes: Buffer };
  /** Outsiders (by label) who may succeed: the path names something that is no one's own. */
  openTo?: readonly string[];
  /** A success that still gives nothing away is no hole (a quiz without its answer key). */
  leaks?: (res: LightMyRequestResponse) => boolean;
  /** A write on a student's behalf their assigned tutor may make (setting work, writing to them). */
  tutorWrites?: boolean;
  /** Whether an insider's GET must succeed, proving the ids are real (false: none exists). */
  control?: boolean;
}

/** Holes known and fixed on another branch: `route as caller` → where. The lead removes each after merging. */
export const KNOWN_HOLES: Record<string, string> = {};

/** For lists of the caller's own things, where a `student_id` of another family is ignored. */
const ownListing: Target = { leaks: (res) => res.body.includes(OWNER_NAME) };

const EVERYONE = ["another student", "another parent", "another tutor", "a tutor applicant"] as const;

export function targetsFor(w: World): Record<string, Target> {
  const { owner: o, shared: s } = w;
  const id = (value: number | string) => ({ id: value });
  const child = id(o.childId);
  const assignment = id(o.assignmentId);
  const thread = id(o.threadId);
  const lesson = id(o.lessonId);
  const pdf = { name: "work.pdf", type: "application/pdf", bytes: PDF_BYTES };
  const material = { params: id(s.materialId), openTo: [] };
  return {
    "PUT /api/auth/users/:id": { params: id(o.studentUserId), body: { first_name: "Taken" } },
    "DELETE /api/student-dashboard/students/:id": { params: child },
    "POST /api/student-dashboard/library/:contentId/favourite": { params: { contentId: s.contentId } },
    "POST /api/student-dashboard/library/:contentId/opened": { params: { contentId: s.contentId } },
    "POST /api/family/children/:id/login": {
      params: child,
      body: { username: "taken_login_1", password: "a-strong-password" },
    },
    "POST /api/family/children/:id/login/password": {
      params: child,
      body: { password: "a-strong-password" },
    },
    "PATCH /api/family/children/:id/login": { params: child, body: { isEnabled: false } },
    "PATCH /api/family/children/:id/settings": { params: child, body: { isGlobalBoardAllowed: true } },
    "GET /api/family/children/:id/export": { params: child },
    // A consent request is named by the child who asked.
    "POST /api/family/consent-requests/:id/confirm": { params: id(o.studentId) },
    "POST /api/family/consent-requests/:id/decline": { params: id(o.studentId) },
    "GET /api/tutor/sessions/:id": { params: id(o.tutorSessionId) },
    "DELETE /api/tutor/sessions/:id": { params: id(o.tutorSessionId) },
    "POST /api/tutor/sessions/:id/turns": { params: id(o.tutorSessionId), body: { message: "Solve for x?" } },
    "POST /api/tutor/sessions/:id/turns/stream": {
      params: id(o.tutorSessionId),
      body: { message: "Solve for x?" },
    },
    "PUT /api/tutor/settings": { body: { student_id: o.studentId, outside_model_allowed: true } },
    "GET /api/material-progress/:id": material,
    "POST /api/material-progress/:id/question-attempt": {
      ...material,
      body: { question_id: "q1", answer: "2" },
    },
    "POST /api/material-progress/:id/questions/:question_id/reveal": {
      params: { id: s.materialId, question_id: "q1" },
      openTo: [],
    },
    "GET /api/material-progress/:id/questions/:question_id/similar": {
      params: { id: s.materialId, question_id: "q1" },
      openTo: [],
    },
    "POST /api/material-progress/:id/sync": { ...material, body: { items: [] } },
    // The Python course (issue 25): weeks and exercises are the course's, the work is the student's.
    "GET /api/python/weeks/:week": { params: { week: 1 }, openTo: [] },
    "PUT /api/python/exercises/:slug/code": {
      params: { slug: "shout" },
      body: { code: "print(1)" },
      openTo: [],
    },
    "POST /api/python/exercises/:slug/hints": { params: { slug: "shout" }, openTo: [] },
    "POST /api/python/exercises/:slug/attempts": {
      params: { slug: "shout" },
      body: { code: "print(1)" },
      openTo: [],
    },
    "PUT /api/python/files/:name": { params: { name: "main.py" }, body: { content: "print(1)" }, openTo: [] },
    "DELETE /api/python/files/:name": { params: { name: "main.py" }, openTo: [] },
    "POST /api/material-progress/:id/complete": material,
    "GET /api/material-completion-config/:id": material,
    "PUT /api/material-progress/:id/completion-criteria": {
      ...material,
      body: { criteria: { require_all_cards: false } },
    },
    "PUT /api/material-progress/:id": { ...material, body: { updates: { notes: "taken" } } },
    "PUT /api/student-dashboard/profile": { body: { bio: "Not mine" } },
    "POST /api/student-dashboard/onboarding": {
      body: { age: 14, subjects: ["Mathematics"], weeklyStudyHours: 3 },
    },
    "POST /api/student-dashboard/profile/avatar": {
      file: { name: "a.png", type: "image/png", bytes: w.png },
    },
    "GET /api/material-templates/:id": { params: id(s.materialId), openTo: EVERYONE },
    "GET /api/rewards/leaderboard": ownListing,
    "GET /api/learning-paths": ownListing,
    "GET /api/messages/threads": ownListing,
    "GET /api/messages/contacts": ownListing,
    "GET /api/module-progress/:id": { params: id(s.moduleId) },
    // A read sent as POST (many materials at once): the assigned tutor may read progress.
    "POST /api/material-progress/batch": {
      body: { material_ids: [s.materialId], student_id: o.studentId },
      tutorWrites: true,
    },
    "POST /api/answer-sets/:id/finish": { params: id(o.answerSetId) },
    // A listen-and-speak phrase's audio (issue 23): the world's set is a practice set, so no phrase
    // is found even for its owner; games/listen-speak.test.ts plays a real one and refuses others.
    "GET /api/answer-sets/:id/audio/:questionId": {
      params: { id: o.answerSetId, questionId: "g-say-1" },
      control: false,
    },
    // The games hub (issue 23): the student_id in the query (GET) or the body (PATCH) is aimed at.
    "PATCH /api/student/games-preferences": { body: { sound_on: true, student_id: o.studentId } },
    // The verb games (decision 063): the student_id in the body (POST) or the query (GET).
    "POST /api/student/verb-rounds": {
      body: { language: "es", tenses: ["presente"], persons: ["yo"], student_id: o.studentId },
    },
    "GET /api/student/verb-games/:language": { params: { language: "es" } },
    // No path exists in this world: only the student_id in the query is aimed at.
    "GET /api/learning-paths/:id": { params: id(1), control: false },
    "GET /api/practice/:id": {
      params: id(s.materialId),
      query: { source: "material", student_id: o.studentId },
    },
    "GET /api/assignments/student/:studentId": { params: { studentId: o.studentId } },
    "GET /api/assignments/:id": { params: assignment },
    "POST /api/assignments/:id/start": { params: assignment },
    "POST /api/assignments/:id/submit": { params: assignment, body: { submission_data: { text: "mine" } } },
    "POST /api/assignments/:id/complete": { params: assignment, body: { score: 100, grade: "A" } },
    "DELETE /api/assignments/:id": { params: assignment },
    "POST /api/assignments/:id/comments": { params: assignment, body: { body: "Well done" } },
    "POST /api/assignments/:id/attachments": { params: assignment, file: pdf },
    "GET /api/assignments/:id/attachments/:attachmentId": {
      params: { id: o.assignmentId, attachmentId: o.assignmentFileId },
    },
    "POST /api/assignments": {
      body: { student_id: o.studentId, assignment_type: "homework", title: "Not yours to set" },
      tutorWrites: true,
    },
    // Quizzes are the catalogue's, not anyone's: the answer key is what only tutors and admins get.
    "GET /api/quizzes/by-content/:id": { params: id(s.contentId), openTo: EVERYONE, control: false },
    "GET /api/quizzes/:id": {
      params: id(s.quizId),
      query: { include_answers: "true" },
      openTo: ["another tutor"],
      leaks: (res) => res.body.includes("correctAnswer"),
    },
    "POST /api/quizzes/:id/check-answer": {
      params: id(s.quizId),
      body: { question_id: "q1", answer: "2" },
      openTo: EVERYONE,
    },
    "GET /api/quizzes/:id/question-stats": { params: id(s.quizId), openTo: ["another tutor"] },
    "POST /api/quiz-submissions": {
      body: { quiz_id: s.quizId, student_id: o.studentId, answers: { q1: "2" }, time_taken: 5 },
    },
    "GET /api/students/:id/quiz-attempts": { params: id(o.studentId) },
    "GET /api/quiz-attempts/:id": { params: id(o.attemptId) },
    "GET /api/tutor/students/:id": { params: id(o.studentId) },
    "PUT /api/tutor/lessons/:id/note": { params: lesson, body: { note: "Not my lesson" } },
    "GET /api/tutor/lessons/:id/brief": { params: lesson },
    "POST /api/tutor/lessons/:id/brief/practice": { params: lesson, body: { template_id: s.materialId } },
    "POST /api/billing/requests/:id/cancel": { params: id(o.requestId) },
    "GET /api/billing/invoices/:id": { params: id(o.invoiceId) },
    "POST /api/billing/checkout": {
      body: { student_id: o.studentId, offer_id: o.offerId, method: "bank-transfer" },
    },
    "POST /api/rewards/cash": {
      body: {
        student_id: o.studentId,
        amount: 5,
        reason: "Not mine to give",
        idempotency_key: "matrix-cash-1",
      },
    },
    "PUT /api/avatar": {
      body: {
        student_id: o.studentId,
        avatar: {
          skinColour: "#aa8844",
          hairColour: "#000000",
          shirtColour: "#ff0000",
          hairStyle: "bun",
          accessory: "hat",
        },
      },
    },
    "PATCH /api/student/profile-persona": {
      body: { student_id: o.studentId, updates: [{ key: "pace", value: "fast", confidence: 1 }] },
    },
    // No group session exists in this world: only the student in the body is aimed at.
    "POST /api/booking/group-sessions/:id/join": { params: id(1), body: { student_id: o.studentId } },
    "POST /api/booking/lessons": {
      body: {
        tutor_id: o.tutorUserId,
        starts_at: new Date(Date.now() + 5 * 86_400_000).toISOString().replace(/T.*/, "T10:00:00.000Z"),
        duration: 60,
        subject: "Mathematics",
        student_id: o.studentId,
      },
    },
    "POST /api/booking/lessons/:id/cancel": { params: lesson },
    "POST /api/booking/lessons/:id/reschedule": {
      params: lesson,
      body: {
        starts_at: new Date(Date.now() + 6 * 86_400_000).toISOString().replace(/T.*/, "T10:00:00.000Z"),
      },
    },
    "GET /api/booking/lessons/:id/ics": { params: lesson },
    "POST /api/notifications/:id/read": { params: id(o.notificationId) },
    "POST /api/messages/threads": {
      body: { kind: "tutor", student_id: o.studentId, tutor_user_id: o.tutorUserId },
      tutorWrites: true,
    },
    "GET /api/messages/threads/:id": { params: thread },
    "POST /api/messages/threads/:id/messages": { params: thread, body: { body: "Not my thread" } },
    "POST /api/messages/threads/:id/read": { params: thread, body: {} },
    "POST /api/messages/threads/:id/attachments": { params: thread, file: pdf },
    "GET /api/messages/threads/:id/attachments/:attachmentId": {
      params: { id: o.threadId, attachmentId: o.threadFileId },
    },
  };
}
