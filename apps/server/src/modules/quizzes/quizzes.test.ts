import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../test/helpers.ts";
import { buildCast, countOf, createLessons, createQuiz, setWork } from "../assignments/test-fixtures.ts";

const t = useTestApp();
let cast: Awaited<ReturnType<typeof buildCast>>;
let quizId: number;

beforeAll(async () => {
  cast = await buildCast(t);
  quizId = await createQuiz(t);
});

const ALL_RIGHT = { q1: "2", q2: "b", q3: "hello" };
const submission = (overrides: Record<string, unknown> = {}) => ({
  quiz_id: quizId,
  student_id: cast.student.studentId,
  answers: ALL_RIGHT,
  assignment_id: null,
  time_taken: 42,
  ...overrides,
});
const submit = (token: string, body: unknown) => call(t, "POST", "/api/quiz-submissions", { token, body });

describe("GET /api/quizzes/{id}", () => {
  it("answers 401 without a token and 404 for an unknown quiz", async () => {
    expect((await call(t, "GET", `/api/quizzes/${quizId}`)).statusCode).toBe(401);
    const res = await call(t, "GET", "/api/quizzes/2147483000", { token: cast.student.token });
    expect(res.statusCode).toBe(404);
  });

  it("gives a student the questions without their answers", async () => {
    const res = await call(t, "GET", `/api/quizzes/${quizId}`, { token: cast.student.token });
    expect(res.statusCode).toBe(200);
    const quiz = res.json().quiz;
    expect(quiz).toMatchObject({
      question_count: 3,
      total_points: 4,
      includes_answers: false,
      time_limit_seconds: 300,
    });
    expect(JSON.stringify(quiz)).not.toContain("correctAnswer");
    expect(JSON.stringify(quiz)).not.toContain("explanation");
  });

  it("refuses include_answers to a student before they submit, then allows it", async () => {
    const fresh = await createQuiz(t, { title: "Fresh" });
    const before = await call(t, "GET", `/api/quizzes/${fresh}?include_answers=true`, {
      token: cast.student.token,
    });
    expect(before.statusCode).toBe(403);
    expect(before.json().error).toBe("The answers are shown after the quiz has been submitted");
    const parent = await call(
      t,
      "GET",
      `/api/quizzes/${fresh}?include_answers=true&student_id=${cast.child}`,
      {
        token: cast.parent.token,
      },
    );
    expect(parent.statusCode).toBe(403);
    await submit(cast.student.token, submission({ quiz_id: fresh }));
    const after = await call(t, "GET", `/api/quizzes/${fresh}?include_answers=true`, {
      token: cast.student.token,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().quiz.questions[0]).toMatchObject({
      correctAnswer: "2",
      explanation: "Subtract 3 from both sides.",
    });
  });

  it("never gives a tutor applicant the answers (issue 20.1); the tutors' quiz calls refuse them", async () => {
    const applicant = await createUser(t, { role: "tutor", tutor_status: "applicant" });
    const res = await call(t, "GET", `/api/quizzes/${quizId}?include_answers=true`, {
      token: applicant.token,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain("correctAnswer");
    const plain = await call(t, "GET", `/api/quizzes/${quizId}`, { token: applicant.token });
    expect(plain.json().quiz.includes_answers).toBe(false);
    expect(plain.body).not.toContain("correctAnswer");
    for (const url of ["/api/quizzes", `/api/quizzes/${quizId}/question-stats`]) {
      expect((await call(t, "GET", url, { token: applicant.token })).statusCode).toBe(403);
    }
  });

  it("gives tutors and admins the answers", async () => {
    for (const token of [cast.tutor.token, cast.admin.token]) {
      const res = await call(t, "GET", `/api/quizzes/${quizId}?include_answers=1`, { token });
      expect(res.json().quiz.includes_answers).toBe(true);
    }
  });
});

describe("GET /api/quizzes/by-content/{id}", () => {
  it("finds the quiz behind a library item, without its answers", async () => {
    const contentId = (
      await t.database.db
        .insertInto("content_items")
        .values({
          title: "Quiz item",
          description: null,
          content_type: "quiz",
          subject: "Mathematics",
          topics: "[]",
          material_id: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await t.database.db
      .updateTable("quizzes")
      .set({ content_id: contentId })
      .where("id", "=", quizId)
      .execute();
    const res = await call(t, "GET", `/api/quizzes/by-content/${contentId}`, { token: cast.student.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().quiz.id).toBe(quizId);
    expect(JSON.stringify(res.json())).not.toContain("correctAnswer");
    expect((await call(t, "GET", `/api/quizzes/by-content/${contentId}`)).statusCode).toBe(401);
    const none = await call(t, "GET", "/api/quizzes/by-content/2147483000", { token: cast.student.token });
    expect(none.statusCode).toBe(404);
  });
});

describe("POST /api/quiz-submissions", () => {
  it("scores on the server, records the attempt and awards XP once per attempt key", async () => {
    const xpBefore = await countOf(t, "xp_ledger");
    const body = submission({ answers: { q1: "2", q2: "a", q3: "Hello" }, attempt_key: "attempt-key-0001" });
    const res = await submit(cast.student.token, body);
    expect(res.statusCode).toBe(201);
    const { attempt, duplicate } = res.json();
    expect(duplicate).toBe(false);
    expect(attempt).toMatchObject({
      status: "completed",
      score: 3,
      total_points: 4,
      correct_count: 2,
      time_taken: 42,
    });
    expect(attempt.completed_at).toEqual(expect.any(String));
    expect(attempt.answers.find((a: { question_id: string }) => a.question_id === "q2")).toMatchObject({
      is_correct: false,
      correct_answer: "7",
      explanation: "7 has no divisors but 1 and 7.",
    });
    expect(attempt.xp_awarded).toBeGreaterThan(0);
    expect(await countOf(t, "xp_ledger")).toBe(xpBefore + 1);
    const attemptsBefore = await countOf(t, "quiz_attempts");
    const again = await submit(cast.student.token, body);
    expect(again.json()).toMatchObject({ duplicate: true, attempt: { id: attempt.id } });
    expect(await countOf(t, "xp_ledger")).toBe(xpBefore + 1);
    expect(await countOf(t, "quiz_attempts")).toBe(attemptsBefore);
  });

  it("refuses answers to questions not in the quiz, recording nothing", async () => {
    const before = await countOf(t, "quiz_attempts");
    const res = await submit(cast.student.token, submission({ answers: { q1: "2", q99: "x" } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.answers).toEqual(["Unknown question: q99"]);
    expect(await countOf(t, "quiz_attempts")).toBe(before);
  });

  it("refuses a submission for another student, and any from a parent, tutor or admin", async () => {
    const before = await countOf(t, "quiz_attempts");
    const other = await submit(cast.student.token, submission({ student_id: cast.other.studentId }));
    expect(other.statusCode).toBe(403);
    for (const token of [cast.parent.token, cast.tutor.token, cast.admin.token]) {
      expect((await submit(token, submission({ student_id: cast.child }))).statusCode).toBe(403);
    }
    expect((await call(t, "POST", "/api/quiz-submissions", { body: submission() })).statusCode).toBe(401);
    expect(await countOf(t, "quiz_attempts")).toBe(before);
  });

  it("refuses a bad time, an unknown quiz and an extra field", async () => {
    expect((await submit(cast.student.token, submission({ time_taken: -5 }))).statusCode).toBe(400);
    expect((await submit(cast.student.token, submission({ quiz_id: 2147483000 }))).statusCode).toBe(404);
    expect((await submit(cast.student.token, submission({ extra: 1 }))).statusCode).toBe(400);
  });

  it("completes the linked quiz assignment, and refuses an assignment of another quiz or already completed", async () => {
    const a = await setWork(t, cast.tutor.token, {
      student_id: cast.student.studentId,
      assignment_type: "quiz",
      quiz_id: quizId,
      title: "Quiz work",
    });
    const res = await submit(cast.student.token, submission({ assignment_id: a.id }));
    expect(res.json().assignment).toEqual({ id: a.id, status: "completed" });
    const seen = (await call(t, "GET", `/api/assignments/${a.id}`, { token: cast.student.token })).json()
      .assignment;
    expect(seen).toMatchObject({ status: "completed", score: 4, total_points: 4 });
    const before = await countOf(t, "quiz_attempts");
    const again = await submit(cast.student.token, submission({ assignment_id: a.id }));
    expect(again.statusCode).toBe(409);
    const homework = await setWork(t, cast.tutor.token, { student_id: cast.student.studentId });
    const wrong = await submit(cast.student.token, submission({ assignment_id: homework.id }));
    expect(wrong.statusCode).toBe(400);
    const foreign = await setWork(t, cast.admin.token, {
      student_id: cast.other.studentId,
      assignment_type: "quiz",
      quiz_id: quizId,
      title: "Not yours",
    });
    expect((await submit(cast.student.token, submission({ assignment_id: foreign.id }))).statusCode).toBe(
      404,
    );
    expect(await countOf(t, "quiz_attempts")).toBe(before);
  });

  it("feeds the material's progress and review schedule for questions taken from it", async () => {
    const { materialIds } = await createLessons(t, 1);
    const sourced = await createQuiz(t, { materialId: materialIds[0] });
    await submit(cast.student.token, submission({ quiz_id: sourced }));
    const attempts = await t.database.db
      .selectFrom("question_attempts")
      .selectAll()
      .where("student_id", "=", cast.student.studentId)
      .where("material_id", "=", materialIds[0]!)
      .execute();
    expect(attempts).toEqual([expect.objectContaining({ question_id: "q1", is_correct: true })]);
    const card = await t.database.db
      .selectFrom("review_cards")
      .select("question_id")
      .where("student_id", "=", cast.student.studentId)
      .where("material_id", "=", materialIds[0]!)
      .executeTakeFirst();
    expect(card?.question_id).toBe("q1");
  });
});

describe("attempts", () => {
  it("lists completed attempts newest first, 5 by default, with answers only when asked", async () => {
    for (let i = 0; i < 6; i++)
      await submit(cast.other.token, submission({ student_id: cast.other.studentId }));
    const res = await call(t, "GET", `/api/students/${cast.other.studentId}/quiz-attempts`, {
      token: cast.other.token,
    });
    expect(res.statusCode).toBe(200);
    const { attempts } = res.json();
    expect(attempts).toHaveLength(5);
    const ids = attempts.map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(attempts[0].answers).toBeUndefined();
    const withAnswers = await call(
      t,
      "GET",
      `/api/students/${cast.other.studentId}/quiz-attempts?limit=2&include_answers=true`,
      {
        token: cast.other.token,
      },
    );
    expect(withAnswers.json().attempts).toHaveLength(2);
    expect(withAnswers.json().attempts[0].answers).toHaveLength(3);
  });

  it("refuses another student's list and a bad limit", async () => {
    const res = await call(t, "GET", `/api/students/${cast.other.studentId}/quiz-attempts`, {
      token: cast.student.token,
    });
    expect(res.statusCode).toBe(403);
    const bad = await call(t, "GET", `/api/students/${cast.other.studentId}/quiz-attempts?limit=0`, {
      token: cast.other.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("shows one attempt to its student, their tutor and admins; 404 to others", async () => {
    const made = (await submit(cast.student.token, submission())).json().attempt;
    for (const token of [cast.student.token, cast.tutor.token, cast.admin.token]) {
      const res = await call(t, "GET", `/api/quiz-attempts/${made.id}?include_answers=true`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().attempt.answers).toHaveLength(3);
    }
    for (const token of [cast.other.token, cast.parent.token, cast.strangerTutor.token]) {
      expect((await call(t, "GET", `/api/quiz-attempts/${made.id}`, { token })).statusCode).toBe(404);
    }
  });
});

describe("instant feedback and question stats", () => {
  it("checks one answer only where the quiz allows instant feedback", async () => {
    const instant = await createQuiz(t, { instantFeedback: true });
    const ok = await call(t, "POST", `/api/quizzes/${instant}/check-answer`, {
      token: cast.student.token,
      body: { question_id: "q1", answer: "2" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().is_correct).toBe(true);
    const refused = await call(t, "POST", `/api/quizzes/${quizId}/check-answer`, {
      token: cast.student.token,
      body: { question_id: "q1", answer: "2" },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("ranks questions by how often the caller's students got them wrong", async () => {
    const stats = await call(t, "GET", `/api/quizzes/${quizId}/question-stats`, { token: cast.tutor.token });
    expect(stats.statusCode).toBe(200);
    const body = stats.json();
    // The tutor teaches only cast.student: the other student's attempts are not counted.
    expect(body.students).toBe(1);
    expect(body.questions[0]).toMatchObject({ question_id: "q2" });
    expect(body.questions[0].wrong).toBeGreaterThan(0);
    const admin = (
      await call(t, "GET", `/api/quizzes/${quizId}/question-stats`, { token: cast.admin.token })
    ).json();
    expect(admin.students).toBe(2);
    expect(
      (await call(t, "GET", `/api/quizzes/${quizId}/question-stats`, { token: cast.student.token }))
        .statusCode,
    ).toBe(403);
  });
});
