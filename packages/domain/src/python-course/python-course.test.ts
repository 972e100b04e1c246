import { describe, expect, it } from "vitest";
import { awardForCountedSet } from "../xp.ts";
import { countPythonPass, nextHintStep, PYTHON_MISTAKES_COUNTED } from "./award.ts";
import { explainPythonError } from "./tracebacks.ts";

describe("what passing a Python exercise counts for (issue 25, decision 007)", () => {
  it("is one right answer: the spec's +10, +20 for accuracy of at least 90 percent and +5 for speed", () => {
    const pass = countPythonPass({ failedRuns: 0, hintsTaken: 0, solutionLinesShown: 0 });
    expect(pass).toEqual({ correct: 1, mistakes: 0 });
    expect(awardForCountedSet({ ...pass, totalSeconds: 20, multiplier: 1, isWholeSet: true }).total).toBe(35);
  });

  it("counts failed runs and hints as mistakes (−2 each, no accuracy bonus), at most 5", () => {
    const pass = countPythonPass({ failedRuns: 1, hintsTaken: 1, solutionLinesShown: 0 });
    expect(pass).toEqual({ correct: 1, mistakes: 2 });
    expect(awardForCountedSet({ ...pass, totalSeconds: 600, multiplier: 1, isWholeSet: true }).total).toBe(6);
    expect(countPythonPass({ failedRuns: 40, hintsTaken: 2, solutionLinesShown: 0 }).mistakes).toBe(
      PYTHON_MISTAKES_COUNTED,
    );
  });

  it("earns nothing once a line of the solution was shown", () => {
    const pass = countPythonPass({ failedRuns: 0, hintsTaken: 2, solutionLinesShown: 1 });
    expect(awardForCountedSet({ ...pass, totalSeconds: 10, multiplier: 2, isWholeSet: true }).total).toBe(0);
  });

  it("gives a nudge, a bigger hint, then the solution line by line", () => {
    expect(nextHintStep(0, 3)).toEqual({ kind: "hint", index: 0 });
    expect(nextHintStep(1, 3)).toEqual({ kind: "hint", index: 1 });
    expect(nextHintStep(2, 3)).toEqual({ kind: "solution-line", index: 0 });
    expect(nextHintStep(4, 3)).toEqual({ kind: "solution-line", index: 2 });
    expect(nextHintStep(5, 3)).toBeNull();
  });
});

describe("friendly explanations of Python's errors", () => {
  it("explains the beginner's common errors in plain words, with the line", () => {
    expect(explainPythonError({ type: "NameError", message: "name 'nme' is not defined", line: 2 })).toMatch(
      /^NameError \(line 2\): Python does not know the name `nme`/,
    );
    expect(
      explainPythonError({ type: "IndentationError", message: "expected an indented block", line: 3 }),
    ).toContain("4 spaces");
    expect(
      explainPythonError({
        type: "TypeError",
        message: 'can only concatenate str (not "int") to str',
        line: 1,
      }),
    ).toContain("str(...)");
    expect(explainPythonError({ type: "ZeroDivisionError", message: "division by zero", line: 1 })).toContain(
      "divided by zero",
    );
    expect(explainPythonError({ type: "KeyboardInterrupt", message: "", line: null })).toContain("loop");
    expect(explainPythonError({ type: "TimeoutError", message: "", line: null })).toContain("infinite loop");
    expect(explainPythonError({ type: "WeirdError", message: "odd", line: null })).toBe("WeirdError: odd");
  });
});
