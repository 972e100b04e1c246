import { describe, expect, it } from "vitest";
import { evaluateAnswer } from "../evaluator/evaluate.ts";
import type { PracticeQuestion } from "../evaluator/types.ts";
import type { Construction, ConstructionState, FreePoint } from "./construction.ts";
import { type GeometrySpec, judgeConstruction, parseTarget } from "./target.ts";

const A: FreePoint = { id: "A", x: -2, y: 1, fixed: true };
const B: FreePoint = { id: "B", x: 4, y: 3, fixed: true };
const board: ConstructionState = { points: [A, B], objects: [] };

function judge(spec: GeometrySpec, points: FreePoint[], objects: Construction[]) {
  return judgeConstruction(spec, JSON.stringify({ points, objects }));
}
const correct = (j: ReturnType<typeof judge>) => j.ok && j.correct;

describe("perpendicular bisector of AB", () => {
  const spec: GeometrySpec = { board, target: { kind: "perpendicular_bisector", a: "A", b: "B" } };
  it("passes the tool's bisector", () => {
    expect(correct(judge(spec, [A, B], [{ id: "l1", kind: "perpendicular_bisector", of: ["A", "B"] }]))).toBe(
      true,
    );
  });
  it("passes the compass construction: two circles, their crossings, the line through them", () => {
    const objects: Construction[] = [
      { id: "c1", kind: "circle", center: "A", through: "B" },
      { id: "c2", kind: "circle", center: "B", through: "A" },
      { id: "P", kind: "intersection", of: ["c1", "c2"] },
      { id: "Q", kind: "intersection", of: ["c1", "c2"], which: 1 },
      { id: "l1", kind: "line", through: ["P", "Q"] },
    ];
    expect(correct(judge(spec, [A, B], objects))).toBe(true);
  });
  it("passes a perpendicular to AB through the midpoint, and a segment along it", () => {
    const viaMidpoint: Construction[] = [
      { id: "s1", kind: "segment", through: ["A", "B"] },
      { id: "M", kind: "midpoint", of: ["A", "B"] },
      { id: "l1", kind: "perpendicular", line: "s1", through: "M" },
    ];
    expect(correct(judge(spec, [A, B], viaMidpoint))).toBe(true);
    // Two points dropped on the bisector by hand, and the segment between them.
    const P = { id: "P", x: 1, y: 2 };
    const Q = { id: "Q", x: 2, y: -1 };
    expect(correct(judge(spec, [A, B, P, Q], [{ id: "s1", kind: "segment", through: ["P", "Q"] }]))).toBe(
      true,
    );
  });
  it("fails a near miss: a line 0.05 off the midpoint, and one tilted by 1°", () => {
    const P = { id: "P", x: 1.05, y: 2 };
    const Q = { id: "Q", x: 2.05, y: -1 };
    expect(correct(judge(spec, [A, B, P, Q], [{ id: "l1", kind: "line", through: ["P", "Q"] }]))).toBe(false);
    const tilt = (Math.PI / 180) * 1;
    const d = { x: 1 * Math.cos(tilt) + 3 * Math.sin(tilt), y: -3 * Math.cos(tilt) + 1 * Math.sin(tilt) };
    const R = { id: "R", x: 1 + d.x, y: 2 + d.y };
    const M = { id: "M2", x: 1, y: 2 };
    expect(correct(judge(spec, [A, B, M, R], [{ id: "l1", kind: "line", through: ["M2", "R"] }]))).toBe(
      false,
    );
  });
  it("fails when a given point was moved, even if the bisector is right for the new place", () => {
    const moved = { ...B, x: 6 };
    const j = judge(spec, [A, moved], [{ id: "l1", kind: "perpendicular_bisector", of: ["A", "B"] }]);
    expect(j).toMatchObject({ ok: true, correct: false, reason: "moved_given" });
  });
  it("refuses a board where A is B, and a malformed answer", () => {
    const same = { board: { points: [A, { ...B, x: A.x, y: A.y }], objects: [] }, target: spec.target };
    expect(judgeConstruction(same, JSON.stringify(same.board)).ok).toBe(false);
    expect(judgeConstruction(spec, "not json").ok).toBe(false);
    expect(
      judgeConstruction(spec, JSON.stringify({ points: [A, B], objects: [{ id: "x", kind: "nope" }] })).ok,
    ).toBe(false);
  });
});

