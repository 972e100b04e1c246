import { beforeAll, describe, expect, it } from "vitest";
import { call, createStudent, useTestApp } from "../../test/helpers.ts";

// Search order (issue 8): every match is ranked on the server, on PGlite and on PostgreSQL alike.
const t = useTestApp();
let token: string;
beforeAll(async () => {
  ({ token } = await createStudent(t));
});

async function addItems(items: { title: string; description?: string; topics?: string[] }[]) {
  const rows = await t.database.db
    .insertInto("content_items")
    .values(
      items.map((item) => ({
        title: item.title,
        description: item.description ?? "A lesson",
        content_type: "material" as const,
        subject: "Mathematics",
        difficulty: "beginner",
        topics: JSON.stringify(item.topics ?? []),
        material_id: null,
      })),
    )
    .returning(["id", "title"])
    .execute();
  return rows;
}

async function search(term: string, extra = "") {
  const res = await call(
    t,
    "GET",
    `/api/student-dashboard/library?search=${encodeURIComponent(term)}${extra}`,
    { token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { content: { title: string }[]; total: number; total_is_capped: boolean };
}

describe("library search order", () => {
  it("puts an exact title first, then a title starting with the term, a title word, a tag, a body mention, and last a title that only resembles it", async () => {
    await addItems([
      { title: "Winds of the north", description: "Why the zephyrine blows" },
      { title: "Zephyrin winds" },
      { title: "Spring and the zephyrine" },
      { title: "Breezes", topics: ["zephyrine"] },
      { title: "Zephyrine basics" },
      { title: "Zephyrine" },
    ]);
    const result = await search("Zephyrine");
    expect(result.content.map((c) => c.title)).toEqual([
      "Zephyrine",
      "Zephyrine basics",
      "Spring and the zephyrine",
      "Breezes",
      "Winds of the north",
      "Zephyrin winds",
    ]);
    expect(result.total).toBe(6);
  });

  it("ranks a prefix before a fuzzy match, and ignores case and accents", async () => {
    await addItems([{ title: "Quelle mélodie" }, { title: "Mélodies du monde" }, { title: "Une mellodie" }]);
    expect((await search("melodie")).content.map((c) => c.title)).toEqual([
      "Mélodies du monde",
      "Quelle mélodie",
      "Une mellodie",
    ]);
    expect((await search("QUELLE MÉLODIE")).content[0]?.title).toBe("Quelle mélodie");
  });

  it("finds the best match wherever it sits, even after hundreds of weaker ones", async () => {
    await addItems(
      Array.from({ length: 450 }, (_, i) => ({
        title: `Practice sheet ${i}`,
        description: "More about the quokkalore family",
      })),
    );
    await addItems([{ title: "Quokkalore" }]);
    const result = await search("quokkalore", "&limit=3");
    expect(result.content.map((c) => c.title)).toEqual([
      "Quokkalore",
      "Practice sheet 0",
      "Practice sheet 1",
    ]);
    expect(result).toMatchObject({ total: 400, total_is_capped: true });
  });

  it("answers nothing for a term without matches, nor for punctuation alone", async () => {
    expect(await search("xylqvw")).toMatchObject({ content: [], total: 0, total_is_capped: false });
    expect((await search("%_")).content).toEqual([]);
  });
});
