import { describe, expect, it } from "vitest";
import {
  type ConstructionState,
  computeConstruction,
  MAX_OBJECTS,
  movePoint,
  parseConstruction,
} from "./construction.ts";
import { nextName } from "./editing.ts";
import { canRedo, canUndo, pushHistory, redo, startHistory, undo } from "./history.ts";
import { angleAt, describeShape, lineEquation, perimeter, polygonArea } from "./measure.ts";

const AB: ConstructionState = {
  points: [
    { id: "A", x: 0, y: 0, fixed: true },
    { id: "B", x: 4, y: 0, fixed: true },
  ],
  objects: [],
};

function at(state: ConstructionState, id: string) {
  const s = computeConstruction(state).get(id);
  if (s?.type !== "point") throw new Error(`${id} is not a point`);
  return s.at;
}

describe("the construction model", () => {
  it("resolves a midpoint, a bisector and their intersection, and follows a moved point", () => {
    const state: ConstructionState = {
      points: [...AB.points, { id: "C", x: 0, y: 2 }],
      objects: [
        { id: "M", kind: "midpoint", of: ["A", "B"] },
        { id: "l1", kind: "perpendicular_bisector", of: ["A", "B"] },
        { id: "s1", kind: "segment", through: ["A", "C"] },
        { id: "p1", kind: "parallel", line: "s1", through: "B" },
        { id: "X", kind: "intersection", of: ["l1", "p1"] },
      ],
    };
    expect(at(state, "M")).toEqual({ x: 2, y: 0 });
    // The parallel to AC through B is x = 4, which never meets x = 2.
    expect(computeConstruction(state).get("X")).toBeUndefined();
    const moved = movePoint(state, "C", { x: 2, y: 2 });
    const x = at(moved, "X");
    expect(x.x).toBeCloseTo(2);
    expect(x.y).toBeCloseTo(-2);
    // The original is untouched: the model is immutable.
    expect(state.points[2]).toEqual({ id: "C", x: 0, y: 2 });
  });

  it("intersects circles with circles and lines, picking either point", () => {
    const state: ConstructionState = {
      points: AB.points,
      objects: [
        { id: "c1", kind: "circle", center: "A", through: "B" },
        { id: "c2", kind: "circle", center: "B", through: "A" },
        { id: "P", kind: "intersection", of: ["c1", "c2"] },
        { id: "Q", kind: "intersection", of: ["c1", "c2"], which: 1 },
        { id: "l1", kind: "line", through: ["P", "Q"] },
        { id: "R", kind: "intersection", of: ["l1", "c1"] },
      ],
    };
    const p = at(state, "P");
    const q = at(state, "Q");
    expect(p.x).toBeCloseTo(2);
    expect(Math.abs(p.y)).toBeCloseTo(Math.sqrt(12));
    expect(q.y).toBeCloseTo(-p.y);
    expect(at(state, "R").x).toBeCloseTo(2);
  });

  it("bisects an angle and drops a perpendicular", () => {
    const state: ConstructionState = {
      points: [...AB.points, { id: "C", x: 0, y: 4 }],
      objects: [
        { id: "b1", kind: "angle_bisector", of: ["B", "A", "C"] },
        { id: "s1", kind: "segment", through: ["B", "C"] },
        { id: "X", kind: "intersection", of: ["b1", "s1"] },
        { id: "l1", kind: "line", through: ["A", "B"] },
        { id: "p1", kind: "perpendicular", line: "l1", through: "C" },
      ],
    };
    expect(at(state, "X").x).toBeCloseTo(2);
    expect(at(state, "X").y).toBeCloseTo(2);
    const p1 = computeConstruction(state).get("p1");
    expect(p1?.type === "line" && Math.abs(p1.to.x - p1.from.x)).toBeCloseTo(0);
  });

  it("leaves an object undefined when what it is built from collapses", () => {
    const state: ConstructionState = {
      points: [
        { id: "A", x: 1, y: 1 },
        { id: "B", x: 1, y: 1 },
      ],
      objects: [{ id: "l1", kind: "perpendicular_bisector", of: ["A", "B"] }],
    };
    expect(computeConstruction(state).get("l1")).toBeUndefined();
  });

  it("refuses malformed, cyclic, oversized and off-board states", () => {
    expect(parseConstruction("{").ok).toBe(false);
    expect(parseConstruction({ points: [] }).ok).toBe(false);
    expect(parseConstruction({ points: [{ id: "A", x: Number.NaN, y: 0 }], objects: [] }).ok).toBe(false);
    expect(parseConstruction({ points: [{ id: "A", x: 1e7, y: 0 }], objects: [] }).ok).toBe(false);
    expect(
      parseConstruction({
        points: [
          { id: "A", x: 0, y: 0 },
          { id: "A", x: 1, y: 0 },
        ],
        objects: [],
      }).ok,
    ).toBe(false);
    // A reference to a later object (the only way to make a cycle) is refused.
    expect(
      parseConstruction({
        points: AB.points,
        objects: [
          { id: "M", kind: "midpoint", of: ["A", "N"] },
          { id: "N", kind: "midpoint", of: ["A", "M"] },
        ],
      }).ok,
    ).toBe(false);
    // A circle through a line is the wrong sort of reference.
    expect(
      parseConstruction({
        points: AB.points,
        objects: [
          { id: "l1", kind: "line", through: ["A", "B"] },
          { id: "c1", kind: "circle", center: "A", through: "l1" },
        ],
      }).ok,
    ).toBe(false);
    const many = Array.from({ length: MAX_OBJECTS + 1 }, (_, i) => ({
      id: `m${i}`,
      kind: "midpoint",
      of: ["A", "B"],
    }));
    expect(parseConstruction({ points: AB.points, objects: many }).ok).toBe(false);
    expect(parseConstruction(JSON.stringify(AB))).toEqual({ ok: true, state: AB });
  });

  it("does not move a fixed point, and names new objects in turn", () => {
    expect(movePoint(AB, "A", { x: 1, y: 1 })).toBe(AB);
    expect(nextName(AB, true)).toBe("C");
    expect(nextName(AB, false)).toBe("o1");
  });
});

