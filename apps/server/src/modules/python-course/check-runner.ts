import { Worker } from "node:worker_threads";
import {
  checkPayload,
  type PythonCheck,
  type PythonCheckReport,
  stoppedReport,
} from "@app/domain/python-course/checks";
import { PYTHON_CHECK_HARNESS } from "@app/domain/python-course/harness";

/*
 * The server's check runs (issue 25, decision 055): each run gets a fresh Python interpreter
 * (Pyodide) in its own worker thread, so nothing one student's code did survives into another's
 * run. One interpreter is kept booted ahead, so a run does not wait for the boot. A run has a
 * time limit (Pyodide's interrupt buffer, then the thread's end if Python does not stop), a
 * memory limit (the thread's WebAssembly memory is capped) and a queue limit; whatever happens,
 * the caller gets a report, never a hang. The first interpreter boots the normal way and makes a
 * memory snapshot (decision 069) before it takes any code; every later one is restored from it,
 * which costs a fraction of a boot. A runner that cannot make one boots every interpreter the
 * normal way.
 */

/** Python modules a check run may not import: the ways out of the interpreter. */
const BLOCKED_MODULES = [
  "js",
  "pyodide",
  "pyodide_js",
  "_pyodide",
  "micropip",
  "ctypes",
  "_ctypes",
  "pyodide_http",
];

const LOCKDOWN = `
import sys as _sys
class _Blocked:
    NAMES = ${JSON.stringify(BLOCKED_MODULES)}
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in self.NAMES:
            raise ModuleNotFoundError("No module named %r here" % name)
        return None
_sys.meta_path.insert(0, _Blocked())
for _name in list(_sys.modules):
    if _name.split(".")[0] in _Blocked.NAMES:
        del _sys.modules[_name]
`;

export interface CheckRunnerOptions {
  /** How long one run may take once its interpreter is ready. */
  timeoutMs: number;
  /** The WebAssembly memory one interpreter may grow to. */
  memoryMb: number;
  /** How long an interpreter may take to boot before the run is given up. */
  bootTimeoutMs: number;
  /** Runs at once; more wait in the queue. */
  concurrency: number;
  /** Runs waiting beyond this are refused at once (CheckerBusyError). */
  queueMax: number;
  /** Whether later interpreters start from the first one's memory snapshot (default true). */
  snapshot?: boolean;
}

export const DEFAULT_CHECK_RUNNER_OPTIONS: CheckRunnerOptions = {
  timeoutMs: 5_000,
  memoryMb: 512,
  bootTimeoutMs: 120_000,
  concurrency: 2,
  queueMax: 16,
};

export class CheckerBusyError extends Error {}

interface Interpreter {
  worker: Worker;
  interrupt: Uint8Array;
  ready: Promise<void>;
}

/** How the runner's interpreters started so far. */
export interface BootCounts {
  snapshot: number;
  normal: number;
}

export class PythonCheckRunner {
  private spare: Interpreter | null = null;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly live = new Set<Worker>();
  /** The snapshot later interpreters start from: being made, made, or not to be had. */
  private snapshot: "none" | "making" | "failed" | SharedArrayBuffer;
  readonly boots: BootCounts = { snapshot: 0, normal: 0 };

  constructor(private readonly options: CheckRunnerOptions = DEFAULT_CHECK_RUNNER_OPTIONS) {
    this.snapshot = options.snapshot === false ? "failed" : "none";
  }

  /** Starts booting an interpreter now, so the first run does not wait for it. */
  warm(): void {
    this.spare ??= this.boot();
  }

