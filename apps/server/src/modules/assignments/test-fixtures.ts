import type { LightMyRequestResponse } from "fastify";
import {
  call,
  createLessons,
  createParent,
  createStudent,
  createUser,
  type TestApp,
} from "../../test/helpers.ts";

/** A tutor an admin assigned to a student (issue 12: "the students assigned to them"). */
export async function createTutorOf(t: TestApp, studentId: number) {
  const tutor = await createUser(t, { role: "tutor" });
  await t.database.db
    .insertInto("tutor_student_assignments")
    .values({ tutor_user_id: tutor.user.id, student_id: studentId })
    .execute();
  return tutor;
}

/** Everyone the loop needs: a student, their tutor, a stranger tutor, a parent, an admin. */
export async function buildCast(t: TestApp) {
  const student = await createStudent(t);
  const other = await createStudent(t);
  const parent = await createParent(t, [11]);
  const tutor = await createTutorOf(t, student.studentId);
  const strangerTutor = await createUser(t, { role: "tutor" });
  const admin = await createUser(t, { role: "admin" });
  return { student, other, parent, child: parent.childIds[0]!, tutor, strangerTutor, admin };
}

/** A stored quiz; question q1 comes from a material's practice when `materialId` is given. */
export async function createQuiz(
  t: TestApp,
  options: { instantFeedback?: boolean; materialId?: number; title?: string } = {},
) {
  const questions = [
    {
      id: "q1",
      type: "numeric",
      question: "Solve $x + 3 = 5$.",
      correctAnswer: "2",
      hint: "Take 3 away.",
      explanation: "Subtract 3 from both sides.",
      points: 2,
      ...(options.materialId ? { source: { material_id: options.materialId, question_id: "q1" } } : {}),
    },
    {
      id: "q2",
      type: "multiple_choice",
      question: "Which is prime?",
      options: [
        { id: "a", text: "4" },
        { id: "b", text: "7" },
      ],
      correctAnswer: "b",
      hint: "Only 1 and itself.",
      explanation: "7 has no divisors but 1 and 7.",
    },
    {
      id: "q3",
      type: "short_answer",
      question: "Say 'bonjour' in English.",
      correctAnswer: "hello",
      hint: "",
    },
  ];
  const row = await t.database.db
    .insertInto("quizzes")
    .values({
      content_id: null,
      title: options.title ?? "Number check",
      description: "Three quick questions",
      subject: "Mathematics",
      questions: JSON.stringify(questions),
      time_limit_seconds: 300,
      show_instant_feedback: options.instantFeedback ?? false,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets homework (or anything else) for a student as the given setter; answers the assignment. */
export async function setWork(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await call(t, "POST", "/api/assignments", {
    token,
    body: { assignment_type: "homework", title: "Fractions worksheet", ...body },
  });
  if (res.statusCode !== 201) throw new Error(`setWork: ${res.statusCode} ${res.body}`);
  return res.json().assignment as { id: number; status: string };
}

/** Sends one file as multipart form data. */
export function upload(
  t: TestApp,
  url: string,
  token: string | undefined,
  file: { name: string; bytes: Buffer; type?: string },
): Promise<LightMyRequestResponse> {
  const boundary = "----brightpath-test-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return t.app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.concat([head, file.bytes, tail]),
  });
}

export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
/** A Windows executable's header, whatever its name says. */
export const EXE_BYTES = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.alloc(64)]);

/** Counts rows of this module's tables, to show a refused call changed nothing. */
export async function countOf(
  t: TestApp,
  table: "assignments" | "assignment_files" | "quiz_attempts" | "xp_ledger",
) {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export { createLessons };
