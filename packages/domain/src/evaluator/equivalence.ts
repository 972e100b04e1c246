/**
 * Whether two expressions or equations are equivalent, judged the way a computer algebra system
 * does it cheaply: evaluate both at many points and compare. Points come from a seeded generator,
 * so a verdict never changes between the browser and the server; points where either side is
 * undefined are skipped.
 */
import { evaluateMath, type MathNode, type ParsedMath, renameVariables, variablesOf } from "./expression.ts";

/** `shape_mismatch`: an equation compared with an expression that it does not define. */
export type Equivalence = "equivalent" | "not_equivalent" | "cannot_evaluate" | "shape_mismatch";

const SEED = 0x5eed_2024;
const ATTEMPTS = 48;
/** Enough agreeing points to call it equivalent; fewer only when the domain is small. */
const WANTED_POINTS = 10;
const MINIMUM_POINTS = 3;
const RELATIVE_TOLERANCE = 1e-7;
const ABSOLUTE_TOLERANCE = 1e-9;

/** Two numbers equal up to rounding error. */
export function nearlyEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= ABSOLUTE_TOLERANCE + RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

/** Mulberry32: small, fast and the same in every JavaScript engine. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const POINT_CACHE_SIZE = 64;
const pointCache = new Map<string, readonly Readonly<Record<string, number>>[]>();

/**
 * Sample points for the variables, cycling through small positive values (where √ and ln are
 * defined), larger positive values, and values of either sign (to tell x from |x|).
 */
function samplePoints(variables: readonly string[]): readonly Readonly<Record<string, number>>[] {
  const key = variables.join(",");
  const cached = pointCache.get(key);
  if (cached) return cached;
  const random = createRandom(SEED);
  const points: Record<string, number>[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const scope: Record<string, number> = {};
    for (const name of variables) {
      const r = random();
      if (attempt % 3 === 0) scope[name] = 0.1 + 0.9 * r;
      else if (attempt % 3 === 1) scope[name] = 1 + 3 * r;
      else scope[name] = -4 + 8 * r;
    }
    points.push(scope);
  }
  // The same few variable sets come up again and again ("x", "x,y"); the cache stays small.
  if (pointCache.size >= POINT_CACHE_SIZE) pointCache.clear();
  pointCache.set(key, points);
  return points;
}

/**
 * The verdict from values at the sample points, skipping points where either side is undefined:
 * equivalent after enough agreeing points, not at the first disagreement.
 */
function judgeAgreement(
  valueA: (point: number) => number,
  valueB: (point: number) => number,
  hasVariables: boolean,
): Equivalence {
  let agreeing = 0;
  let isAnswerEverDefined = false;
  // Without variables every point is the same point.
  const attempts = hasVariables ? ATTEMPTS : 1;
  for (let point = 0; point < attempts; point++) {
    const a = valueA(point);
    const b = valueB(point);
    if (!Number.isNaN(b)) isAnswerEverDefined = true;
    if (Number.isNaN(a) || Number.isNaN(b)) continue;
    if (!nearlyEqual(a, b)) return "not_equivalent";
    if (++agreeing >= WANTED_POINTS || !hasVariables) return "equivalent";
  }
  if (!isAnswerEverDefined) return "cannot_evaluate";
  return agreeing >= MINIMUM_POINTS ? "equivalent" : "not_equivalent";
}

/**
 * For comparing many expressions over the same variables (a list of solutions): each expression
 * is evaluated once at every point, and each comparison only reads the values.
 */
export interface Sampler {
  sample(node: MathNode): Float64Array;
  constant(value: number): Float64Array;
  compare(expected: Float64Array, answer: Float64Array): Equivalence;
}

/** A sampler over the given variables, with the same points and verdicts as `compareMath`. */
export function createSampler(variables: readonly string[]): Sampler {
  const points = samplePoints([...variables].sort());
  const hasVariables = variables.length > 0;
  return {
    sample: (node) => Float64Array.from(points, (scope) => evaluateMath(node, scope)),
    constant: (value) => new Float64Array(points.length).fill(value),
    compare: (a, b) =>
      judgeAgreement(
        (i) => a[i]!,
        (i) => b[i]!,
        hasVariables,
      ),
  };
}

