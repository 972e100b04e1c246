import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../../test/helpers.ts";

// The public library's lesson search (issue 8): ranked once, on the server, on both databases.
const t = useTestApp();
let unit: { id: number; slug: string };
let course: { id: number; slug: string };
beforeAll(async () => {
  course = await t.database.db
    .insertInto("courses")
    .values({
      slug: "search-course",
      title: "Search course",
      subject: "French",
      grade_band: "9-12",
      description: "",
    })
    .returning(["id", "slug"])
    .executeTakeFirstOrThrow();
  unit = await t.database.db
    .insertInto("modules")
    .values({ course_id: course.id, slug: "search-unit", title: "Search unit", description: "", position: 0 })
    .returning(["id", "slug"])
    .executeTakeFirstOrThrow();
});

let step = 0;
async function addLessons(lessons: { title: string; summary?: string; tags?: string[]; body?: string }[]) {
  for (const lesson of lessons) {
    step += 1;
    await t.database.db
      .insertInto("material_templates")
      .values({
        slug: `search-lesson-${step}`,
        module_id: unit.id,
        step_number: step,
        title: lesson.title,
        subject: "French",
        summary: lesson.summary ?? "",
        body: lesson.body ?? "A lesson.",
        tags: JSON.stringify(lesson.tags ?? []),
      })
      .execute();
  }
}

async function titles(term: string) {
  const res = await call(t, "GET", `/api/public/lessons?search=${encodeURIComponent(term)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { lessons: { title: string }[] }).lessons.map((l) => l.title);
}

describe("GET /api/public/lessons", () => {
  it("ranks an exact title, a title prefix, a title word, a summary or tag, a body mention, then a look-alike title", async () => {
    await addLessons([
      { title: "Telling the time", body: "Use the verb avoir with the hour." },
      { title: "Avoi drills" },
      { title: "Verbs with avoir" },
      { title: "Possession", tags: ["avoir"] },
      { title: "Avoir in the past" },
      { title: "Avoir" },
    ]);
    expect(await titles("avoir")).toEqual([
      "Avoir",
      "Avoir in the past",
      "Verbs with avoir",
      "Possession",
      "Telling the time",
      "Avoi drills",
    ]);
  });

  it("finds être from etre, answers where each lesson sits, and nothing for an unknown word", async () => {
    await addLessons([{ title: "Être et avoir", summary: "The two auxiliaries" }]);
    const res = await call(t, "GET", "/api/public/lessons?search=ETRE");
    expect(res.json()).toMatchObject({
      lessons: [
        {
          title: "Être et avoir",
          summary: "The two auxiliaries",
          subject: "French",
          unit: { id: unit.id, slug: unit.slug, title: "Search unit" },
          course: { id: course.id, slug: course.slug, title: "Search course" },
        },
      ],
      total: 1,
      total_is_capped: false,
    });
    expect(await titles("qwxzv")).toEqual([]);
  });

  it("refuses a missing, empty or too long term and a bad limit, with the reason", async () => {
    for (const query of [
      "",
      "?search=",
      "?search=%20%20",
      `?search=${"a".repeat(201)}`,
      "?search=a&limit=0",
      "?search=a&x=1",
    ]) {
      const res = await call(t, "GET", `/api/public/lessons${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBeTruthy();
    }
  });
});
