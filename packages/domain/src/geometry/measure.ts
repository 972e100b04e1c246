/** Measurements and spoken descriptions of the math tools (issue 26): one wording for eyes and ears. */
import { dist, type Shape, type Vec } from "./construction.ts";

/** A number as the tools show it: at most `places` decimals, a true minus sign. */
export function formatNumber(n: number, places = 2): string {
  const k = 10 ** places;
  const r = Math.round(n * k) / k;
  return (Object.is(r, -0) ? 0 : r).toString().replace("-", "−");
}

export const formatPoint = (p: Vec) => `(${formatNumber(p.x)}, ${formatNumber(p.y)})`;

/** The angle at `v` between `a` and `b`, in degrees (0 to 180). */
export function angleAt(a: Vec, v: Vec, b: Vec): number {
  const ax = a.x - v.x;
  const ay = a.y - v.y;
  const bx = b.x - v.x;
  const by = b.y - v.y;
  return (Math.abs(Math.atan2(ax * by - ay * bx, ax * bx + ay * by)) * 180) / Math.PI;
}

/** Area of a simple polygon by the shoelace formula. */
export function polygonArea(points: readonly Vec[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    twice += p.x * q.y - q.x * p.y;
  }
  return Math.abs(twice) / 2;
}

export function perimeter(points: readonly Vec[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) sum += dist(points[i]!, points[(i + 1) % points.length]!);
  return sum;
}

export const midpointOf = (a: Vec, b: Vec): Vec => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The slope of AB, or undefined for a vertical line (or A on B). */
export function slopeOf(a: Vec, b: Vec): number | undefined {
  return Math.abs(b.x - a.x) < 1e-12 ? undefined : (b.y - a.y) / (b.x - a.x);
}

/** The equation of the line through A and B: "y = 2x − 1", "x = 3", or undefined when A is B. */
export function lineEquation(a: Vec, b: Vec): string | undefined {
  if (dist(a, b) < 1e-12) return undefined;
  const m = slopeOf(a, b);
  if (m === undefined) return `x = ${formatNumber(a.x)}`;
  const c = a.y - m * a.x;
  const mText = Math.abs(m) < 1e-12 ? "" : m === 1 ? "x" : m === -1 ? "−x" : `${formatNumber(m)}x`;
  if (!mText) return `y = ${formatNumber(c)}`;
  const cRound = Math.round(c * 100) / 100;
  const cText = cRound === 0 ? "" : cRound > 0 ? ` + ${formatNumber(cRound)}` : ` − ${formatNumber(-cRound)}`;
  return `y = ${mText}${cText}`;
}

/** One object in words: "Point A at (2, 3)", "segment AB, length 4.2", "circle c1, centre (0, 0), radius 2". */
export function describeShape(id: string, shape: Shape | undefined, names?: readonly string[]): string {
  if (!shape) return `${id} does not exist in this position`;
  switch (shape.type) {
    case "point":
      return `Point ${id} at ${formatPoint(shape.at)}`;
    case "circle":
      return `circle ${id}, centre ${formatPoint(shape.center)}, radius ${formatNumber(shape.radius)}`;
    case "line": {
      const label = names && names.length === 2 ? names.join("") : id;
      if (shape.kind === "segment")
        return `segment ${label}, length ${formatNumber(dist(shape.from, shape.to), 1)}`;
      const eq = lineEquation(shape.from, shape.to);
      return `${shape.kind} ${label}${shape.kind === "ray" ? ` from ${formatPoint(shape.from)}` : ""}, ${eq ?? ""}`;
    }
  }
}
