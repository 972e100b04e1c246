import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../../db/seed/catalogue.ts";
import { buildTestApp, call, useTestApp } from "../../test/helpers.ts";

// Issue 21: "Try a sample lesson" opened an advanced lesson on continued fractions; a first visit
// gets a beginner's first lesson, chosen by the server from the real curriculum.
const t = useTestApp();
beforeAll(async () => {
  await seedCatalogue(t.database.db);
});

describe("the home page's sample lesson", () => {
  it("is a published beginner lesson that needs no earlier one, the first of its unit", async () => {
    const res = await call(t, "GET", "/api/public/sample-lesson");
    expect(res.statusCode).toBe(200);
    const sample = res.json() as { id: number; title: string };
    const lesson = (await call(t, "GET", `/api/public/materials/${sample.id}`)).json();
    expect(lesson).toMatchObject({
      id: sample.id,
      title: sample.title,
      difficulty: "beginner",
      step_number: 1,
    });
    expect(lesson.prerequisites).toEqual([]);
    expect(lesson.title).not.toMatch(/continued fraction/i);
  });

  it("is not found while no lesson fits", async () => {
    const empty = await buildTestApp();
    try {
      const res = await call(empty, "GET", "/api/public/sample-lesson");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "No lesson to sample yet" });
    } finally {
      await empty.close();
    }
  });
});