/** Equivalence of two expressions, or of two equations up to a non-zero constant factor. */
export function compareMath(expected: ParsedMath, answer: ParsedMath): Equivalence {
  let [a, b] = [expected, answer];
  if (
    !sameNames(a.variables, b.variables) &&
    sameNames(lower(a.variables), lower(b.variables)) &&
    lower(a.variables).length === a.variables.length &&
    lower(b.variables).length === b.variables.length
  ) {
    // "2X + 2" for "2x + 2": a letter's case is a slip, unless the content uses both cases.
    [a, b] = [lowerCaseVariables(a), lowerCaseVariables(b)];
  }
  const isEquationA = a.rhs !== undefined;
  const isEquationB = b.rhs !== undefined;
  if (isEquationA && isEquationB) return compareEquations(a, b);
  if (!isEquationA && !isEquationB) return compareExpressions(a.lhs, b.lhs, union(a, b));
  // "y = 2x + 1" answered "2x + 1", or the other way round: compare the defining side.
  const [equation, expression] = isEquationA ? [a, b] : [b, a];
  const defined = definedSide(equation, expression);
  if (!defined) return "shape_mismatch";
  const variables = [...new Set([...variablesIn(defined), ...expression.variables])].sort();
  return isEquationA
    ? compareExpressions(defined, expression.lhs, variables)
    : compareExpressions(expression.lhs, defined, variables);
}

/** Whether one side is a lone variable that the other side and the expression never use. */
export function definedSide(equation: ParsedMath, expression: ParsedMath): MathNode | undefined {
  const { lhs, rhs } = equation;
  if (!rhs) return undefined;
  for (const [single, other] of [
    [lhs, rhs],
    [rhs, lhs],
  ] as const) {
    if (single.kind !== "variable") continue;
    const name = single.name;
    if (!variablesIn(other).includes(name) && !expression.variables.includes(name)) return other;
  }
  return undefined;
}

function compareExpressions(a: MathNode, b: MathNode, variables: readonly string[]): Equivalence {
  const points = samplePoints(variables);
  return judgeAgreement(
    (i) => evaluateMath(a, points[i]!),
    (i) => evaluateMath(b, points[i]!),
    variables.length > 0,
  );
}

/** lhs − rhs of the answer must be a fixed non-zero multiple of the expected one's. */
function compareEquations(a: ParsedMath, b: ParsedMath): Equivalence {
  const variables = union(a, b);
  let factor: number | undefined;
  let agreeing = 0;
  let isAnswerEverDefined = false;
  const attempts = variables.length > 0 ? ATTEMPTS : 1;
  const points = samplePoints(variables).slice(0, attempts);
  for (const scope of points) {
    const sides = [a.lhs, a.rhs!, b.lhs, b.rhs!].map((node) => evaluateMath(node, scope));
    const [leftA, rightA, leftB, rightB] = sides as [number, number, number, number];
    if (!Number.isNaN(leftB) && !Number.isNaN(rightB)) isAnswerEverDefined = true;
    if (sides.some(Number.isNaN)) continue;
    const differenceA = leftA - rightA;
    const differenceB = leftB - rightB;
    const isZeroA = nearlyEqual(leftA, rightA);
    const isZeroB = nearlyEqual(leftB, rightB);
    if (isZeroA || isZeroB) {
      if (isZeroA !== isZeroB) return "not_equivalent";
    } else {
      const ratio = differenceB / differenceA;
      if (factor === undefined) factor = ratio;
      else if (!nearlyEqual(ratio, factor)) return "not_equivalent";
    }
    if (++agreeing >= WANTED_POINTS || variables.length === 0) return "equivalent";
  }
  if (!isAnswerEverDefined) return "cannot_evaluate";
  return agreeing >= MINIMUM_POINTS ? "equivalent" : "not_equivalent";
}

function union(a: ParsedMath, b: ParsedMath): string[] {
  return [...new Set([...a.variables, ...b.variables])].sort();
}

function variablesIn(node: MathNode): string[] {
  return [...variablesOf(node)];
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, i) => name === b[i]);
}

function lower(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => n.toLowerCase()))].sort();
}

function lowerCaseVariables(math: ParsedMath): ParsedMath {
  const toLower = (name: string) => name.toLowerCase();
  return {
    lhs: renameVariables(math.lhs, toLower),
    rhs: math.rhs && renameVariables(math.rhs, toLower),
    variables: lower(math.variables),
  };
}
