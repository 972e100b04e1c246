import { DEFAULT_AVATAR, sceneDescriptionSchema } from "@app/contract/scene";
import { describe, expect, it } from "vitest";
import {
  buildLibraryScene,
  groupIntoShelves,
  type LibraryShelf,
  orderShelvesBySubjects,
  pickUpNext,
} from "./library-scene.ts";
import { buildAvatarScene, buildCafeScene, buildDeckScene, buildDemoScene } from "./rooms.ts";

const shelves: LibraryShelf[] = [
  {
    subject: "French",
    books: [
      { id: 1, title: "Greetings", progress: 1, isCompleted: true },
      { id: 2, title: "Numbers", progress: null, isCompleted: false },
    ],
  },
  { subject: "Mathematics", books: [{ id: 3, title: "Fractions", progress: 0.4, isCompleted: false }] },
];
const href = (id: number) => `/student/material/${id}`;

describe("scene descriptions", () => {
  it("every room is a valid scene description", () => {
    const scenes = [
      buildLibraryScene(shelves, { mode: "first-person", detail: "standard", materialHref: href }),
      buildLibraryScene([], { mode: "third-person", detail: "simple", materialHref: href }),
      buildCafeScene("photoreal"),
      buildDeckScene("Fractions", [{ title: "Halves", body: "1/2" }], "standard"),
      buildAvatarScene(DEFAULT_AVATAR, "ultra-simple"),
      buildDemoScene(),
    ];
    for (const scene of scenes) expect(sceneDescriptionSchema.safeParse(scene).success).toBe(true);
  });

  it("rejects a bad description with a clear message", () => {
    const bad = { ...buildDemoScene(), background: "blue" };
    const result = sceneDescriptionSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Use a colour like #aa8844");
  });
});

describe("the 3D library", () => {
  it("has a shelf per subject and a book per material that opens it, progress on the spine", () => {
    const scene = buildLibraryScene(shelves, {
      mode: "first-person",
      detail: "standard",
      materialHref: href,
    });
    const books = scene.interactives.filter((i) => i.kind === "book");
    expect(books.map((b) => b.href)).toEqual([
      "/student/material/1",
      "/student/material/2",
      "/student/material/3",
    ]);
    expect(books.map((b) => b.group)).toEqual(["French", "French", "Mathematics"]);
    expect(books.map((b) => b.progress)).toEqual([1, 0, 0.4]);
    expect(scene.props.filter((p) => p.id.startsWith("shelf-"))).toHaveLength(2);
  });

  it("makes the begun book glow as up next, else the first unopened one", () => {
    expect(pickUpNext(shelves)).toBe(3);
    expect(pickUpNext([shelves[0]!])).toBe(2);
    expect(
      pickUpNext([{ subject: "X", books: [{ id: 9, title: "Done", progress: 1, isCompleted: true }] }]),
    ).toBeNull();
    const scene = buildLibraryScene(shelves, {
      mode: "first-person",
      detail: "standard",
      materialHref: href,
    });
    expect(scene.interactives.filter((i) => i.isHighlighted).map((i) => i.id)).toEqual(["book-3"]);
  });

  it("draws 14 books a shelf and lists the rest, so every material can be opened", () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      title: `B${i}`,
      progress: null,
      isCompleted: false,
    }));
    const scene = buildLibraryScene([{ subject: "Maths", books: many }], {
      mode: "first-person",
      detail: "simple",
      materialHref: href,
    });
    const books = scene.interactives.filter((i) => i.kind === "book");
    expect(books).toHaveLength(20);
    expect(books.filter((b) => b.isListOnly)).toHaveLength(6);
    expect(books.find((b) => b.isHighlighted)?.id).toBe("book-1");
  });

  it("puts the player's avatar in the room only for the third-person camera", () => {
    const first = buildLibraryScene(shelves, {
      mode: "first-person",
      detail: "standard",
      materialHref: href,
    });
    const third = buildLibraryScene(shelves, {
      mode: "third-person",
      detail: "standard",
      materialHref: href,
    });
    expect(first.characters).toHaveLength(0);
    expect(third.characters.filter((c) => c.isPlayer)).toHaveLength(1);
  });

  it("groups materials by subject, in order, naming a missing subject Other", () => {
    const grouped = groupIntoShelves([
      { id: 1, title: "A", progress: null, isCompleted: false, subject: "French" },
      { id: 2, title: "B", progress: null, isCompleted: false, subject: null },
      { id: 3, title: "C", progress: null, isCompleted: false, subject: "French" },
    ]);
    expect(grouped.map((s) => [s.subject, s.books.map((b) => b.id)])).toEqual([
      ["French", [1, 3]],
      ["Other", [2]],
    ]);
  });
});

describe("the other rooms", () => {
  it("the café has a waiter to talk to and the player's avatar", () => {
    const cafe = buildCafeScene("standard");
    expect(cafe.characters.map((c) => c.id)).toEqual(["waiter", "player"]);
    expect(cafe.interactives[0]?.actionLabel).toBe("Talk to the waiter");
  });

  it("a lesson in 3D stands one card per deck card, the first highlighted", () => {
    const scene = buildDeckScene(
      "L",
      [
        { title: "a", body: "" },
        { title: "b", body: "" },
      ],
      "standard",
    );
    expect(scene.interactives.map((i) => i.label)).toEqual(["Card 1: a", "Card 2: b"]);
    expect(scene.interactives[0]?.isHighlighted).toBe(true);
  });
});

describe("orderShelvesBySubjects", () => {
  it("puts the student's subjects first, in their order, matching names loosely", () => {
    const ordered = orderShelvesBySubjects(
      [
        { subject: "Python", books: [] },
        { subject: "Mathematics", books: [] },
        { subject: "French", books: [] },
      ],
      ["french", "math"],
    );
    expect(ordered.map((s) => s.subject)).toEqual(["French", "Mathematics", "Python"]);
  });
});
