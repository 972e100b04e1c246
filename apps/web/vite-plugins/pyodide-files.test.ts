import { PYTHON_CHECK_HARNESS, PYTHON_RUN_PROGRAM } from "@app/domain/python-course/harness";
import { describe, expect, it } from "vitest";
import { SNAPSHOT_MODULES } from "./pyodide-files.ts";

/* Decision 069: the snapshot holds every module the check harness imports, so none is imported at start-up. */

describe("Python's memory snapshot", () => {
  it("imports every module the check harness and the program runner import", () => {
    const source = PYTHON_CHECK_HARNESS + PYTHON_RUN_PROGRAM;
    const imported = [...source.matchAll(/^\s*import (\w+)/gm)].map((match) => match[1]);
    const ignored = new Set(["builtins", "sys"]); // built into the interpreter, imported by every boot
    expect(imported.length).toBeGreaterThan(0);
    for (const name of imported) if (!ignored.has(name!)) expect(SNAPSHOT_MODULES).toContain(name);
  });
});
