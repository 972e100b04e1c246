/**
 * Function graphing (issue 26): a function typed by a student is read by the evaluator's own
 * parser, so "2x^2 - 3" means here what it means when an answer is judged. Its x-intercepts and
 * turning points are found numerically on the visible range.
 */
import { evaluateMath, type MathNode, parseMath } from "../evaluator/expression.ts";

export interface GraphFunction {
  /** The function of x; other letters are parameters (slider values). */
  at: (x: number, params: Readonly<Record<string, number>>) => number;
  /** Letters other than x, sorted: each gets a slider. */
  parameters: string[];
}

export type ReadFunction = { ok: true; fn: GraphFunction } | { ok: false; error: string };

/** Reads "y = 2x + 1", "f(x) = x^2" or "x^2 - a"; refuses what the parser cannot read or an equation in y. */
export function readFunction(source: string): ReadFunction {
  const text = source.trim().replace(/^(y|f\s*\(\s*x\s*\))\s*=\s*/i, "");
  if (!text) return { ok: false, error: "Type a function of x, like 2x + 1" };
  const parsed = parseMath(text);
  if (!parsed.ok)
    return {
      ok: false,
      error: parsed.reason === "syntax" ? "That is not a function we can read" : "That is too long",
    };
  if (parsed.math.rhs) return { ok: false, error: "Type the right-hand side only, like 2x + 1" };
  const node: MathNode = parsed.math.lhs;
  const parameters = parsed.math.variables.filter((v) => v !== "x");
  if (parameters.includes("y")) return { ok: false, error: "Write y as a function of x" };
  return {
    ok: true,
    fn: { at: (x, params) => evaluateMath(node, { ...params, x }), parameters },
  };
}

export interface KeyPoints {
  intercepts: { x: number; y: number }[];
  turning: { x: number; y: number; kind: "maximum" | "minimum" }[];
  yIntercept: number | undefined;
}

/** Roots and turning points of f on [min, max], sampled then refined by bisection. */
export function keyPoints(f: (x: number) => number, min: number, max: number, samples = 400): KeyPoints {
  const step = (max - min) / samples;
  const xs = Array.from({ length: samples + 1 }, (_, i) => min + i * step);
  const ys = xs.map(f);
  const intercepts: KeyPoints["intercepts"] = [];
  const turning: KeyPoints["turning"] = [];
  for (let i = 0; i < samples; i++) {
    const [a, b, fa, fb] = [xs[i]!, xs[i + 1]!, ys[i]!, ys[i + 1]!];
    if (!Number.isFinite(fa) || !Number.isFinite(fb)) continue;
    if (fa === 0) intercepts.push({ x: a, y: 0 });
    else if (fa * fb < 0 && Math.abs(fa - fb) < 1e3 * step + Math.abs(fa) + Math.abs(fb)) {
      const x = bisect(f, a, b);
      // A sign change across a pole (1/x at 0) is no root.
      if (Math.abs(f(x)) < 1e-6) intercepts.push({ x, y: 0 });
    }
  }
  for (let i = 1; i < samples; i++) {
    const [fp, f0, fn] = [ys[i - 1]!, ys[i]!, ys[i + 1]!];
    if (![fp, f0, fn].every(Number.isFinite)) continue;
    const d1 = f0 - fp;
    const d2 = fn - f0;
    if (d1 > 0 && d2 <= 0 && !(d2 === 0 && d1 === 0))
      turning.push(refineTurn(f, xs[i - 1]!, xs[i + 1]!, "maximum"));
    else if (d1 < 0 && d2 >= 0 && !(d2 === 0 && d1 === 0))
      turning.push(refineTurn(f, xs[i - 1]!, xs[i + 1]!, "minimum"));
  }
  const y0 = min <= 0 && max >= 0 ? f(0) : Number.NaN;
  return {
    intercepts: dedupe(intercepts),
    turning: dedupe(turning),
    yIntercept: Number.isFinite(y0) ? y0 : undefined,
  };
}

function bisect(f: (x: number) => number, a: number, b: number): number {
  let fa = f(a);
  for (let i = 0; i < 60; i++) {
    const m = (a + b) / 2;
    const fm = f(m);
    if (fm === 0) return m;
    if (fa * fm < 0) b = m;
    else {
      a = m;
      fa = fm;
    }
  }
  return (a + b) / 2;
}

/** Golden-section search for the extremum in [a, b]. */
function refineTurn(f: (x: number) => number, a: number, b: number, kind: "maximum" | "minimum") {
  const g = (Math.sqrt(5) - 1) / 2;
  const better = (p: number, q: number) => (kind === "maximum" ? p > q : p < q);
  for (let i = 0; i < 60; i++) {
    const c = b - g * (b - a);
    const d = a + g * (b - a);
    if (better(f(c), f(d))) b = d;
    else a = c;
  }
  const x = (a + b) / 2;
  return { x, y: f(x), kind };
}

function dedupe<T extends { x: number }>(points: T[]): T[] {
  return points.filter((p, i) => i === 0 || Math.abs(p.x - points[i - 1]!.x) > 1e-6);
}
