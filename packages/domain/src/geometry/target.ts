/**
 * Geometry judging (issue 26): a target is a condition checked numerically with a tolerance on
 * the student's construction, never a picture, so any correct construction passes: a compass-and-
 * ruler bisector, the tool's own bisector and two points dragged onto it all count (decision 056).
 */
import {
  type ConstructionState,
  computeConstruction,
  cross,
  dist,
  dot,
  parseConstruction,
  type Resolved,
  type Shape,
  sub,
  unit,
  type Vec,
} from "./construction.ts";

export type GeometryTarget =
  | { kind: "perpendicular_bisector" | "midpoint" | "segment"; a: string; b: string }
  | { kind: "right_angle"; a: string; b: string; at: string }
  | { kind: "equidistant"; point: string; a: string; b: string }
  | { kind: "line_equation"; slope: number; intercept: number }
  | { kind: "parallel_through" | "perpendicular_through"; a: string; b: string; through: string }
  | { kind: "angle_bisector"; a: string; vertex: string; b: string }
  | { kind: "circle"; center: string; radius: number }
  | { kind: "point_at"; x: number; y: number };

export type TargetKind = GeometryTarget["kind"];

/** A question's geometry: the starting board, and the condition a right answer meets. */
export interface GeometrySpec {
  board: ConstructionState;
  target: GeometryTarget;
  /** Distances within this count as equal (board units); default 0.01. */
  tolerance?: number;
}

export const DEFAULT_TOLERANCE = 0.01;
/** Directions within a quarter of a degree count as the same. */
export const ANGLE_TOLERANCE = (0.25 * Math.PI) / 180;

/** The targets an author picks from, with the parameters each takes (the authoring list). */
export const TARGET_KINDS: readonly { kind: TargetKind; label: string; params: readonly string[] }[] = [
  { kind: "perpendicular_bisector", label: "Perpendicular bisector of AB", params: ["a", "b"] },
  { kind: "midpoint", label: "Midpoint of AB", params: ["a", "b"] },
  { kind: "segment", label: "Segment AB drawn", params: ["a", "b"] },
  { kind: "right_angle", label: "Triangle right-angled at a point", params: ["a", "b", "at"] },
  { kind: "equidistant", label: "A point as far from A as from B", params: ["point", "a", "b"] },
  { kind: "line_equation", label: "The line y = mx + c", params: ["slope", "intercept"] },
  { kind: "parallel_through", label: "Parallel to AB through a point", params: ["a", "b", "through"] },
  {
    kind: "perpendicular_through",
    label: "Perpendicular to AB through a point",
    params: ["a", "b", "through"],
  },
  { kind: "angle_bisector", label: "Bisector of the angle at a vertex", params: ["a", "vertex", "b"] },
  { kind: "circle", label: "Circle with a centre and radius", params: ["center", "radius"] },
  { kind: "point_at", label: "A point at (x, y)", params: ["x", "y"] },
];

const NUMBER_PARAMS = new Set(["slope", "intercept", "radius", "x", "y"]);

export type Judgement =
  | {
      ok: true;
      correct: boolean;
      reason: "condition_met" | "condition_not_met" | "moved_given";
      feedback: string;
    }
  | { ok: false; error: string };

/** Reads a target from untrusted input; the names must be points of the board. Never throws. */
export function parseTarget(
  input: unknown,
  board: ConstructionState,
): { ok: true; target: GeometryTarget } | { ok: false; error: string } {
  if (typeof input !== "object" || input === null) return { ok: false, error: "The target needs a kind" };
  const raw = input as Record<string, unknown>;
  const entry = TARGET_KINDS.find((t) => t.kind === raw.kind);
  if (!entry) return { ok: false, error: "Unknown target kind" };
  const boardPoints = new Map(board.points.map((p) => [p.id, p]));
  const out: Record<string, unknown> = { kind: entry.kind };
  for (const param of entry.params) {
    const v = raw[param];
    if (NUMBER_PARAMS.has(param)) {
      if (typeof v !== "number" || !Number.isFinite(v) || Math.abs(v) > 1000)
        return { ok: false, error: `The target's ${param} must be a number` };
      if (param === "radius" && v <= 0) return { ok: false, error: "The radius must be more than 0" };
    } else if (typeof v !== "string" || (!boardPoints.has(v) && !(param === "point" || param === "at"))) {
      return { ok: false, error: `The target's ${param} must name a point of the board` };
    }
    out[param] = v;
  }
  const target = out as GeometryTarget;
  const degenerate = degenerateReason(target, board);
  return degenerate ? { ok: false, error: degenerate } : { ok: true, target };
}

