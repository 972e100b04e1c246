/**
 * The construction model of the geometry tools and the `geometry` question type (issue 26): free
 * points the student places and drags, and constructions that depend on them. The state is plain
 * JSON (it is the answer a student sends); `computeConstruction` resolves every object from the
 * free points, so moving a point recomputes everything that depends on it. An object may refer
 * only to objects listed before it, so the model has no cycles by construction (decision 056).
 */

export interface Vec {
  x: number;
  y: number;
}

export interface FreePoint {
  id: string;
  x: number;
  y: number;
  /** A point of the starting board the student may not move (the judge checks it stayed put). */
  fixed?: boolean;
}

export type LineKind = "line" | "segment" | "ray";

export type Construction =
  | { id: string; kind: LineKind; through: [string, string] }
  | { id: string; kind: "circle"; center: string; through: string }
  | { id: string; kind: "intersection"; of: [string, string]; which?: 0 | 1 }
  | { id: string; kind: "perpendicular" | "parallel"; line: string; through: string }
  | { id: string; kind: "midpoint" | "perpendicular_bisector"; of: [string, string] }
  | { id: string; kind: "angle_bisector"; of: [string, string, string] };

export type ConstructionKind = Construction["kind"];

export interface ConstructionState {
  points: FreePoint[];
  objects: Construction[];
}

/** A resolved object: where it is now. `undefined` when it does not exist (e.g. parallel lines' intersection). */
export type Shape =
  | { type: "point"; at: Vec }
  | { type: "line"; kind: LineKind; from: Vec; to: Vec }
  | { type: "circle"; center: Vec; radius: number };

export type Resolved = ReadonlyMap<string, Shape | undefined>;

