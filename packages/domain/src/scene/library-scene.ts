import type { CameraMode, SceneDescription, SceneDetail, SceneInteractive } from "@app/contract/scene";
import { DEFAULT_AVATAR } from "@app/contract/scene";
import { ambientAndSun, prop } from "./props.ts";

/** One of the student's materials, as a book. */
export interface LibraryBook {
  id: number;
  title: string;
  /** 0..1 of the material's questions answered correctly; null when never opened. */
  progress: number | null;
  isCompleted: boolean;
}

/** A shelf: one of the student's subjects and its materials. */
export interface LibraryShelf {
  subject: string;
  books: LibraryBook[];
}

/** Books drawn on one shelf at most: the others are in the list beside the canvas. */
export const BOOKS_PER_SHELF = 14;
/** Shelves drawn at most (the room has two walls of them); the others' books are in the list. */
export const MAX_SHELVES = 8;

const SPINE_COLOURS = [
  "#b23a48",
  "#2f6fde",
  "#3c9d5d",
  "#d9822b",
  "#7b4fc9",
  "#1f8a8a",
  "#c2478f",
  "#8a6d3b",
];

/**
 * The book that glows as "up next": the first one begun and not finished, else the first never
 * opened; none when every book is finished.
 */
export function pickUpNext(shelves: readonly LibraryShelf[]): number | null {
  const books = shelves.flatMap((s) => s.books);
  const begun = books.find((b) => !b.isCompleted && b.progress !== null && b.progress > 0);
  if (begun) return begun.id;
  return books.find((b) => !b.isCompleted)?.id ?? null;
}

/** Groups materials by subject into shelves, in the order subjects first appear. */
export function groupIntoShelves(
  materials: readonly (LibraryBook & { subject: string | null })[],
): LibraryShelf[] {
  const shelves = new Map<string, LibraryBook[]>();
  for (const { subject, ...book } of materials) {
    const name = subject?.trim() || "Other";
    shelves.set(name, [...(shelves.get(name) ?? []), book]);
  }
  return [...shelves.entries()].map(([subject, books]) => ({ subject, books }));
}

/**
 * The 3D library (issue 27): a room whose shelves are the student's subjects and whose books are
 * their materials, progress on the spines, the "up next" book glowing; each book opens its
 * material. `simple` draws plain shapes for weak devices.
 */
export function buildLibraryScene(
  shelves: readonly LibraryShelf[],
  options: { mode: CameraMode; detail: SceneDetail; materialHref: (id: number) => string },
): SceneDescription {
  const drawn = shelves.slice(0, MAX_SHELVES);
  const width = 14;
  const depth = Math.max(10, Math.ceil(drawn.length / 2) * 4 + 4);
  const upNext = pickUpNext(shelves);
  const props: SceneDescription["props"] = [];
  const interactives: SceneInteractive[] = [];
  shelves.forEach((shelf, index) => {
    const isDrawn = index < MAX_SHELVES;
    const side = index % 2 === 0 ? -1 : 1;
    const z = -depth / 2 + 3 + Math.floor(index / 2) * 4;
    const x = side * (width / 2 - 0.4);
    if (isDrawn) props.push(prop(`shelf-${index}`, "box", [x, 1, z], [0.5, 2, 3.4], "#7a5230"));
    shelf.books.forEach((book, b) => {
      const row = Math.floor(b / 7) % 2;
      interactives.push({
        id: `book-${book.id}`,
        kind: "book",
        label: `${book.title}${book.isCompleted ? " (finished)" : book.progress ? ` (${Math.round(book.progress * 100)}% done)` : ""}`,
        actionLabel: "Open the lesson",
        position: [x - side * 0.35, 0.55 + row * 0.8, z - 1.35 + (b % 7) * 0.45],
        size: [0.22, 0.6, 0.36],
        colour: SPINE_COLOURS[(index * 3 + b) % SPINE_COLOURS.length]!,
        progress: book.isCompleted ? 1 : (book.progress ?? 0),
        isHighlighted: book.id === upNext,
        isListOnly: !isDrawn || b >= BOOKS_PER_SHELF,
        href: options.materialHref(book.id),
        group: shelf.subject,
      });
    });
    interactives.push({
      id: `sign-${index}`,
      kind: "sign",
      label: `${shelf.subject} shelf, ${shelf.books.length} ${shelf.books.length === 1 ? "book" : "books"}`,
      actionLabel: "Look at the shelf",
      position: [x - side * 0.3, 2.2, z],
      size: [0.05, 0.3, 1.6],
      colour: "#f5e6c8",
      isHighlighted: false,
      isListOnly: !isDrawn,
      group: shelf.subject,
    });
  });
  props.push(prop("reading-table", "box", [0, 0.4, 0], [2, 0.8, 1.2], "#8b5a2b", { roughness: 0.6 }));
  return {
    title: "Your 3D library",
    room: { width, depth, height: 4, floorColour: "#c8a97e", wallColour: "#efe4d0" },
    camera: {
      mode: options.mode,
      start: [0, 1.6, depth / 2 - 1.5],
      lookAt: [0, 1.2, -depth / 2],
    },
    detail: options.detail,
    background: "#dfe9f5",
    props,
    lights: ambientAndSun(
      { colour: "#ffffff", intensity: 0.7 },
      { colour: "#fff4e0", intensity: 1.2, position: [3, 6, 4], castsShadow: true },
    ),
    characters:
      options.mode === "third-person"
        ? [
            {
              id: "player",
              name: "You",
              position: [0, 0, depth / 2 - 3],
              facing: Math.PI,
              avatar: DEFAULT_AVATAR,
              isPlayer: true,
            },
          ]
        : [],
    interactives,
  };
}

/**
 * The student's own subjects first (in their order), then the rest: a profile's "french" matches
 * a shelf named "French" or "French for beginners".
 */
export function orderShelvesBySubjects(
  shelves: readonly LibraryShelf[],
  subjects: readonly string[],
): LibraryShelf[] {
  const rank = (shelf: LibraryShelf) => {
    const name = shelf.subject.toLowerCase();
    const index = subjects.findIndex((s) => {
      const wanted = s.trim().toLowerCase();
      return wanted.length > 0 && (name.startsWith(wanted) || wanted.startsWith(name));
    });
    return index === -1 ? subjects.length : index;
  };
  return [...shelves].sort((a, b) => rank(a) - rank(b));
}