/** A target that means nothing on this board (A on B, an angle of 0°…) is refused, not judged. */
function degenerateReason(t: GeometryTarget, board: ConstructionState): string | undefined {
  const at = (id: string) => board.points.find((p) => p.id === id);
  const apart = (x: string, y: string) => {
    const p = at(x);
    const q = at(y);
    return !p || !q || dist(p, q) > 1e-9;
  };
  switch (t.kind) {
    case "perpendicular_bisector":
    case "midpoint":
    case "segment":
    case "right_angle":
    case "equidistant":
      return apart(t.a, t.b) ? undefined : `${t.a} and ${t.b} are the same point`;
    case "parallel_through":
    case "perpendicular_through":
      return apart(t.a, t.b) ? undefined : `${t.a} and ${t.b} are the same point`;
    case "angle_bisector": {
      if (!apart(t.a, t.vertex) || !apart(t.b, t.vertex)) return "The angle's arms have no length";
      const a = at(t.a)!;
      const v = at(t.vertex)!;
      const b = at(t.b)!;
      return Math.abs(cross(sub(a, v), sub(b, v))) < 1e-9 && dot(sub(a, v), sub(b, v)) > 0
        ? "The angle is 0°"
        : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Judges a construction against a question's geometry. `{ ok: false }` when the answer or the
 * question cannot be judged (malformed state, degenerate target); otherwise right or wrong.
 */
export function judgeConstruction(spec: GeometrySpec, answer: unknown): Judgement {
  const board = parseConstruction(spec.board);
  if (!board.ok) return { ok: false, error: `The question's board: ${board.error}` };
  const target = parseTarget(spec.target, board.state);
  if (!target.ok) return target;
  const state = parseConstruction(answer);
  if (!state.ok) return state;
  const tol = spec.tolerance !== undefined && spec.tolerance > 0 ? spec.tolerance : DEFAULT_TOLERANCE;
  for (const given of board.state.points.filter((p) => p.fixed)) {
    const now = state.state.points.find((p) => p.id === given.id);
    if (!now || dist(now, given) > 1e-9)
      return {
        ok: true,
        correct: false,
        reason: "moved_given",
        feedback: `Point ${given.id} was given: leave it where it was.`,
      };
  }
  const resolved = computeConstruction(state.state);
  const met = meets(target.target, resolved, tol);
  return met
    ? {
        ok: true,
        correct: true,
        reason: "condition_met",
        feedback: `Correct: ${describeTarget(target.target)}.`,
      }
    : {
        ok: true,
        correct: false,
        reason: "condition_not_met",
        feedback: `Not yet: the board does not show ${describeTarget(target.target)}.`,
      };
}

function meets(t: GeometryTarget, r: Resolved, tol: number): boolean {
  const point = (id: string): Vec | undefined => {
    const s = r.get(id);
    return s?.type === "point" ? s.at : undefined;
  };
  const shapes = [...r.values()].filter((s): s is Shape => s !== undefined);
  const anyPointAt = (v: Vec) => shapes.some((s) => s.type === "point" && dist(s.at, v) <= tol);
  switch (t.kind) {
    case "midpoint":
    case "perpendicular_bisector":
    case "segment": {
      const a = point(t.a);
      const b = point(t.b);
      if (!a || !b || dist(a, b) <= tol) return false;
      const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      if (t.kind === "midpoint") return anyPointAt(m);
      if (t.kind === "segment")
        return shapes.some(
          (s) =>
            s.type === "line" &&
            s.kind === "segment" &&
            ((dist(s.from, a) <= tol && dist(s.to, b) <= tol) ||
              (dist(s.from, b) <= tol && dist(s.to, a) <= tol)),
        );
      return anyLine(shapes, m, { x: -(b.y - a.y), y: b.x - a.x }, tol, false);
    }
    case "right_angle":
    case "equidistant": {
      const a = point(t.a);
      const b = point(t.b);
      const c = point(t.kind === "right_angle" ? t.at : t.point);
      if (!a || !b || !c || dist(c, a) <= tol || dist(c, b) <= tol || dist(a, b) <= tol) return false;
      if (t.kind === "equidistant") return Math.abs(dist(c, a) - dist(c, b)) <= tol;
      const ua = unit(sub(a, c))!;
      const ub = unit(sub(b, c))!;
      return Math.abs(dot(ua, ub)) <= Math.sin(ANGLE_TOLERANCE);
    }
    case "line_equation":
      return anyLine(shapes, { x: 0, y: t.intercept }, { x: 1, y: t.slope }, tol, false);
    case "parallel_through":
    case "perpendicular_through": {
      const a = point(t.a);
      const b = point(t.b);
      const p = point(t.through);
      if (!a || !b || !p || dist(a, b) <= tol) return false;
      const d = sub(b, a);
      return anyLine(shapes, p, t.kind === "parallel_through" ? d : { x: -d.y, y: d.x }, tol, false);
    }
    case "angle_bisector": {
      const a = point(t.a);
      const v = point(t.vertex);
      const b = point(t.b);
      if (!a || !v || !b) return false;
      const ua = unit(sub(a, v));
      const ub = unit(sub(b, v));
      if (!ua || !ub) return false;
      let d = { x: ua.x + ub.x, y: ua.y + ub.y };
      if (Math.hypot(d.x, d.y) < 1e-9) d = { x: -ua.y, y: ua.x };
      return anyLine(shapes, v, d, tol, true);
    }
    case "circle": {
      const c = point(t.center);
      if (!c) return false;
      return shapes.some(
        (s) => s.type === "circle" && dist(s.center, c) <= tol && Math.abs(s.radius - t.radius) <= tol,
      );
    }
    case "point_at":
      return anyPointAt({ x: t.x, y: t.y });
  }
}

/**
 * Whether some line, ray or segment lies along the line through `p` with direction `d`. With
 * `fromP`, a ray must start at `p` and point along `d` (a bisector is a ray from the vertex).
 */
function anyLine(shapes: readonly Shape[], p: Vec, d: Vec, tol: number, fromP: boolean): boolean {
  const u = unit(d);
  if (!u) return false;
  return shapes.some((s) => {
    if (s.type !== "line") return false;
    const su = unit(sub(s.to, s.from));
    if (!su || Math.abs(cross(su, u)) > Math.sin(ANGLE_TOLERANCE)) return false;
    // The distance from p to the object's line.
    if (Math.abs(cross(sub(p, s.from), su)) > tol) return false;
    if (fromP && s.kind === "ray") return dist(s.from, p) <= tol && dot(su, u) > 0;
    return true;
  });
}

const fmt = (n: number) => String(Math.round(n * 1000) / 1000).replace("-", "−");

/** The target in words, as the student and the author read it. */
export function describeTarget(t: GeometryTarget): string {
  switch (t.kind) {
    case "perpendicular_bisector":
      return `the perpendicular bisector of ${t.a}${t.b}`;
    case "midpoint":
      return `the midpoint of ${t.a}${t.b}`;
    case "segment":
      return `the segment ${t.a}${t.b}`;
    case "right_angle":
      return `triangle ${t.a}${t.b}${t.at} right-angled at ${t.at}`;
    case "equidistant":
      return `${t.point} as far from ${t.a} as from ${t.b}`;
    case "line_equation": {
      const c =
        t.intercept === 0 ? "" : t.intercept > 0 ? ` + ${fmt(t.intercept)}` : ` − ${fmt(-t.intercept)}`;
      const m = t.slope === 0 ? "" : t.slope === 1 ? "x" : t.slope === -1 ? "−x" : `${fmt(t.slope)}x`;
      return `the line y = ${m || (c ? "" : "0")}${m ? c : c.replace(/^ \+ /, "").replace(/^ − /, "−")}`;
    }
    case "parallel_through":
      return `the line through ${t.through} parallel to ${t.a}${t.b}`;
    case "perpendicular_through":
      return `the line through ${t.through} perpendicular to ${t.a}${t.b}`;
    case "angle_bisector":
      return `the bisector of angle ${t.a}${t.vertex}${t.b}`;
    case "circle":
      return `a circle with centre ${t.center} and radius ${fmt(t.radius)}`;
    case "point_at":
      return `a point at (${fmt(t.x)}, ${fmt(t.y)})`;
  }
}
