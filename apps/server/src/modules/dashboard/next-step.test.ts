import { beforeAll, describe, expect, it } from "vitest";
import {
  call,
  createLessons,
  createParent,
  createStudent,
  createUser,
  useTestApp,
} from "../../test/helpers.ts";

const t = useTestApp();
let lessons: Awaited<ReturnType<typeof createLessons>>;
let pathId: number;
beforeAll(async () => {
  lessons = await createLessons(t, 2);
  const path = await t.database.db
    .insertInto("learning_paths")
    .values({ slug: "start-algebra", title: "Start algebra", subject: "Mathematics", grade_band: "9-12" })
    .returning("id")
    .executeTakeFirstOrThrow();
  pathId = path.id;
  await t.database.db
    .insertInto("learning_path_steps")
    .values([{ path_id: pathId, position: 1, module_id: lessons.moduleId, material_id: null }])
    .execute();
});

const URL = "/api/student-dashboard/next-step";

async function onboarded(profile: { age?: number } = {}) {
  const s = await createStudent(t, profile);
  await t.database.db
    .updateTable("student_profiles")
    .set({ onboarding_completed_at: new Date(), grade: "10", subjects: JSON.stringify(["Mathematics"]) })
    .where("id", "=", s.studentId)
    .execute();
  return s;
}

describe("GET /api/student-dashboard/next-step (issue 9)", () => {
  it("needs a signed-in caller", async () => {
    expect((await call(t, "GET", URL)).statusCode).toBe(401);
  });

  it("asks a new student to get started first", async () => {
    const s = await createStudent(t);
    const res = await call(t, "GET", URL, { token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      next_step: { kind: "onboarding" },
      has_activity: false,
      reason: "Why this: a few questions first, so the lessons fit you.",
    });
  });

  it("starts an onboarded student on the first lesson of their path, then continues what they began", async () => {
    const s = await onboarded();
    const first = await call(t, "GET", URL, { token: s.token });
    expect(first.json()).toEqual({
      next_step: {
        kind: "start",
        material_id: lessons.materialIds[0],
        title: expect.any(String),
        path_id: pathId,
        path_title: "Start algebra",
      },
      has_activity: false,
      reason: expect.stringMatching(
        /^Why this: it is lesson 1 of \d+ on Start algebra, the place to begin\.$/,
      ),
    });
    // Opening a lesson is not starting it: the next step stays the same.
    await call(t, "GET", `/api/material-progress/${lessons.materialIds[1]}`, { token: s.token });
    expect((await call(t, "GET", URL, { token: s.token })).json().next_step.kind).toBe("start");
    const answered = await call(
      t,
      "POST",
      `/api/material-progress/${lessons.materialIds[1]}/question-attempt`,
      {
        token: s.token,
        body: {
          question_id: "q1",
          answer: "2",
          hint_used: false,
          idempotency_key: "next-step-1",
          mode: "practice",
        },
      },
    );
    expect(answered.statusCode).toBe(200);
    expect((await call(t, "GET", URL, { token: s.token })).json()).toEqual({
      next_step: { kind: "continue", material_id: lessons.materialIds[1], title: expect.any(String) },
      has_activity: true,
      reason: "Why this: you started this lesson today and it isn't finished yet.",
    });
  });

  it("says why a review comes first: when its questions were last practised (issue 28)", async () => {
    const s = await onboarded();
    const day = 86_400_000;
    await t.database.db
      .insertInto("review_cards")
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          student_id: s.studentId,
          material_id: lessons.materialIds[i % 2]!,
          question_id: `q${i}`,
          stability: 3,
          difficulty: 5,
          state: "review" as const,
          last_review_at: new Date(Date.now() - (6 + (i % 2) * 0.1) * day),
          due_at: new Date(Date.now() - day),
        })),
      )
      .execute();
    expect((await call(t, "GET", URL, { token: s.token })).json()).toEqual({
      // Ten due questions in two lessons: two lessons to review (issue 28 counts lessons).
      next_step: { kind: "review", due_count: 2 },
      has_activity: false,
      reason: "Review: you last practised this 6 days ago",
    });
  });

  it("answers a parent about the child named, and refuses another family's child", async () => {
    const parent = await createParent(t, [9]);
    const other = await createParent(t, [11]);
    const own = await call(t, "GET", `${URL}?student_id=${parent.childIds[0]}`, { token: parent.token });
    expect(own.statusCode).toBe(200);
    const foreign = await call(t, "GET", `${URL}?student_id=${other.childIds[0]}`, { token: parent.token });
    expect([403, 404]).toContain(foreign.statusCode);
    expect(foreign.json()).not.toHaveProperty("next_step");
  });

  it("refuses a malformed student id", async () => {
    const parent = await createParent(t, [9]);
    const res = await call(t, "GET", `${URL}?student_id=abc`, { token: parent.token });
    expect(res.statusCode).toBe(400);
  });

  it("answers a tutor who teaches nobody with a refusal", async () => {
    const tutor = await createUser(t, { role: "tutor" });
    const s = await onboarded();
    const res = await call(t, "GET", `${URL}?student_id=${s.studentId}`, { token: tutor.token });
    expect([403, 404]).toContain(res.statusCode);
  });
});