describe("C makes ABC right-angled at C", () => {
  const rb: ConstructionState = {
    points: [
      { id: "A", x: 0, y: 0, fixed: true },
      { id: "B", x: 4, y: 0, fixed: true },
      { id: "C", x: 1, y: 3 },
    ],
    objects: [],
  };
  const spec: GeometrySpec = { board: rb, target: { kind: "right_angle", a: "A", b: "B", at: "C" } };
  const withC = (x: number, y: number) => judge(spec, [rb.points[0]!, rb.points[1]!, { id: "C", x, y }], []);
  it("passes any point on the circle with diameter AB (Thales), above or below", () => {
    expect(correct(withC(2, 2))).toBe(true);
    expect(correct(withC(2, -2))).toBe(true);
    expect(correct(withC(2 + 2 * Math.cos(1), 2 * Math.sin(1)))).toBe(true);
  });
  it("fails near misses and the degenerate places A and B", () => {
    expect(correct(withC(2, 2.1))).toBe(false);
    expect(correct(withC(1, 3))).toBe(false);
    expect(correct(withC(0, 0))).toBe(false);
    expect(correct(withC(4, 0))).toBe(false);
  });
});

describe("the line y = 2x - 1", () => {
  const spec: GeometrySpec = {
    board: { points: [], objects: [] },
    target: { kind: "line_equation", slope: 2, intercept: -1 },
  };
  it("passes any two points of it joined by a line, ray or segment", () => {
    const P = { id: "P", x: 0, y: -1 };
    const Q = { id: "Q", x: 1, y: 1 };
    const R = { id: "R", x: 3, y: 5 };
    expect(correct(judge(spec, [P, Q], [{ id: "l1", kind: "line", through: ["P", "Q"] }]))).toBe(true);
    expect(correct(judge(spec, [Q, R], [{ id: "l1", kind: "segment", through: ["R", "Q"] }]))).toBe(true);
  });
  it("fails y = 2x and y = 2.1x - 1, and a bare pair of points", () => {
    const O = { id: "O", x: 0, y: 0 };
    const Q = { id: "Q", x: 1, y: 2 };
    expect(correct(judge(spec, [O, Q], [{ id: "l1", kind: "line", through: ["O", "Q"] }]))).toBe(false);
    const P = { id: "P", x: 0, y: -1 };
    const S = { id: "S", x: 1, y: 1.1 };
    expect(correct(judge(spec, [P, S], [{ id: "l1", kind: "line", through: ["P", "S"] }]))).toBe(false);
    expect(correct(judge(spec, [P, S], []))).toBe(false);
  });
});