describe("undo and redo", () => {
  it("walks back and forth and drops the redo branch on a new change", () => {
    let h = startHistory(1);
    h = pushHistory(h, 2);
    h = pushHistory(h, 3);
    h = undo(h);
    expect(h.present).toBe(2);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe(3);
    h = undo(undo(h));
    expect(h.present).toBe(1);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = pushHistory(h, 9);
    expect(canRedo(h)).toBe(false);
  });
});

describe("measurements and descriptions", () => {
  it("measures a 3-4-5 triangle", () => {
    const t = [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 0, y: 3 },
    ];
    expect(polygonArea(t)).toBe(6);
    expect(perimeter(t)).toBe(12);
    expect(angleAt(t[1]!, t[0]!, t[2]!)).toBeCloseTo(90);
  });

  it("writes line equations and spoken descriptions", () => {
    expect(lineEquation({ x: 0, y: -1 }, { x: 1, y: 1 })).toBe("y = 2x − 1");
    expect(lineEquation({ x: 3, y: 0 }, { x: 3, y: 5 })).toBe("x = 3");
    expect(lineEquation({ x: 0, y: 2 }, { x: 5, y: 2 })).toBe("y = 2");
    expect(describeShape("A", { type: "point", at: { x: 2, y: 3 } })).toBe("Point A at (2, 3)");
    expect(
      describeShape("s1", { type: "line", kind: "segment", from: { x: 0, y: 0 }, to: { x: 4.2, y: 0 } }, [
        "A",
        "B",
      ]),
    ).toBe("segment AB, length 4.2");
  });
});

describe("building a construction with the tools", () => {
  it("adds points and constructions by their inputs, both crossings of two circles, and removes dependents", async () => {
    const { toolInputs } = await import("./construction.ts");
    const { addConstruction, addPoint, removeObject } = await import("./editing.ts");
    expect(toolInputs("perpendicular")).toEqual(["line", "point"]);
    let s = addPoint(AB, { x: 1, y: 3 })!;
    expect(s.points.at(-1)).toEqual({ id: "C", x: 1, y: 3 });
    s = addConstruction(s, "circle", ["A", "B"])!;
    s = addConstruction(s, "circle", ["B", "A"])!;
    s = addConstruction(s, "intersection", ["o1", "o2"])!;
    expect(s.objects.map((o) => o.id)).toEqual(["o1", "o2", "D", "E"]);
    expect(addConstruction(s, "perpendicular", ["A", "B"])).toBeUndefined();
    const removed = removeObject(s, "o1");
    expect(removed.objects.map((o) => o.id)).toEqual(["o2"]);
    expect(removeObject(s, "A")).toBe(s);
  });
});
