import { describe, expect, it } from "vitest";
import { keyPoints, readFunction } from "./graph.ts";

describe("reading a function with the evaluator's parser", () => {
  it("reads y = …, f(x) = … and bare expressions, with parameters for sliders", () => {
    const f = readFunction("y = a x^2 + b");
    expect(f.ok && f.fn.parameters).toEqual(["a", "b"]);
    expect(f.ok && f.fn.at(2, { a: 1, b: -1 })).toBe(3);
    const g = readFunction("f(x) = 2x - 1");
    expect(g.ok && g.fn.at(3, {})).toBe(5);
  });
  it("refuses what it cannot read", () => {
    expect(readFunction("").ok).toBe(false);
    expect(readFunction("2x +").ok).toBe(false);
    expect(readFunction("x = 3").ok).toBe(false);
    expect(readFunction("y + x").ok).toBe(false);
  });
});

describe("intercepts and turning points", () => {
  it("finds the roots and the minimum of x^2 - 4", () => {
    const k = keyPoints((x) => x * x - 4, -10, 10);
    expect(k.intercepts.map((p) => p.x)).toEqual([expect.closeTo(-2, 6), expect.closeTo(2, 6)]);
    expect(k.turning).toEqual([{ x: expect.closeTo(0, 5), y: expect.closeTo(-4, 6), kind: "minimum" }]);
    expect(k.yIntercept).toBe(-4);
  });
  it("finds a cubic's maximum and minimum, and no root at the pole of 1/x", () => {
    const k = keyPoints((x) => x ** 3 - 3 * x, -5, 5);
    expect(k.turning.map((t) => [Math.round(t.x * 1e4) / 1e4, t.kind])).toEqual([
      [-1, "maximum"],
      [1, "minimum"],
    ]);
    expect(keyPoints((x) => 1 / x, -5, 5.01).intercepts).toEqual([]);
  });
});