/** Bounds that keep an answer small and cheap to judge (it arrives as a string of at most 2000 characters). */
export const MAX_POINTS = 30;
export const MAX_OBJECTS = 40;
export const MAX_COORDINATE = 1000;
const ID = /^[A-Za-z][A-Za-z0-9_']{0,11}$/;
const EPS = 1e-9;

const LINE_KINDS = new Set<string>(["line", "segment", "ray"]);
const REF_SHAPES: Record<ConstructionKind, readonly string[]> = {
  line: ["point", "point"],
  segment: ["point", "point"],
  ray: ["point", "point"],
  circle: ["point", "point"],
  intersection: ["curve", "curve"],
  perpendicular: ["line", "point"],
  parallel: ["line", "point"],
  midpoint: ["point", "point"],
  perpendicular_bisector: ["point", "point"],
  angle_bisector: ["point", "point", "point"],
};

/** What a tool asks for, in order: a point, a line (line, segment or ray), or a curve (a line or a circle). */
export function toolInputs(kind: ConstructionKind): readonly ("point" | "line" | "curve")[] {
  return REF_SHAPES[kind] as readonly ("point" | "line" | "curve")[];
}

/** The sort of an existing object of the state, or undefined. */
export function sortOf(state: ConstructionState, id: string): "point" | "line" | "circle" | undefined {
  if (state.points.some((p) => p.id === id)) return "point";
  const o = state.objects.find((x) => x.id === id);
  if (!o) return undefined;
  return producesPoint(o.kind) ? "point" : o.kind === "circle" ? "circle" : "line";
}

/** What each kind produces. */
export function producesPoint(kind: ConstructionKind): boolean {
  return kind === "intersection" || kind === "midpoint";
}

/** The ids an object depends on, in the order of `REF_SHAPES`. */
export function referencesOf(c: Construction): string[] {
  switch (c.kind) {
    case "line":
    case "segment":
    case "ray":
      return [...c.through];
    case "circle":
      return [c.center, c.through];
    case "perpendicular":
    case "parallel":
      return [c.line, c.through];
    case "intersection":
    case "midpoint":
    case "perpendicular_bisector":
      return [...c.of];
    case "angle_bisector":
      return [...c.of];
  }
}

export type ParseResult = { ok: true; state: ConstructionState } | { ok: false; error: string };

/**
 * Reads a state from untrusted input (a JSON string or a value): every id well formed and unique,
 * every coordinate finite and on the board, every reference to an earlier object of the right
 * sort, and at most `MAX_POINTS` points and `MAX_OBJECTS` objects. Never throws.
 */
export function parseConstruction(input: unknown): ParseResult {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, error: "The construction is not valid JSON" };
    }
  }
  if (!isRecord(value) || !Array.isArray(value.points) || !Array.isArray(value.objects))
    return { ok: false, error: "A construction has points and objects" };
  if (value.points.length > MAX_POINTS) return { ok: false, error: `At most ${MAX_POINTS} points` };
  if (value.objects.length > MAX_OBJECTS) return { ok: false, error: `At most ${MAX_OBJECTS} objects` };
  const sorts = new Map<string, "point" | "line" | "circle">();
  const points: FreePoint[] = [];
  for (const p of value.points) {
    if (!isRecord(p) || typeof p.id !== "string" || !ID.test(p.id))
      return { ok: false, error: "Each point needs a name like A or P1" };
    if (sorts.has(p.id)) return { ok: false, error: `Two objects are called ${p.id}` };
    if (!isCoordinate(p.x) || !isCoordinate(p.y))
      return { ok: false, error: `Point ${p.id} needs numbers x and y within ±${MAX_COORDINATE}` };
    sorts.set(p.id, "point");
    points.push({ id: p.id, x: p.x, y: p.y, ...(p.fixed === true ? { fixed: true } : {}) });
  }
  const objects: Construction[] = [];
  for (const o of value.objects) {
    if (!isRecord(o) || typeof o.id !== "string" || !ID.test(o.id))
      return { ok: false, error: "Each object needs a name like l1" };
    if (sorts.has(o.id)) return { ok: false, error: `Two objects are called ${o.id}` };
    if (typeof o.kind !== "string" || !(o.kind in REF_SHAPES))
      return { ok: false, error: `Object ${o.id} has an unknown kind` };
    const kind = o.kind as ConstructionKind;
    const built = buildConstruction(o.id, kind, o);
    if (!built) return { ok: false, error: `Object ${o.id} is missing what it is built from` };
    const refs = referencesOf(built);
    const wanted = REF_SHAPES[kind];
    for (let i = 0; i < refs.length; i++) {
      const sort = sorts.get(refs[i]!);
      if (!sort)
        return {
          ok: false,
          error: `Object ${o.id} refers to ${refs[i]}, which comes later or does not exist`,
        };
      const want = wanted[i];
      const fits = want === "curve" ? sort === "line" || sort === "circle" : sort === want;
      if (!fits) return { ok: false, error: `Object ${o.id} needs a ${want} where ${refs[i]} is a ${sort}` };
    }
    if (new Set(refs).size !== refs.length)
      return { ok: false, error: `Object ${o.id} is built from the same object twice` };
    sorts.set(o.id, producesPoint(kind) ? "point" : kind === "circle" ? "circle" : "line");
    objects.push(built);
  }
  return { ok: true, state: { points, objects } };
}

