import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../../test/helpers.ts";
import { buildCast, countOf, createLessons, createQuiz, createTutorOf, setWork } from "./test-fixtures.ts";

const t = useTestApp();
let cast: Awaited<ReturnType<typeof buildCast>>;

beforeAll(async () => {
  cast = await buildCast(t);
});

const due = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("POST /api/assignments (setting work)", () => {
  it("answers 401 without a token", async () => {
    const res = await call(t, "POST", "/api/assignments", { body: {} });
    expect(res.statusCode).toBe(401);
  });

  it("lets the student's tutor set homework with every field", async () => {
    const res = await call(t, "POST", "/api/assignments", {
      token: cast.tutor.token,
      body: {
        student_id: cast.student.studentId,
        assignment_type: "homework",
        title: "Fractions worksheet",
        instructions: "Show your working.",
        due_date: due(2),
        priority: "high",
        estimated_time: 30,
        total_points: 20,
        tags: ["fractions"],
      },
    });
    expect(res.statusCode).toBe(201);
    const a = res.json().assignment;
    expect(a).toMatchObject({
      student_id: cast.student.studentId,
      assigned_by: cast.tutor.user.id,
      assignment_type: "homework",
      type: "homework",
      status: "assigned",
      priority: "high",
      estimated_time: 30,
      total_points: 20,
      tags: ["fractions"],
      overdue: false,
      completed: false,
      progress: 0,
      attachments: [],
      comments: [],
    });
    expect(a.dueDate).toBe(a.due_date);
  });

  it("lets an admin set work for any student, and a material or a quiz by its id", async () => {
    const { materialIds } = await createLessons(t, 1);
    const material = await setWork(t, cast.admin.token, {
      student_id: cast.other.studentId,
      assignment_type: "material",
      template_id: materialIds[0],
      title: "Read lesson 1",
    });
    expect(material).toMatchObject({ status: "assigned" });
    const quizId = await createQuiz(t);
    const quiz = await call(t, "POST", "/api/assignments", {
      token: cast.admin.token,
      body: { student_id: cast.other.studentId, assignment_type: "quiz", quiz_id: quizId, title: "Quiz" },
    });
    expect(quiz.statusCode).toBe(201);
    expect(quiz.json().assignment.quiz).toEqual({ id: quizId, title: "Number check" });
  });

  it("refuses students, parents and tutors of other students, changing nothing", async () => {
    const before = await countOf(t, "assignments");
    const body = { student_id: cast.student.studentId, assignment_type: "homework", title: "x" };
    for (const token of [cast.student.token, cast.parent.token]) {
      expect((await call(t, "POST", "/api/assignments", { token, body })).statusCode).toBe(403);
    }
    const stranger = await call(t, "POST", "/api/assignments", { token: cast.strangerTutor.token, body });
    expect(stranger.statusCode).toBe(403);
    expect(await countOf(t, "assignments")).toBe(before);
  });

  it("refuses a due date in the wrong format, a material without its id and an unknown quiz", async () => {
    const before = await countOf(t, "assignments");
    const base = { student_id: cast.student.studentId, title: "x", assignment_type: "homework" };
    for (const due_date of ["25/11/2026", "2026-11-25", "tomorrow", "2026-11-25T17:00:00"]) {
      const res = await call(t, "POST", "/api/assignments", {
        token: cast.admin.token,
        body: { ...base, due_date },
      });
      expect(res.statusCode, due_date).toBe(400);
      expect(res.json().details["body.due_date"]?.[0] ?? JSON.stringify(res.json())).toMatch(/ISO 8601/);
    }
    const material = await call(t, "POST", "/api/assignments", {
      token: cast.admin.token,
      body: { ...base, assignment_type: "material" },
    });
    expect(material.statusCode).toBe(400);
    const quiz = await call(t, "POST", "/api/assignments", {
      token: cast.admin.token,
      body: { ...base, assignment_type: "quiz", quiz_id: 999_999 },
    });
    expect(quiz.statusCode).toBe(400);
    expect(quiz.json().error).toBe("That quiz does not exist");
    expect(await countOf(t, "assignments")).toBe(before);
  });
});

