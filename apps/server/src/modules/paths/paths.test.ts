import { beforeAll, describe, expect, it } from "vitest";
import { call, createLessons, createStudent, createUser, useTestApp } from "../../test/helpers.ts";
import { gradeBandOf } from "./paths.service.ts";

const t = useTestApp();
let lessons: Awaited<ReturnType<typeof createLessons>>;
let pathId: number;
let draftId: number;
beforeAll(async () => {
  lessons = await createLessons(t, 2);
  const path = await t.database.db
    .insertInto("learning_paths")
    .values({
      slug: "algebra-start",
      title: "Start algebra",
      subject: "Mathematics",
      grade_band: "9-12",
      description: "From zero",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  pathId = path.id;
  await t.database.db
    .insertInto("learning_path_steps")
    .values([
      { path_id: pathId, position: 1, module_id: lessons.moduleId, material_id: null },
      { path_id: pathId, position: 2, module_id: null, material_id: lessons.materialIds[0]! },
    ])
    .execute();
  const draft = await t.database.db
    .insertInto("learning_paths")
    .values({
      slug: "french-draft",
      title: "French draft",
      subject: "French",
      grade_band: "6-8",
      status: "draft",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  draftId = draft.id;
});

describe("learning paths", () => {
  it("lists published paths with filters for subject, grade band, the student's grade and subjects", async () => {
    const s = await createStudent(t);
    const all = await call(t, "GET", "/api/learning-paths", { token: s.token });
    expect(all.json().paths.map((p: { slug: string }) => p.slug)).toEqual(["algebra-start"]);
    expect(all.json().paths[0]).toMatchObject({ step_count: 2, status: "published" });
    expect(
      (await call(t, "GET", "/api/learning-paths?grade_band=6-8", { token: s.token })).json().paths,
    ).toEqual([]);
    expect(
      (await call(t, "GET", "/api/learning-paths?student_grade=10", { token: s.token })).json().paths,
    ).toHaveLength(1);
    expect(
      (await call(t, "GET", "/api/learning-paths?student_grade=4", { token: s.token })).json().paths,
    ).toHaveLength(0);
    const subjects = await call(
      t,
      "GET",
      "/api/learning-paths?student_subjects=French&student_subjects=mathematics",
      { token: s.token },
    );
    expect(subjects.json().paths).toHaveLength(1);
    expect((await call(t, "GET", "/api/learning-paths?grade_band=13", { token: s.token })).statusCode).toBe(
      400,
    );
    const { token: admin } = await createUser(t, { role: "admin" });
    expect(
      (await call(t, "GET", "/api/learning-paths?status=draft", { token: admin })).json().paths,
    ).toHaveLength(1);
    expect((await call(t, "GET", "/api/learning-paths")).statusCode).toBe(401);
  });

  it("shows a path's steps, compact or with the student's progress", async () => {
    const s = await createStudent(t);
    await call(t, "PUT", `/api/material-progress/${lessons.materialIds[0]}`, {
      token: s.token,
      body: { updates: { cards_seen: [0, 1, 2] } },
    });
    for (const [q, a] of [
      ["q1", "2"],
      ["q2", "2x+2"],
      ["q3", "a"],
    ]) {
      await call(t, "POST", `/api/material-progress/${lessons.materialIds[0]}/question-attempt`, {
        token: s.token,
        body: { question_id: q, answer: a },
      });
    }
    expect(
      (await call(t, "POST", `/api/material-progress/${lessons.materialIds[0]}/complete`, { token: s.token }))
        .statusCode,
    ).toBe(200);
    const full = await call(t, "GET", `/api/learning-paths/${pathId}?with_progress=1`, { token: s.token });
    expect(full.statusCode).toBe(200);
    const body = full.json();
    expect(body.steps[0]).toMatchObject({
      kind: "unit",
      lesson_count: 2,
      completed_materials: 1,
      is_completed: false,
    });
    expect(body.steps[0].materials[0].progress.is_completed).toBe(true);
    expect(body.steps[1]).toMatchObject({ kind: "lesson", is_completed: true });
    expect(body.progress).toMatchObject({
      completed_materials: 1,
      total_materials: 2,
      percentage: 50,
      next_material_id: lessons.materialIds[1],
    });
    const list = await call(t, "GET", "/api/learning-paths?with_progress=1", { token: s.token });
    expect(list.json().paths[0].progress).toEqual({
      completed_materials: 1,
      total_materials: 2,
      percentage: 50,
    });
    const compact = await call(t, "GET", `/api/learning-paths/${pathId}?compact=1`, { token: s.token });
    expect(compact.json().steps[0]).not.toHaveProperty("materials");
    expect(compact.json()).not.toHaveProperty("progress");
    expect((await call(t, "GET", `/api/learning-paths/${draftId}`, { token: s.token })).statusCode).toBe(404);
    expect((await call(t, "GET", "/api/learning-paths/abc", { token: s.token })).statusCode).toBe(400);
  });

  it("lets only admins change or rebuild paths", async () => {
    const s = await createStudent(t);
    const { token: admin } = await createUser(t, { role: "admin" });
    expect(
      (await call(t, "PATCH", `/api/learning-paths/${pathId}`, { token: s.token, body: { title: "Hacked" } }))
        .statusCode,
    ).toBe(403);
    const ok = await call(t, "PATCH", `/api/learning-paths/${pathId}`, {
      token: admin,
      body: { title: "Algebra from the start" },
    });
    expect(ok.json().title).toBe("Algebra from the start");
    expect(
      (await call(t, "PATCH", `/api/learning-paths/${pathId}`, { token: admin, body: { status: "gone" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t, "PATCH", `/api/learning-paths/${pathId}`, { token: admin, body: {} })).statusCode,
    ).toBe(400);
    expect(
      (await call(t, "PATCH", "/api/learning-paths/999999", { token: admin, body: { title: "x" } }))
        .statusCode,
    ).toBe(404);
    expect((await call(t, "POST", "/api/learning-paths/rebuild", { token: s.token })).statusCode).toBe(403);
    const rebuilt = await call(t, "POST", "/api/learning-paths/rebuild", { token: admin });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.json().rebuilt).toBeGreaterThanOrEqual(0);
  });

  it("maps school grades to bands", () => {
    expect(gradeBandOf("K")).toBe("K-5");
    expect(gradeBandOf("Grade 7")).toBe("6-8");
    expect(gradeBandOf("12")).toBe("9-12");
    expect(gradeBandOf("adult learner")).toBe("adult");
    expect(gradeBandOf("")).toBeNull();
  });
});
