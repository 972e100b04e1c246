import { describe, expect, it } from "vitest";
import { evaluateMath, type MathNode, parseMath } from "./expression.ts";
import { MAX_NESTING_DEPTH } from "./limits.ts";

function computeValue(source: string, scope: Record<string, number> = {}): number {
  const parsed = parseMath(source);
  if (!parsed.ok) throw new Error(`"${source}" did not parse: ${parsed.reason}`);
  return evaluateMath(parsed.math.lhs, scope);
}

describe("parsing and evaluating", () => {
  it.each([
    ["1 + 2 * 3", 7],
    ["(1 + 2) * 3", 9],
    ["2^3^2", 512],
    ["2**3", 8],
    ["-2^2", -4],
    ["(-2)^2", 4],
    ["2^-1", 0.5],
    ["8 / 4 / 2", 1],
    ["1/2x", 1.5],
    ["2x", 6],
    ["3(x+1)", 12],
    ["(x+1)(x-1)", 8],
    ["2xy", 12],
    ["x(x+1)", 12],
    ["x²", 9],
    ["2x³", 54],
    ["√9", 3],
    ["√(x+6)", 3],
    ["2√x", 2 * Math.sqrt(3)],
    ["sqrt(16)", 4],
    ["SQRT(16)", 4],
    ["|x - 5|", 2],
    ["|x-5| + |1-x|", 4],
    ["abs(-4)", 4],
    ["sin(0) + cos(0)", 1],
    ["sin^2(x) + cos^2(x)", 1],
    ["sinx", Math.sin(3)],
    ["tan(pi/4)", 1],
    ["ln(e)", 1],
    ["log(1000)", 3],
    ["exp(0)", 1],
    ["e^0", 1],
    ["2e", 2 * Math.E],
    ["2e3", 2000],
    ["π", Math.PI],
    ["2pi", 2 * Math.PI],
    ["[x + 1] * {2}", 8],
    ["3 × 4 ÷ 2", 6],
    ["5 − 7", -2],
    ["+x", 3],
    ["--x", 3],
  ])("%s = %d at x = 3, y = 2", (source, expected) => {
    expect(computeValue(source, { x: 3, y: 2 })).toBeCloseTo(expected, 10);
  });

  it("reads an equation and lists its variables", () => {
    const parsed = parseMath("y = 2x + 1");
    expect(parsed.ok && parsed.math.rhs !== undefined).toBe(true);
    expect(parsed.ok && parsed.math.variables).toEqual(["x", "y"]);
  });

  it.each([
    "",
    "   ",
    "(x",
    "x)",
    "()",
    "2 +",
    "* 2",
    "x2",
    "(x+1)2",
    "2 3",
    "1.2.3",
    "x = ",
    "= 5",
    "1 = 2 = 3",
    "x, y",
    "x < 2",
    "sin",
    "2 $ 3",
    "café",
    "|x",
  ])("%j is a syntax error", (source) => {
    expect(parseMath(source)).toEqual({ ok: false, reason: "syntax" });
  });

  it("refuses nesting beyond the limit, and long input, without recursing into it", () => {
    const deep = `${"(".repeat(MAX_NESTING_DEPTH + 1)}x${")".repeat(MAX_NESTING_DEPTH + 1)}`;
    expect(parseMath(deep)).toEqual({ ok: false, reason: "too_complex" });
    const fine = `${"(".repeat(50)}x${")".repeat(50)}`;
    expect(parseMath(fine).ok).toBe(true);
    expect(parseMath("(".repeat(10_000))).toEqual({ ok: false, reason: "too_long" });
    expect(parseMath("-".repeat(200).concat("x"))).toEqual({ ok: false, reason: "too_complex" });
    expect(parseMath("√".repeat(200).concat("x"))).toEqual({ ok: false, reason: "too_complex" });
    expect(parseMath("2^".repeat(200).concat("2"))).toEqual({ ok: false, reason: "too_complex" });
    expect(parseMath("sin ".repeat(120).concat("x"))).toEqual({ ok: false, reason: "too_complex" });
  });

  it("refuses a literal too large to be a number", () => {
    expect(parseMath("1e999")).toEqual({ ok: false, reason: "too_complex" });
  });
});

describe("undefined values are NaN, never Infinity or an exception", () => {
  it.each([
    ["1/x", { x: 0 }],
    ["0/0", {}],
    ["x/x", { x: 0 }],
    ["sqrt(x)", { x: -1 }],
    ["ln(x)", { x: 0 }],
    ["log(x)", { x: -5 }],
    ["x^(1/2)", { x: -4 }],
    ["0^-1", {}],
    ["9^9^9^9", {}],
    ["x^99999999", { x: 2 }],
    ["x^101", { x: 1 }],
    ["10^100 * 10^100 * 10^100 * 10^100", {}],
    ["exp(1000)", {}],
    ["asin(2)", {}],
    ["y", { x: 1 }],
  ])("%s at %j", (source, scope) => {
    expect(computeValue(source, scope)).toBeNaN();
  });

  it("a power within the bound is computed", () => {
    expect(computeValue("x^100", { x: 1 })).toBe(1);
    expect(computeValue("2^-100")).toBe(2 ** -100);
  });

  it("evaluates a hand-built tree too", () => {
    const tree: MathNode = {
      kind: "binary",
      operator: "/",
      left: { kind: "number", value: 1 },
      right: { kind: "variable", name: "x" },
    };
    expect(evaluateMath(tree, { x: 4 })).toBe(0.25);
    expect(evaluateMath(tree, { x: 0 })).toBeNaN();
  });
});
