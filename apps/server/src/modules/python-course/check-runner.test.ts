import { afterAll, describe, expect, it } from "vitest";
import { PythonCheckRunner } from "./check-runner.ts";

/*
 * Issue 25: the server's check runs. Each boots its own interpreter, which is slow on a loaded
 * machine, so the runs share one runner and the test's own time limit is generous.
 */

const runner = new PythonCheckRunner({
  timeoutMs: 3_000,
  memoryMb: 256,
  bootTimeoutMs: 180_000,
  concurrency: 1,
  queueMax: 8,
});
runner.warm();
afterAll(() => runner.close());

const greet = [
  { kind: "output" as const, inputs: ["Grace"], expected: "Hello, Grace" },
  { kind: "output" as const, inputs: ["Linus"], expected: "Hello, Linus" },
];

describe("the server's Python check runner", { timeout: 240_000 }, () => {
  it("passes right code and fails wrong code, saying what it printed", async () => {
    const right = await runner.run('name = input()\nprint("Hello, " + name)\n', greet);
    expect(right.passed).toBe(true);
    expect(right.results.every((r) => r.ok)).toBe(true);

    const wrong = await runner.run('name = input()\nprint("Hi " + name)\n', greet);
    expect(wrong.passed).toBe(false);
    expect(wrong.results[0]?.message).toContain("Hi Grace");
  });

  it("fails output typed in for one input, which the other inputs catch", async () => {
    const report = await runner.run('input()\nprint("Hello, Grace")\n', greet);
    expect(report.passed).toBe(false);
    expect(report.results.map((r) => r.ok)).toEqual([true, false]);
  });

  it("stops an endless loop at the time limit and reports a timeout", async () => {
    const report = await runner.run("while True:\n    pass\n", greet);
    expect(report.passed).toBe(false);
    expect(report.error?.type).toBe("TimeoutError");
  });

  it("refuses a way out of the interpreter, a huge allocation and a print flood", async () => {
    const wayOut = await runner.run("import js\nprint(js.process)\n", greet);
    expect(wayOut.passed).toBe(false);
    expect(wayOut.error?.type).toBe("ModuleNotFoundError");

    const huge = await runner.run('x = "a" * (10 ** 9)\nprint(len(x))\n', greet);
    expect(huge.passed).toBe(false);
    expect(huge.error?.type).toBe("MemoryError");

    const flood = await runner.run("while True:\n    print('spam')\n", greet);
    expect(flood.passed).toBe(false);
    expect(flood.error?.type).toBe("OutputLimitExceeded");
  });

  it("boots the first interpreter and restores every later one from its snapshot (decision 069)", () => {
    // Each run above had a fresh interpreter; after the first, all came from the snapshot, and the
    // limits (time, memory, the blocked modules) held in them.
    expect(runner.boots.normal).toBe(1);
    expect(runner.boots.snapshot).toBeGreaterThanOrEqual(6);
  });
});