function buildConstruction(
  id: string,
  kind: ConstructionKind,
  o: Record<string, unknown>,
): Construction | undefined {
  const ids = (v: unknown, n: number) =>
    Array.isArray(v) && v.length === n && v.every((x) => typeof x === "string") ? (v as string[]) : undefined;
  switch (kind) {
    case "line":
    case "segment":
    case "ray": {
      const t = ids(o.through, 2);
      return t ? { id, kind, through: [t[0]!, t[1]!] } : undefined;
    }
    case "circle":
      return typeof o.center === "string" && typeof o.through === "string"
        ? { id, kind, center: o.center, through: o.through }
        : undefined;
    case "intersection": {
      const t = ids(o.of, 2);
      if (!t) return undefined;
      if (o.which !== undefined && o.which !== 0 && o.which !== 1) return undefined;
      return { id, kind, of: [t[0]!, t[1]!], ...(o.which === 1 ? { which: 1 as const } : {}) };
    }
    case "perpendicular":
    case "parallel":
      return typeof o.line === "string" && typeof o.through === "string"
        ? { id, kind, line: o.line, through: o.through }
        : undefined;
    case "midpoint":
    case "perpendicular_bisector": {
      const t = ids(o.of, 2);
      return t ? { id, kind, of: [t[0]!, t[1]!] } : undefined;
    }
    case "angle_bisector": {
      const t = ids(o.of, 3);
      return t ? { id, kind, of: [t[0]!, t[1]!, t[2]!] } : undefined;
    }
  }
}

/** Resolves every object from the free points, in order; an object on an undefined one is undefined. */
export function computeConstruction(state: ConstructionState): Resolved {
  const out = new Map<string, Shape | undefined>();
  for (const p of state.points) out.set(p.id, { type: "point", at: { x: p.x, y: p.y } });
  for (const c of state.objects) out.set(c.id, resolve(c, out));
  return out;
}

function resolve(c: Construction, known: ReadonlyMap<string, Shape | undefined>): Shape | undefined {
  const point = (id: string) => {
    const s = known.get(id);
    return s?.type === "point" ? s.at : undefined;
  };
  switch (c.kind) {
    case "line":
    case "segment":
    case "ray": {
      const a = point(c.through[0]);
      const b = point(c.through[1]);
      if (!a || !b || dist(a, b) < EPS) return undefined;
      return { type: "line", kind: c.kind, from: a, to: b };
    }
    case "circle": {
      const center = point(c.center);
      const on = point(c.through);
      if (!center || !on) return undefined;
      const radius = dist(center, on);
      return radius < EPS ? undefined : { type: "circle", center, radius };
    }
    case "midpoint": {
      const a = point(c.of[0]);
      const b = point(c.of[1]);
      return a && b ? { type: "point", at: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } } : undefined;
    }
    case "perpendicular_bisector": {
      const a = point(c.of[0]);
      const b = point(c.of[1]);
      if (!a || !b || dist(a, b) < EPS) return undefined;
      const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      return { type: "line", kind: "line", from: m, to: { x: m.x - (b.y - a.y), y: m.y + (b.x - a.x) } };
    }
    case "perpendicular":
    case "parallel": {
      const l = known.get(c.line);
      const p = point(c.through);
      if (l?.type !== "line" || !p) return undefined;
      const d = sub(l.to, l.from);
      const dir = c.kind === "parallel" ? d : { x: -d.y, y: d.x };
      return { type: "line", kind: "line", from: p, to: add(p, dir) };
    }
    case "angle_bisector": {
      const a = point(c.of[0]);
      const v = point(c.of[1]);
      const b = point(c.of[2]);
      if (!a || !v || !b) return undefined;
      const ua = unit(sub(a, v));
      const ub = unit(sub(b, v));
      if (!ua || !ub) return undefined;
      let dir = add(ua, ub);
      // A straight angle's bisector is the perpendicular at the vertex.
      if (Math.hypot(dir.x, dir.y) < 1e-9) dir = { x: -ua.y, y: ua.x };
      return { type: "line", kind: "ray", from: v, to: add(v, dir) };
    }
    case "intersection":
      return intersect(known.get(c.of[0]), known.get(c.of[1]), c.which ?? 0);
  }
}

function intersect(s: Shape | undefined, t: Shape | undefined, which: 0 | 1): Shape | undefined {
  if (!s || !t || s.type === "point" || t.type === "point") return undefined;
  let hits: Vec[];
  if (s.type === "line" && t.type === "line") hits = lineLine(s, t);
  else if (s.type === "line" && t.type === "circle") hits = lineCircle(s, t);
  else if (s.type === "circle" && t.type === "line") hits = lineCircle(t, s);
  else if (s.type === "circle" && t.type === "circle") hits = circleCircle(s, t);
  else hits = [];
  const at = hits[Math.min(which, hits.length - 1)];
  return at ? { type: "point", at } : undefined;
}

