import { beforeAll, describe, expect, it } from "vitest";
import { call, createLessons, createStudent, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  admin = await createUser(t, { role: "admin" });
});

const daysFromNow = (d: number) => new Date(Date.now() + d * 86_400_000);

async function answer(studentId: number, materialId: number, isCorrect: boolean, at: Date) {
  await t.database.db
    .insertInto("question_attempts")
    .values({
      student_id: studentId,
      material_id: materialId,
      question_id: "q1",
      answer: "x",
      is_correct: isCorrect,
      score: isCorrect ? 1 : 0,
      evaluation_method: "exact",
      evaluation_sub_method: "exact",
      correct_answer: "y",
      created_at: at,
    })
    .execute();
}

async function lesson(
  studentId: number,
  tutorId: string,
  startsAt: Date,
  status: "scheduled" | "completed" = "scheduled",
) {
  return (
    await t.database.db
      .insertInto("lessons")
      .values({
        student_id: studentId,
        tutor_user_id: tutorId,
        title: "Algebra",
        lesson_type: "tutor",
        starts_at: startsAt,
        duration_minutes: 60,
        status,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}

/** A student who struggled with one material since the last lesson (and did fine before it). */
async function world() {
  const tutor = await createUser(t, { role: "tutor" });
  const stranger = await createUser(t, { role: "tutor" });
  const s = await createStudent(t, { first_name: "Ada", last_name: "Byron" });
  await t.database.db
    .insertInto("tutor_student_assignments")
    .values({ tutor_user_id: tutor.user.id, student_id: s.studentId })
    .execute();
  const { materialIds } = await createLessons(t, 3);
  const [weak, strong, old] = materialIds as [number, number, number];
  await lesson(s.studentId, tutor.user.id, daysFromNow(-7), "completed");
  const next = await lesson(s.studentId, tutor.user.id, daysFromNow(1));
  // Before the last lesson: good answers to `weak`, and `old` practised then only.
  for (let i = 0; i < 4; i++) await answer(s.studentId, weak, true, daysFromNow(-10));
  for (let i = 0; i < 3; i++) await answer(s.studentId, old, false, daysFromNow(-10));
  // Since: mostly wrong on `weak`, right on `strong`.
  for (const ok of [false, false, true, false]) await answer(s.studentId, weak, ok, daysFromNow(-2));
  for (let i = 0; i < 4; i++) await answer(s.studentId, strong, true, daysFromNow(-2));
  await t.database.db
    .insertInto("assignments")
    .values({
      student_id: s.studentId,
      assigned_by: tutor.user.id,
      assignment_type: "homework",
      title: "Worksheet",
      status: "completed",
      completed_at: daysFromNow(-1),
      score: 6,
      total_points: 10,
      grade: "B",
    })
    .execute();
  return { tutor, stranger, s, weak, strong, old, next };
}

describe("the lesson brief", () => {
  it("answers 401, 403 to non-tutors, 404 to a tutor not teaching the lesson, 400 for a bad id", async () => {
    const w = await world();
    const url = `/api/tutor/lessons/${w.next}/brief`;
    expect((await call(t, "GET", url)).statusCode).toBe(401);
    expect((await call(t, "GET", url, { token: w.s.token })).statusCode).toBe(403);
    const applicant = await createUser(t, { role: "tutor", tutor_status: "applicant" });
    expect((await call(t, "GET", url, { token: applicant.token })).statusCode).toBe(403);
    expect((await call(t, "GET", url, { token: w.stranger.token })).statusCode).toBe(404);
    expect(
      (await call(t, "GET", "/api/tutor/lessons/999999/brief", { token: w.tutor.token })).statusCode,
    ).toBe(404);
    expect((await call(t, "GET", "/api/tutor/lessons/abc/brief", { token: w.tutor.token })).statusCode).toBe(
      400,
    );
  });

  it("shows the weakest skills since the last lesson, the homework, and practice to set", async () => {
    const w = await world();
    const res = await call(t, "GET", `/api/tutor/lessons/${w.next}/brief`, { token: w.tutor.token });
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b.lesson).toMatchObject({ id: w.next, student_name: "Ada Byron" });
    expect(b.previous_lesson_at).toBeTruthy();
    expect(b.weakest_skills).toEqual([
      expect.objectContaining({
        material_id: w.weak,
        attempts_since: 4,
        accuracy_since: 25,
        mastery: "basic",
      }),
    ]);
    expect(b.homework).toEqual([
      expect.objectContaining({ title: "Worksheet", score: 6, total_points: 10, grade: "B" }),
    ]);
    expect(b.suggested_practice).toEqual([
      expect.objectContaining({ template_id: w.weak, already_assigned: false }),
    ]);
    // An admin may read it too.
    expect(
      (await call(t, "GET", `/api/tutor/lessons/${w.next}/brief`, { token: admin.token })).statusCode,
    ).toBe(200);
  });

  it("sets a suggested practice in one click, once; refuses what it did not suggest", async () => {
    const w = await world();
    const url = `/api/tutor/lessons/${w.next}/brief/practice`;
    expect((await call(t, "POST", url, { body: { template_id: w.weak } })).statusCode).toBe(401);
    expect(
      (await call(t, "POST", url, { token: w.stranger.token, body: { template_id: w.weak } })).statusCode,
    ).toBe(404);
    const notSuggested = await call(t, "POST", url, {
      token: w.tutor.token,
      body: { template_id: w.strong },
    });
    expect(notSuggested.statusCode).toBe(400);
    expect(notSuggested.json().details.template_id).toBeDefined();
    expect((await call(t, "POST", url, { token: w.tutor.token, body: {} })).statusCode).toBe(400);

    const res = await call(t, "POST", url, { token: w.tutor.token, body: { template_id: w.weak } });
    expect(res.statusCode).toBe(201);
    expect(res.json().assignment).toMatchObject({
      student_id: w.s.studentId,
      assignment_type: "material",
      status: "assigned",
    });
    const again = await call(t, "POST", url, { token: w.tutor.token, body: { template_id: w.weak } });
    expect(again.statusCode).toBe(409);
    const b = (await call(t, "GET", `/api/tutor/lessons/${w.next}/brief`, { token: w.tutor.token })).json();
    expect(b.suggested_practice[0].already_assigned).toBe(true);
    const work = await t.database.db
      .selectFrom("assignments")
      .select("id")
      .where("student_id", "=", w.s.studentId)
      .where("template_id", "=", w.weak)
      .execute();
    expect(work).toHaveLength(1);
  });

  it("looks back 30 days when there was no lesson before", async () => {
    const tutor = await createUser(t, { role: "tutor" });
    const s = await createStudent(t);
    await t.database.db
      .insertInto("tutor_student_assignments")
      .values({ tutor_user_id: tutor.user.id, student_id: s.studentId })
      .execute();
    const first = await lesson(s.studentId, tutor.user.id, daysFromNow(2));
    const b = (await call(t, "GET", `/api/tutor/lessons/${first}/brief`, { token: tutor.token })).json();
    expect(b.previous_lesson_at).toBeNull();
    expect(new Date(b.since).getTime()).toBeCloseTo(daysFromNow(-28).getTime(), -6);
    expect(b.weakest_skills).toEqual([]);
  });
});