describe("other targets", () => {
  const tri: ConstructionState = {
    points: [
      { id: "A", x: 0, y: 0, fixed: true },
      { id: "B", x: 4, y: 0, fixed: true },
      { id: "C", x: 0, y: 4, fixed: true },
    ],
    objects: [],
  };
  it("angle bisector: the tool's ray passes; a ray the other way fails", () => {
    const spec: GeometrySpec = {
      board: tri,
      target: { kind: "angle_bisector", a: "B", vertex: "A", b: "C" },
    };
    expect(
      correct(judge(spec, tri.points, [{ id: "r1", kind: "angle_bisector", of: ["B", "A", "C"] }])),
    ).toBe(true);
    const P = { id: "P", x: -1, y: -1 };
    expect(correct(judge(spec, [...tri.points, P], [{ id: "r1", kind: "ray", through: ["A", "P"] }]))).toBe(
      false,
    );
    const D = { id: "D", x: 3, y: 3 };
    expect(correct(judge(spec, [...tri.points, D], [{ id: "r1", kind: "ray", through: ["A", "D"] }]))).toBe(
      true,
    );
  });
  it("parallel and perpendicular through a point, midpoint, circle, point at", () => {
    const par: GeometrySpec = {
      board: tri,
      target: { kind: "parallel_through", a: "A", b: "B", through: "C" },
    };
    const objs: Construction[] = [
      { id: "l1", kind: "line", through: ["A", "B"] },
      { id: "l2", kind: "parallel", line: "l1", through: "C" },
    ];
    expect(correct(judge(par, tri.points, objs))).toBe(true);
    const perp: GeometrySpec = {
      board: tri,
      target: { kind: "perpendicular_through", a: "A", b: "B", through: "C" },
    };
    expect(correct(judge(perp, tri.points, objs))).toBe(false);
    const mid: GeometrySpec = { board: tri, target: { kind: "midpoint", a: "B", b: "C" } };
    expect(correct(judge(mid, [...tri.points, { id: "M", x: 2, y: 2 }], []))).toBe(true);
    expect(correct(judge(mid, [...tri.points, { id: "M", x: 2, y: 2.05 }], []))).toBe(false);
    const circle: GeometrySpec = { board: tri, target: { kind: "circle", center: "A", radius: 4 } };
    expect(
      correct(judge(circle, tri.points, [{ id: "c1", kind: "circle", center: "A", through: "B" }])),
    ).toBe(true);
    expect(
      correct(judge(circle, tri.points, [{ id: "c1", kind: "circle", center: "B", through: "A" }])),
    ).toBe(false);
    const pointAt: GeometrySpec = {
      board: { points: [], objects: [] },
      target: { kind: "point_at", x: 3, y: -2 },
    };
    expect(correct(judge(pointAt, [{ id: "P", x: 3, y: -2 }], []))).toBe(true);
  });
  it("refuses targets that name no board point, bad numbers, or a zero angle", () => {
    expect(parseTarget({ kind: "midpoint", a: "A", b: "Z" }, tri).ok).toBe(false);
    expect(
      parseTarget({ kind: "line_equation", slope: Number.POSITIVE_INFINITY, intercept: 0 }, tri).ok,
    ).toBe(false);
    expect(parseTarget({ kind: "circle", center: "A", radius: 0 }, tri).ok).toBe(false);
    expect(parseTarget({ kind: "angle_bisector", a: "B", vertex: "A", b: "B" }, tri).ok).toBe(false);
    expect(parseTarget({ kind: "wat" }, tri).ok).toBe(false);
  });
});

describe("the geometry question type in the shared evaluator", () => {
  const question: PracticeQuestion = {
    id: "g1",
    type: "geometry",
    question: "Construct the perpendicular bisector of AB.",
    geometry: { board, target: { kind: "perpendicular_bisector", a: "A", b: "B" } },
    correctAnswer: JSON.stringify({
      points: [A, B],
      objects: [{ id: "l1", kind: "perpendicular_bisector", of: ["A", "B"] }],
    }),
    hint: "Every point of it is as far from A as from B.",
  };
  it("judges its own answer right and shows the target in words", () => {
    const r = evaluateAnswer(question, question.correctAnswer);
    expect(r).toMatchObject({ is_correct: true, score: 1, evaluation_method: "geometry" });
    expect(r.correct_answer).toBe("The perpendicular bisector of AB");
  });
  it("judges a bare board wrong and garbage as an unreadable construction", () => {
    expect(evaluateAnswer(question, JSON.stringify(board)).is_correct).toBe(false);
    expect(evaluateAnswer(question, "{oops").evaluation_sub_method).toBe("invalid_state");
  });
});
