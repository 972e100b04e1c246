import type { PythonCheckReport } from "@app/domain/python-course/checks";
import { checkPayload } from "@app/domain/python-course/checks";
import { PYTHON_CHECK_HARNESS } from "@app/domain/python-course/harness";
import { loadPyodide } from "pyodide";
import { beforeAll, describe, expect, it } from "vitest";
import { loadPythonCourse } from "./course-content.ts";

/*
 * Issue 25: every exercise of the course is sound. Its reference solution passes its own checks
 * (the examples the student sees and the hidden ones), and its starter code fails them, so no
 * exercise can be passed by pressing Check without writing anything. One interpreter runs them
 * all, through the same harness the browser and the server use.
 */

const course = loadPythonCourse();
let runChecks: (payload: string) => string;

beforeAll(async () => {
  const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  pyodide.runPython(PYTHON_CHECK_HARNESS);
  runChecks = pyodide.globals.get("run_checks");
}, 180_000);

const judge = (code: string, checks: Parameters<typeof checkPayload>[1]): PythonCheckReport =>
  JSON.parse(runChecks(checkPayload(code, checks)));

describe("the Python course's content", () => {
  it("has at least 8 weeks of at least 4 exercises, 32 or more in all, on the spec's topics", () => {
    expect(course.weeks.length).toBeGreaterThanOrEqual(8);
    for (const week of course.weeks) expect(week.exercises.length).toBeGreaterThanOrEqual(4);
    expect(course.exercises.size).toBeGreaterThanOrEqual(32);
    const titles = course.weeks.map((week) => week.title.toLowerCase()).join(" | ");
    for (const topic of [
      "variables",
      "strings",
      "conditionals",
      "loops",
      "lists",
      "functions",
      "dictionaries",
      "project",
    ]) {
      expect(titles).toContain(topic);
    }
    expect(course.courseSlug).toBe("python-from-scratch");
  });

  it("has a forbidden-shortcut or several-inputs check in every exercise's hidden checks", () => {
    for (const { exercise } of course.exercises.values()) {
      const hidden = exercise.checks;
      const guards = hidden.filter((c) => c.kind === "forbid" || c.kind === "require").length;
      const varied = hidden.filter((c) => c.kind === "output" || c.kind === "function").length;
      expect(guards + varied, exercise.slug).toBeGreaterThanOrEqual(2);
    }
  });

  for (const week of course.weeks) {
    for (const exercise of week.exercises) {
      it(`week ${week.week}, ${exercise.slug}: the solution passes and the starter fails`, () => {
        const all = [...exercise.examples, ...exercise.checks];
        const solved = judge(exercise.solution, all);
        expect(
          solved.results.filter((r) => !r.ok),
          exercise.slug,
        ).toEqual([]);
        expect(solved.passed, exercise.slug).toBe(true);
        expect(judge(exercise.starter, all).passed, exercise.slug).toBe(false);
      });
    }
  }
});
