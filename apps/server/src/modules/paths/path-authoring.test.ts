import { beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createLessons, createStudent, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: string;
let lessons: Awaited<ReturnType<typeof createLessons>>;
beforeAll(async () => {
  admin = (await createUser(t, { role: "admin", first_name: "Ada", last_name: "Admin" })).token;
  lessons = await createLessons(t, 3);
});

const newPath = (overrides: Record<string, unknown> = {}) => ({
  slug: `path-${Math.random().toString(36).slice(2, 8)}`,
  title: "Equations from scratch",
  subject: "Mathematics",
  grade_band: "9-12",
  steps: [{ module_id: lessons.moduleId }, { material_id: lessons.materialIds[2] }],
  ...overrides,
});

const stepsOf = async (id: number) =>
  (await call(t, "GET", `/api/learning-paths/${id}?compact=1`, { token: admin }))
    .json()
    .steps.map(
      (s: { module_id: number | null; material_id: number | null }) => s.module_id ?? -s.material_id!,
    );

describe("composing learning paths (admins only)", () => {
  it("refuses every role but admins", async () => {
    const { id } = (await call(t, "POST", "/api/learning-paths", { token: admin, body: newPath() })).json();
    await expectAdminOnly(t, "POST", "/api/learning-paths", newPath());
    await expectAdminOnly(t, "PATCH", `/api/learning-paths/${id}`, { title: "Hijacked" });
    await expectAdminOnly(t, "POST", "/api/learning-paths/rebuild");
  });

  it("creates a draft path from units and lessons, reorders its steps and publishes it, all audited", async () => {
    const created = await call(t, "POST", "/api/learning-paths", {
      token: admin,
      body: newPath({ slug: "equations-start" }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ status: "draft", step_count: 2 });
    expect(await stepsOf(id)).toEqual([lessons.moduleId, -lessons.materialIds[2]!]);

    const s = await createStudent(t);
    const hidden = (await call(t, "GET", "/api/learning-paths", { token: s.token })).json().paths;
    expect(hidden.map((p: { slug: string }) => p.slug)).not.toContain("equations-start");

    const reordered = await call(t, "PATCH", `/api/learning-paths/${id}`, {
      token: admin,
      body: {
        steps: [
          { material_id: lessons.materialIds[2] },
          { material_id: lessons.materialIds[0] },
          { module_id: lessons.moduleId },
        ],
      },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().step_count).toBe(3);
    expect(await stepsOf(id)).toEqual([-lessons.materialIds[2]!, -lessons.materialIds[0]!, lessons.moduleId]);

    const published = await call(t, "PATCH", `/api/learning-paths/${id}`, {
      token: admin,
      body: { status: "published" },
    });
    expect(published.json().status).toBe("published");
    const visible = (await call(t, "GET", "/api/learning-paths", { token: s.token })).json().paths;
    expect(visible.map((p: { slug: string }) => p.slug)).toContain("equations-start");

    const log = await t.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "learning-path")
      .where("entity_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(log.map((e) => e.action)).toEqual(["path.create", "path.update", "path.published"]);
    expect((log[1]!.before as { steps: unknown[] }).steps).toHaveLength(2);
    expect((log[1]!.after as { steps: unknown[] }).steps).toHaveLength(3);
  });

  it("refuses a path with a missing lesson or unit, a repeated step, a taken slug or bad fields, changing nothing", async () => {
    const { id } = (await call(t, "POST", "/api/learning-paths", { token: admin, body: newPath() })).json();
    const before = await stepsOf(id);
    const missing = await call(t, "PATCH", `/api/learning-paths/${id}`, {
      token: admin,
      body: { title: "Changed", steps: [{ material_id: lessons.materialIds[0] }, { material_id: 999999 }] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual({ "steps.1.material_id": ["Lesson 999999 does not exist"] });
    expect(await stepsOf(id)).toEqual(before);
    expect((await call(t, "GET", `/api/learning-paths/${id}`, { token: admin })).json().title).toBe(
      "Equations from scratch",
    );

    for (const body of [
      { steps: [{ module_id: 999999 }] },
      { steps: [{ material_id: lessons.materialIds[0] }, { material_id: lessons.materialIds[0] }] },
      { steps: [{ module_id: lessons.moduleId, material_id: lessons.materialIds[0] }] },
      { status: "live" },
      {},
    ])
      expect(
        (await call(t, "PATCH", `/api/learning-paths/${id}`, { token: admin, body })).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    expect(
      (await call(t, "PATCH", "/api/learning-paths/999999", { token: admin, body: { title: "x" } }))
        .statusCode,
    ).toBe(404);

    const pathsBefore = (await t.database.db.selectFrom("learning_paths").select("id").execute()).length;
    expect(
      (
        await call(t, "POST", "/api/learning-paths", {
          token: admin,
          body: newPath({ slug: "equations-start" }),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(t, "POST", "/api/learning-paths", {
          token: admin,
          body: newPath({ steps: [{ material_id: 999999 }] }),
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.database.db.selectFrom("learning_paths").select("id").execute()).length).toBe(
      pathsBefore,
    );
  });

  it("rebuilds the catalogue's paths, recorded in the audit log", async () => {
    const res = await call(t, "POST", "/api/learning-paths/rebuild", { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().rebuilt).toBeGreaterThan(0);
    const log = await t.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "path.rebuild")
      .execute();
    expect(log).toHaveLength(1);
  });
});