type LineShape = Extract<Shape, { type: "line" }>;
type CircleShape = Extract<Shape, { type: "circle" }>;

/** Parameters along the line where it exists: a segment is 0..1, a ray 0..∞. */
function onLine(l: LineShape, t: number): boolean {
  if (l.kind === "segment") return t >= -1e-9 && t <= 1 + 1e-9;
  if (l.kind === "ray") return t >= -1e-9;
  return true;
}

function lineLine(l: LineShape, m: LineShape): Vec[] {
  const d1 = sub(l.to, l.from);
  const d2 = sub(m.to, m.from);
  const den = cross(d1, d2);
  if (Math.abs(den) < 1e-12 * Math.hypot(d1.x, d1.y) * Math.hypot(d2.x, d2.y)) return [];
  const w = sub(m.from, l.from);
  const t = cross(w, d2) / den;
  const u = cross(w, d1) / den;
  return onLine(l, t) && onLine(m, u) ? [add(l.from, scale(d1, t))] : [];
}

function lineCircle(l: LineShape, c: CircleShape): Vec[] {
  const d = sub(l.to, l.from);
  const f = sub(l.from, c.center);
  const a = dot(d, d);
  const b = 2 * dot(f, d);
  const k = dot(f, f) - c.radius * c.radius;
  const disc = b * b - 4 * a * k;
  if (disc < -1e-12) return [];
  const root = Math.sqrt(Math.max(0, disc));
  const ts = disc <= 1e-12 ? [-b / (2 * a)] : [(-b - root) / (2 * a), (-b + root) / (2 * a)];
  return ts.filter((t) => onLine(l, t)).map((t) => add(l.from, scale(d, t)));
}

function circleCircle(c1: CircleShape, c2: CircleShape): Vec[] {
  const d = dist(c1.center, c2.center);
  if (d < EPS || d > c1.radius + c2.radius + 1e-12 || d < Math.abs(c1.radius - c2.radius) - 1e-12) return [];
  const a = (c1.radius ** 2 - c2.radius ** 2 + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, c1.radius ** 2 - a * a));
  const u = scale(sub(c2.center, c1.center), 1 / d);
  const m = add(c1.center, scale(u, a));
  if (h < 1e-12) return [m];
  return [add(m, { x: -u.y * h, y: u.x * h }), add(m, { x: u.y * h, y: -u.x * h })];
}

/** The state with one free point moved; a fixed or unknown point leaves it as it was. */
export function movePoint(state: ConstructionState, id: string, to: Vec): ConstructionState {
  if (!isCoordinate(to.x) || !isCoordinate(to.y)) return state;
  const target = state.points.find((p) => p.id === id);
  if (!target || target.fixed) return state;
  return { ...state, points: state.points.map((p) => (p.id === id ? { ...p, x: to.x, y: to.y } : p)) };
}

export const dist = (a: Vec, b: Vec) => Math.hypot(a.x - b.x, a.y - b.y);
export const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
export const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y });
export const scale = (a: Vec, k: number): Vec => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Vec, b: Vec) => a.x * b.x + a.y * b.y;
export const cross = (a: Vec, b: Vec) => a.x * b.y - a.y * b.x;
export function unit(a: Vec): Vec | undefined {
  const n = Math.hypot(a.x, a.y);
  return n < EPS ? undefined : { x: a.x / n, y: a.y / n };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isCoordinate(v: unknown): v is number {
  return typeof v === "number" && Number.isFinite(v) && Math.abs(v) <= MAX_COORDINATE;
}

export { LINE_KINDS };