  /** Runs the checks on the code in a fresh interpreter and answers the harness's report. */
  async run(code: string, checks: readonly PythonCheck[]): Promise<PythonCheckReport> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queueMax) throw new CheckerBusyError("The checker is busy");
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    try {
      return await this.runNow(code, checks);
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** Ends every interpreter (the app is closing); a later run boots a new one. */
  async close(): Promise<void> {
    this.spare = null;
    await Promise.all([...this.live].map((worker) => worker.terminate()));
    this.live.clear();
  }

  private async runNow(code: string, checks: readonly PythonCheck[]): Promise<PythonCheckReport> {
    const interpreter = this.spare ?? this.boot();
    this.spare = null;
    try {
      await withTimeout(
        interpreter.ready,
        this.options.bootTimeoutMs,
        "The Python checker did not start in time",
      );
      // The next run's interpreter boots while this one runs.
      this.warm();
      return await this.judge(interpreter, checkPayload(code, checks));
    } finally {
      this.end(interpreter.worker);
    }
  }

  private judge(interpreter: Interpreter, payload: string): Promise<PythonCheckReport> {
    const { worker, interrupt } = interpreter;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (report: PythonCheckReport) => {
        if (settled) return;
        settled = true;
        clearTimeout(stopTimer);
        clearTimeout(killTimer);
        worker.off("message", onMessage);
        resolve(report);
      };
      const onMessage = (message: { type: string; report?: string }) => {
        if (message.type !== "report" || !message.report) return;
        try {
          const report = JSON.parse(message.report) as PythonCheckReport;
          // A run the time limit interrupted is a timeout, whatever Python made of the interrupt.
          finish(isTimedOut ? timeoutReport() : report);
        } catch {
          finish(stoppedReport("MemoryError", "The checker could not read the result"));
        }
      };
      let isTimedOut = false;
      const timeoutReport = () =>
        stoppedReport(
          "TimeoutError",
          `The program did not finish within ${this.options.timeoutMs / 1000} seconds`,
        );
      // First ask Python to stop (KeyboardInterrupt at its next bytecode); if it cannot (a long C
      // call), end the thread.
      const stopTimer = setTimeout(() => {
        isTimedOut = true;
        interrupt[0] = 2;
      }, this.options.timeoutMs);
      const killTimer = setTimeout(() => finish(timeoutReport()), this.options.timeoutMs + 1_500);
      worker.on("message", onMessage);
      worker.once("error", () =>
        finish(stoppedReport("MemoryError", "The program used more memory than allowed")),
      );
      worker.once("exit", () => finish(stoppedReport("MemoryError", "The checker stopped unexpectedly")));
      worker.postMessage(payload);
    });
  }

  private boot(): Interpreter {
    const shared = new SharedArrayBuffer(1);
    const makeSnapshot = this.snapshot === "none";
    if (makeSnapshot) this.snapshot = "making";
    const worker = new Worker(new URL("./check-worker.mjs", import.meta.url), {
      workerData: {
        harness: PYTHON_CHECK_HARNESS,
        lockdown: LOCKDOWN,
        memoryMb: this.options.memoryMb,
        interrupt: shared,
        snapshot: this.snapshot instanceof SharedArrayBuffer ? this.snapshot : null,
        makeSnapshot,
      },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      // Plain JavaScript: the thread needs no TypeScript loader from the server's command line.
      execArgv: [],
    });
    worker.unref();
    this.live.add(worker);
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: {
        type: string;
        boot?: keyof BootCounts;
        snapshot?: SharedArrayBuffer;
      }) => {
        if (message.type === "snapshot" && message.snapshot) this.snapshot = message.snapshot;
        if (message.type === "ready") {
          worker.off("message", onMessage);
          this.boots[message.boot ?? "normal"]++;
          // A maker that booted without making one: every interpreter boots the normal way.
          if (makeSnapshot && this.snapshot === "making") this.snapshot = "failed";
          resolve();
        }
      };
      worker.on("message", onMessage);
      worker.once("error", reject);
      worker.once("exit", () => reject(new Error("The Python checker stopped while starting")));
    });
    // A maker that died starting: the next interpreter tries again.
    if (makeSnapshot)
      ready.catch(() => {
        if (this.snapshot === "making") this.snapshot = "none";
      });
    // A spare that fails to boot is noticed by the run that takes it.
    ready.catch(() => {});
    return { worker, interrupt: new Uint8Array(shared), ready };
  }

  private end(worker: Worker): void {
    this.live.delete(worker);
    void worker.terminate();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckerBusyError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

let shared: PythonCheckRunner | null = null;

/** The process's check runner. */
export function getCheckRunner(): PythonCheckRunner {
  shared ??= new PythonCheckRunner();
  return shared;
}
