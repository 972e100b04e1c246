import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { seedSiteContent } from "../../db/seed/site/index.ts";
import { createQuiz, PDF_BYTES, upload } from "../../modules/assignments/test-fixtures.ts";
import { grantCredits, insertBookedLesson } from "../../modules/booking/booking-test-fixtures.ts";
import {
  call,
  createContent,
  createLessons,
  createParent,
  createStudent,
  createUser,
  type TestApp,
} from "../helpers.ts";

/**
 * The access matrix's cast and the real objects it aims at, made once per file through the API
 * where the API makes them. The "owner" side is one family (a parent, a student with their own
 * login, a second child without one) with an assigned tutor; everyone else is an outsider to it.
 */

/** The owner student's family name, unique in the world: an answer that holds it tells about them. */
export const OWNER_NAME = "Quillfeather";

/** A caller of the matrix: who they are, their token, and whose side they are on. */
export interface Caller {
  label: string;
  token: string;
}

function ok(res: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (res.statusCode >= 300) throw new Error(`world: ${what} answered ${res.statusCode} ${res.body}`);
  return res;
}

export async function buildWorld(t: TestApp) {
  await seedSiteContent(t.database.db);
  const admin = await createUser(t, { role: "admin" });
  // The owner family: a parent, a student with their own login in that family, a child without one.
  const parent = await createParent(t, [9]);
  const student = await createStudent(t, { first_name: "Maya", last_name: OWNER_NAME });
  await t.database.db
    .updateTable("student_profiles")
    .set({ parent_user_id: parent.user.id })
    .where("id", "=", student.studentId)
    .execute();
  const childId = parent.childIds[0]!;
  // Another family, another student, and the tutors.
  const otherParent = await createParent(t, [10]);
  const otherStudent = await createStudent(t, { first_name: "Otto" });
  const tutor = await createUser(t, { role: "tutor", first_name: "Lena" });
  const otherTutor = await createUser(t, { role: "tutor", first_name: "Olaf" });
  const applicant = await createUser(t, { role: "tutor", tutor_status: "applicant" });
  for (const [tutorId, studentId] of [
    [tutor.user.id, student.studentId],
    [tutor.user.id, childId],
    [otherTutor.user.id, otherStudent.studentId],
  ] as const) {
    await t.database.db
      .insertInto("tutor_student_assignments")
      .values({ tutor_user_id: tutorId, student_id: studentId })
      .execute();
  }
  ok(
    await call(t, "PUT", "/api/tutor/availability", {
      token: tutor.token,
      body: {
        time_zone: "UTC",
        subjects: ["Mathematics"],
        windows: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })),
        days_off: [],
      },
    }),
    "availability",
  );

  const lessons = await createLessons(t, 1);
  const materialId = lessons.materialIds[0]!;
  const contentId = await createContent(t);
  const quizId = await createQuiz(t);

  // The student's work: homework set by their tutor, a file handed in, a quiz attempt, an answer set.
  const assignment = ok(
    await call(t, "POST", "/api/assignments", {
      token: tutor.token,
      body: { student_id: student.studentId, assignment_type: "homework", title: "Fractions worksheet" },
    }),
    "assignment",
  ).json().assignment as { id: number };
  const file = ok(
    await upload(t, `/api/assignments/${assignment.id}/attachments`, student.token, {
      name: "work.pdf",
      bytes: PDF_BYTES,
      type: "application/pdf",
    }),
    "assignment file",
  ).json();
  const assignmentFileId = Number(file.attachment?.id ?? file.id);
  const attempt = ok(
    await call(t, "POST", "/api/quiz-submissions", {
      token: student.token,
      body: { quiz_id: quizId, student_id: student.studentId, answers: { q1: "2" }, time_taken: 30 },
    }),
    "quiz attempt",
  ).json();
  const attemptId = Number(attempt.attempt?.id ?? attempt.attempt_id ?? attempt.id);
  const answerSet = ok(
    await call(t, "POST", "/api/answer-sets", {
      token: student.token,
      body: { kind: "practice", source: "material", id: materialId },
    }),
    "answer set",
  ).json() as { set_id: string };

  // The family's conversation with their tutor, with a file in it.
  const thread = ok(
    await call(t, "POST", "/api/messages/threads", {
      token: parent.token,
      body: { kind: "tutor", student_id: student.studentId, tutor_user_id: tutor.user.id },
    }),
    "thread",
  ).json();
  const threadId = Number(thread.thread?.id ?? thread.id);
  const threadFile = ok(
    await upload(t, `/api/messages/threads/${threadId}/attachments`, parent.token, {
      name: "note.pdf",
      bytes: PDF_BYTES,
      type: "application/pdf",
    }),
    "thread file",
  ).json();
  const threadFileId = Number(threadFile.attachment?.id ?? threadFile.id);

  // A booked lesson with the tutor, and the family's billing: a bank-transfer request and its invoice.
  const credits = await grantCredits(t, student.studentId, 5);
  const lessonId = await insertBookedLesson(t, student.studentId, tutor.user.id, 72, credits.id);
  // A package on sale (AI-session packages are not while the AI tutor is off).
  const offer = await t.database.db
    .selectFrom("credit_offers")
    .select("id")
    .where("credit_type", "=", "tutor-session")
    .executeTakeFirstOrThrow();
  ok(
    await call(t, "POST", "/api/billing/checkout", {
      token: parent.token,
      body: { student_id: student.studentId, offer_id: offer.id, method: "bank-transfer" },
    }),
    "checkout",
  );
  const request = await t.database.db
    .selectFrom("purchase_requests")
    .select("id")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const invoice = await t.database.db
    .selectFrom("invoices")
    .select("id")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();

  // A notification for the student.
  ok(
    await call(t, "POST", "/api/admin/notifications", {
      token: admin.token,
      body: { title: "Hello", body: "Welcome", audience: { kind: "users", user_ids: [student.user.id] } },
    }),
    "notification",
  );
  const notification = await t.database.db
    .selectFrom("notification_recipients")
    .select("notification_id as id")
    .where("user_id", "=", student.user.id)
    .executeTakeFirstOrThrow();

  // A conversation with the AI tutor on the lesson.
  const tutorSession = ok(
    await call(t, "POST", "/api/tutor/sessions", { token: student.token, body: { material_id: materialId } }),
    "tutor session",
  ).json();
  const tutorSessionId = Number(tutorSession.session.id);
  ok(
    await call(t, "POST", `/api/tutor/sessions/${tutorSessionId}/turns`, {
      token: student.token,
      body: { message: "How do I solve for x?" },
    }),
    "tutor turn",
  );

  const owner = {
    tutorSessionId,
    studentId: student.studentId,
    studentUserId: student.user.id,
    childId,
    parentUserId: parent.user.id,
    tutorUserId: tutor.user.id,
    assignmentId: assignment.id,
    assignmentFileId,
    attemptId,
    answerSetId: answerSet.set_id,
    threadId,
    threadFileId,
    lessonId,
    requestId: request.id,
    invoiceId: invoice.id,
    notificationId: notification.id,
    offerId: offer.id,
  };
  const shared = { materialId, moduleId: lessons.moduleId, courseId: lessons.courseId, contentId, quizId };
  /** The owner's side: each may reach the owner's objects (the tutor read-only, where tutors may). */
  const insiders: Caller[] = [
    { label: "the student", token: student.token },
    { label: "the parent", token: parent.token },
    { label: "the assigned tutor", token: tutor.token },
    { label: "an admin", token: admin.token },
  ];
  /** Everyone else: none may reach the owner's objects. */
  const outsiders: Caller[] = [
    { label: "another student", token: otherStudent.token },
    { label: "another parent", token: otherParent.token },
    { label: "another tutor", token: otherTutor.token },
    { label: "a tutor applicant", token: applicant.token },
  ];
  const other = {
    studentId: otherStudent.studentId,
    childId: otherParent.childIds[0]!,
    tutorUserId: otherTutor.user.id,
  };
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  return {
    assignedTutor: tutor,
    png,
    owner,
    other,
    shared,
    insiders,
    outsiders,
    admin,
    student,
    parent,
    otherParent,
    otherStudent,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
