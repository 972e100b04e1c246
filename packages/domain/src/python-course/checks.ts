/*
 * The checks of a Python exercise (issue 25) and what a run of them reports. The course content
 * holds them as data; the harness (harness.ts) runs them, in the browser and on the server alike.
 */

/** One check: the program's output for given inputs, a function's result, or a rule about the source. */
export type PythonCheck =
  | { kind: "output"; label?: string; inputs?: string[]; expected: string }
  | { kind: "function"; label?: string; name: string; args?: unknown[]; expected: unknown; inputs?: string[] }
  /** A shortcut the solution may not take (a regular expression over the code without comments). */
  | { kind: "forbid"; label?: string; pattern: string; message: string }
  /** Something the solution must use (a regular expression over the code without comments). */
  | { kind: "require"; label?: string; pattern: string; message: string };

/** A Python error as the harness reports it; `line` is in the student's code when known. */
export interface PythonError {
  type: string;
  message: string;
  line: number | null;
}

export interface PythonCheckResult {
  ok: boolean;
  label: string;
  message: string;
  output?: string;
  error?: PythonError;
}

export interface PythonCheckReport {
  passed: boolean;
  results: PythonCheckResult[];
  /** The first error a check met, or the stop (a time limit or the Stop button): KeyboardInterrupt. */
  error: PythonError | null;
}

/** The JSON the harness's `run_checks` reads. */
export function checkPayload(code: string, checks: readonly PythonCheck[]): string {
  return JSON.stringify({ code, checks, stopAtFirstFailure: true });
}

/** A report that says the run never finished (a time limit, a crash of the interpreter). */
export function stoppedReport(
  type: "TimeoutError" | "KeyboardInterrupt" | "MemoryError",
  message: string,
): PythonCheckReport {
  return { passed: false, results: [], error: { type, message, line: null } };
}