describe("GET /api/assignments/student/{id}", () => {
  it("answers 401 without a token and 400 for a bad id", async () => {
    expect((await call(t, "GET", `/api/assignments/student/${cast.student.studentId}`)).statusCode).toBe(401);
    const bad = await call(t, "GET", "/api/assignments/student/abc", { token: cast.student.token });
    expect(bad.statusCode).toBe(400);
  });

  it("gives the student their own assignments with the total", async () => {
    const res = await call(t, "GET", `/api/assignments/student/${cast.student.studentId}`, {
      token: cast.student.token,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(body.assignments.length);
    expect(body.total).toBeGreaterThan(0);
    expect(
      body.assignments.every((a: { student_id: number }) => a.student_id === cast.student.studentId),
    ).toBe(true);
  });

  it("shows a child's work to the parent, taught students to their tutor, everyone's to admins", async () => {
    await setWork(t, cast.admin.token, { student_id: cast.child, title: "Spelling list" });
    const parent = await call(t, "GET", `/api/assignments/student/${cast.child}`, {
      token: cast.parent.token,
    });
    expect(parent.statusCode).toBe(200);
    expect(parent.json().assignments[0].title).toBe("Spelling list");
    const tutor = await call(t, "GET", `/api/assignments/student/${cast.student.studentId}`, {
      token: cast.tutor.token,
    });
    expect(tutor.statusCode).toBe(200);
    const admin = await call(t, "GET", `/api/assignments/student/${cast.child}`, { token: cast.admin.token });
    expect(admin.statusCode).toBe(200);
  });

  it("answers 404 to anyone else, so students' ids do not leak", async () => {
    for (const token of [cast.other.token, cast.strangerTutor.token]) {
      const res = await call(t, "GET", `/api/assignments/student/${cast.student.studentId}`, { token });
      expect(res.statusCode).toBe(404);
    }
    const parent = await call(t, "GET", `/api/assignments/student/${cast.student.studentId}`, {
      token: cast.parent.token,
    });
    expect(parent.statusCode).toBe(404);
  });

  it("counts a material assignment completed, and not overdue, once its material progress says so", async () => {
    const { materialIds } = await createLessons(t, 1);
    const a = await setWork(t, cast.admin.token, {
      student_id: cast.student.studentId,
      assignment_type: "material",
      template_id: materialIds[0],
      title: "Past due lesson",
      due_date: due(-2),
    });
    const list = async () =>
      (
        await call(t, "GET", `/api/assignments/student/${cast.student.studentId}`, {
          token: cast.student.token,
        })
      )
        .json()
        .assignments.find((x: { id: number }) => x.id === a.id);
    expect(await list()).toMatchObject({ overdue: true, completed: false });
    await t.database.db
      .insertInto("material_progress")
      .values({ student_id: cast.student.studentId, material_id: materialIds[0]!, is_completed: true })
      .execute();
    expect(await list()).toMatchObject({
      overdue: false,
      completed: true,
      status: "completed",
      progress: 100,
    });
  });
});

describe("overdue (spec 4.4: completed or submitted work is never overdue)", () => {
  it("stops counting homework overdue once it is submitted, however late", async () => {
    const a = await setWork(t, cast.tutor.token, { student_id: cast.student.studentId, due_date: due(-2) });
    const list = async () =>
      (
        await call(t, "GET", `/api/assignments/student/${cast.student.studentId}`, {
          token: cast.student.token,
        })
      )
        .json()
        .assignments.find((x: { id: number }) => x.id === a.id);
    expect(await list()).toMatchObject({ overdue: true, status: "assigned" });
    const submitted = await call(t, "POST", `/api/assignments/${a.id}/submit`, {
      token: cast.student.token,
      body: { submission_data: { text: "Late, but done" } },
    });
    expect(submitted.statusCode).toBe(200);
    expect(await list()).toMatchObject({ overdue: false, status: "submitted", completed: false });
  });
});

describe("POST /api/assignments/{id}/start", () => {
  it("starts the student's own work once; starting again changes nothing", async () => {
    const a = await setWork(t, cast.tutor.token, { student_id: cast.student.studentId });
    const first = await call(t, "POST", `/api/assignments/${a.id}/start`, { token: cast.student.token });
    expect(first.statusCode).toBe(200);
    expect(first.json().assignment).toMatchObject({ status: "in_progress" });
    const again = await call(t, "POST", `/api/assignments/${a.id}/start`, { token: cast.student.token });
    expect(again.json().assignment.started_at).toBe(first.json().assignment.started_at);
  });

  it("answers 401, 404 to another student and 403 to a parent or tutor", async () => {
    const a = await setWork(t, cast.admin.token, { student_id: cast.child });
    expect((await call(t, "POST", `/api/assignments/${a.id}/start`)).statusCode).toBe(401);
    const other = await call(t, "POST", `/api/assignments/${a.id}/start`, { token: cast.other.token });
    expect(other.statusCode).toBe(404);
    const parent = await call(t, "POST", `/api/assignments/${a.id}/start`, { token: cast.parent.token });
    expect(parent.statusCode).toBe(403);
    const missing = await call(t, "POST", "/api/assignments/2147483000/start", { token: cast.student.token });
    expect(missing.statusCode).toBe(404);
  });
});

describe("DELETE /api/assignments/{id}", () => {
  it("lets the tutor or an admin delete; students and parents are refused", async () => {
    const a = await setWork(t, cast.tutor.token, { student_id: cast.student.studentId });
    expect(
      (await call(t, "DELETE", `/api/assignments/${a.id}`, { token: cast.student.token })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, "DELETE", `/api/assignments/${a.id}`, { token: cast.strangerTutor.token })).statusCode,
    ).toBe(404);
    const res = await call(t, "DELETE", `/api/assignments/${a.id}`, { token: cast.tutor.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, id: a.id });
    expect((await call(t, "GET", `/api/assignments/${a.id}`, { token: cast.student.token })).statusCode).toBe(
      404,
    );
    const child = await setWork(t, cast.admin.token, { student_id: cast.child });
    expect(
      (await call(t, "DELETE", `/api/assignments/${child.id}`, { token: cast.parent.token })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, "DELETE", `/api/assignments/${child.id}`, { token: cast.admin.token })).statusCode,
    ).toBe(200);
  });
});

