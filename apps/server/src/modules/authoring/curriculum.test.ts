import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../../db/seed/catalogue.ts";
import { CURRICULUM_DIR } from "../../db/seed/content/index.ts";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: string;
const courseFile = () =>
  JSON.parse(fs.readFileSync(path.join(CURRICULUM_DIR, "courses", "03-algebra-1.json"), "utf8"));

beforeAll(async () => {
  await seedCatalogue(t.database.db);
  admin = (await createUser(t, { role: "admin" })).token;
});

describe("the curriculum as data: export and import", () => {
  it("is for admins only", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/content/export?course=algebra-1");
    await expectAdminOnly(t, "POST", "/api/admin/content/import", courseFile());
  });

  it("exports a course exactly as its data file, so the two round-trip", async () => {
    const res = await call(t, "GET", "/api/admin/content/export?course=algebra-1", { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(courseFile());
    expect(
      (await call(t, "GET", "/api/admin/content/export?course=no-such-course", { token: admin })).statusCode,
    ).toBe(404);
  });

  it("imports a course file: edits in place, new lessons as drafts, audited", async () => {
    const file = courseFile();
    file.units[0].lessons[0].title = "Expressions, renamed";
    const newLesson = {
      ...file.units[0].lessons[0],
      slug: "alg-imported-lesson",
      title: "An imported lesson",
      questions: [
        { id: "q1", type: "algebraic", question: "Half of $x$?", correctAnswer: "\\frac{1}{2}x", hint: "" },
      ],
    };
    file.units[0].lessons.push(newLesson);
    const res = await call(t, "POST", "/api/admin/content/import", { token: admin, body: file });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: { units: 0, lessons: 1 },
      updated: { lessons: courseFile().units.flatMap((u: { lessons: unknown[] }) => u.lessons).length },
    });
    const rows = await t.database.db
      .selectFrom("material_templates")
      .select(["slug", "title", "status"])
      .where("slug", "in", [file.units[0].lessons[0].slug, "alg-imported-lesson"])
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { slug: file.units[0].lessons[0].slug, title: "Expressions, renamed", status: "published" },
        { slug: "alg-imported-lesson", title: "An imported lesson", status: "draft" },
      ]),
    );
    const log = await t.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "course.import")
      .execute();
    expect(log).toHaveLength(1);
  });

  it("refuses a file whose questions fail their own answers, or that takes another course's lesson, changing nothing", async () => {
    const before = await t.database.db
      .selectFrom("material_templates")
      .select(["slug", "title"])
      .orderBy("id")
      .execute();
    const failing = courseFile();
    failing.units[0].lessons[0].questions[0] = {
      id: "q1",
      type: "numeric",
      question: "?",
      correctAnswer: "one half",
      hint: "",
    };
    const bad = await call(t, "POST", "/api/admin/content/import", { token: admin, body: failing });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/fail their own answers/);

    const stealing = courseFile();
    stealing.units[0].lessons[0].slug = "geo-triangle-angle-sum";
    expect(
      (await call(t, "POST", "/api/admin/content/import", { token: admin, body: stealing })).statusCode,
    ).toBe(409);

    const malformed = { ...courseFile(), gradeBand: "college" };
    expect(
      (await call(t, "POST", "/api/admin/content/import", { token: admin, body: malformed })).statusCode,
    ).toBe(400);
    expect(
      await t.database.db.selectFrom("material_templates").select(["slug", "title"]).orderBy("id").execute(),
    ).toEqual(before);
  });
});
