import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, createLessons, createUser, useTestApp } from "../test/helpers.ts";

/**
 * The catalogue and the learning paths come from memory once read (read-cache.ts), and any change
 * to their tables, through an admin call or straight in the database, shows on the next request.
 * Runs on the embedded database and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const t = useTestApp();
let lessons: Awaited<ReturnType<typeof createLessons>>;
let pathId: number;
let admin: string;
let student: string;
beforeAll(async () => {
  lessons = await createLessons(t, 2);
  const path = await t.database.db
    .insertInto("learning_paths")
    .values({
      slug: "cache-path",
      title: "Cached path",
      subject: "Mathematics",
      grade_band: "9-12",
      description: "Steps",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  pathId = path.id;
  await t.database.db
    .insertInto("learning_path_steps")
    .values([{ path_id: pathId, position: 1, module_id: lessons.moduleId, material_id: null }])
    .execute();
  admin = (await createUser(t, { role: "admin" })).token;
  student = (await createUser(t, { role: "student" })).token;
});

/** Counts the queries on `table` the app starts while `work` runs. */
async function countReads(table: string, work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(t.app.deps.db, "selectFrom");
  try {
    await work();
    return spy.mock.calls.filter(([from]) => String(from).split(" ")[0] === table).length;
  } finally {
    spy.mockRestore();
  }
}

describe("read-mostly answers from memory", () => {
  it("reads a material template once, and again only after it changed in the database", async () => {
    const id = lessons.materialIds[0]!;
    const get = () => call(t, "GET", `/api/material-templates/${id}`, { token: student });
    expect((await get()).statusCode).toBe(200);
    expect(await countReads("material_templates", get)).toBe(0);
    await t.database.db
      .updateTable("material_templates")
      .set({ title: "Renamed lesson" })
      .where("id", "=", id)
      .execute();
    const after = await get();
    expect(after.json().title).toBe("Renamed lesson");
    expect(await countReads("material_templates", get)).toBe(0);
  });

  it("shows an admin's change to a learning path on the next request", async () => {
    const get = () => call(t, "GET", `/api/learning-paths/${pathId}`, { token: student });
    expect((await get()).json().title).toBe("Cached path");
    expect(await countReads("learning_paths", get)).toBe(0);
    const patched = await call(t, "PATCH", `/api/learning-paths/${pathId}`, {
      token: admin,
      body: { title: "Renamed path" },
    });
    expect(patched.statusCode).toBe(200);
    expect((await get()).json().title).toBe("Renamed path");
  });

  it("shows a unit's new lesson in the catalogue and the path on the next request", async () => {
    const units = () => call(t, "GET", "/api/public/modules");
    const unitOf = async () =>
      (await units()).json().modules.find((m: { id: number }) => m.id === lessons.moduleId);
    expect((await unitOf()).total_materials).toBe(2);
    await t.database.db
      .updateTable("material_templates")
      .set({ module_id: lessons.moduleId, step_number: 3 })
      .where("id", "=", (await createLessons(t, 1)).materialIds[0]!)
      .execute();
    expect((await unitOf()).total_materials).toBe(3);
    const path = await call(t, "GET", `/api/learning-paths/${pathId}`, { token: student });
    expect(path.json().steps[0].lesson_count).toBe(3);
  });
});