describe("POST /api/assignments/{id}/comments", () => {
  it("lets the parent comment for the tutor; the tutor sees it", async () => {
    const tutorOfChild = await createTutorOf(t, cast.child);
    const a = await setWork(t, tutorOfChild.token, { student_id: cast.child });
    const res = await call(t, "POST", `/api/assignments/${a.id}/comments`, {
      token: cast.parent.token,
      body: { body: "She found question 3 hard." },
    });
    expect(res.statusCode).toBe(201);
    const seen = await call(t, "GET", `/api/assignments/${a.id}`, { token: tutorOfChild.token });
    expect(seen.json().assignment.comments).toEqual([
      expect.objectContaining({ author_role: "parent", body: "She found question 3 hard." }),
    ]);
  });

  it("refuses an empty comment, a student, and a stranger", async () => {
    const a = await setWork(t, cast.admin.token, { student_id: cast.child });
    const empty = await call(t, "POST", `/api/assignments/${a.id}/comments`, {
      token: cast.parent.token,
      body: { body: "  " },
    });
    expect(empty.statusCode).toBe(400);
    const mine = await setWork(t, cast.tutor.token, { student_id: cast.student.studentId });
    const student = await call(t, "POST", `/api/assignments/${mine.id}/comments`, {
      token: cast.student.token,
      body: { body: "hi" },
    });
    expect(student.statusCode).toBe(403);
    const stranger = await call(t, "POST", `/api/assignments/${mine.id}/comments`, {
      token: cast.parent.token,
      body: { body: "hi" },
    });
    expect(stranger.statusCode).toBe(404);
  });
});
