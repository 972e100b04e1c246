import type { PythonCheck, PythonCheckReport, PythonError } from "@app/domain/python-course/checks";
import { checkPayload } from "@app/domain/python-course/checks";
import type { BootKind } from "./boot-interpreter";
import { type FromWorker, INPUT_BUFFER_BYTES, INPUT_HEADER_BYTES, type ToWorker } from "./protocol";

/*
 * The page's side of the Python worker: boots it with a progress bar and a time limit, runs
 * programs and checks, answers `input()`, and stops a runaway program. With cross-origin isolation
 * (the Python pages' headers, decision 053) Stop sets Pyodide's interrupt buffer, which stops the
 * program at once and keeps the interpreter; without it, Stop ends the worker and starts another.
 */

/** How long Python may take to start before the page says so. */
export const PYTHON_BOOT_TIMEOUT_MS = 120_000;
/** After Stop, how long Python has to notice the interrupt before its worker is ended. */
const STOP_GRACE_MS = 2_000;

export type BootState =
  | { status: "booting"; progress: number; label: string }
  | { status: "ready"; boot: BootKind }
  | { status: "failed"; message: string };

export interface RunHandlers {
  onOutput: (text: string) => void;
  onTruncated?: () => void;
  /** The program called `input()`: answer with `answerInput`. */
  onInputRequest?: () => void;
}

type Pending =
  | { kind: "run"; handlers: RunHandlers; resolve: (error: PythonError | null) => void }
  | { kind: "check"; resolve: (report: PythonCheckReport) => void };

export class PythonRuntime {
  private worker!: Worker;
  private interrupt: Uint8Array | null = null;
  private input: SharedArrayBuffer | null = null;
  private nextId = 1;
  private current: { id: number; pending: Pending } | null = null;
  private listeners = new Set<(state: BootState) => void>();
  state: BootState = { status: "booting", progress: 0, label: "Starting" };
  private readyPromise!: Promise<void>;

  constructor() {
    this.start();
  }

  /** Whether Stop can interrupt Python in place and `input()` can wait for the page. */
  get isIsolated(): boolean {
    return this.interrupt !== null;
  }

  subscribe(listener: (state: BootState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get ready(): Promise<void> {
    return this.readyPromise;
  }

  get isRunning(): boolean {
    return this.current !== null;
  }

  /** Runs a program; resolves with its error (null when it finished cleanly, KeyboardInterrupt when stopped). */
  async run(code: string, handlers: RunHandlers): Promise<PythonError | null> {
    await this.readyPromise;
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.current = { id, pending: { kind: "run", handlers, resolve } };
      this.send({ type: "run", id, code });
    });
  }

  /** Runs checks on code, as the server does (the examples, in the browser). */
  async check(code: string, checks: readonly PythonCheck[]): Promise<PythonCheckReport> {
    await this.readyPromise;
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.current = { id, pending: { kind: "check", resolve } };
      this.send({ type: "check", id, payload: checkPayload(code, checks) });
    });
  }

  /** Answers the program's `input()`. */
  answerInput(text: string): void {
    if (!this.input) return;
    const header = new Int32Array(this.input, 0, 2);
    const bytes = new TextEncoder().encode(text).slice(0, INPUT_BUFFER_BYTES - INPUT_HEADER_BYTES);
    new Uint8Array(this.input, INPUT_HEADER_BYTES).set(bytes);
    Atomics.store(header, 1, bytes.length);
    Atomics.store(header, 0, 1);
    Atomics.notify(header, 0);
  }

  /** Stops the running program: an interrupt first; a new worker if Python does not notice it. */
  stop(): void {
    const running = this.current;
    if (!running) return;
    if (this.interrupt && this.input) {
      this.interrupt[0] = 2;
      const header = new Int32Array(this.input, 0, 2);
      Atomics.store(header, 0, 2);
      Atomics.notify(header, 0);
      setTimeout(() => {
        if (this.current?.id === running.id) this.restart();
      }, STOP_GRACE_MS);
    } else {
      this.restart();
    }
  }

  dispose(): void {
    this.worker.terminate();
    this.listeners.clear();
  }

  private restart(): void {
    const running = this.current;
    this.current = null;
    this.worker.terminate();
    this.finish(running, { type: "KeyboardInterrupt", message: "The program was stopped", line: null });
    this.start();
  }

  private finish(running: { pending: Pending } | null, error: PythonError) {
    if (!running) return;
    if (running.pending.kind === "run") running.pending.resolve(error);
    else running.pending.resolve({ passed: false, results: [], error });
  }

  private setState(state: BootState) {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }

  /**
   * Starts a worker and boots Python in it, from the build's snapshot first; a boot that fails
   * with the snapshot is tried once more without it (decision 069).
   */
  private start(useSnapshot = true): void {
    const isolated = typeof SharedArrayBuffer !== "undefined" && globalThis.crossOriginIsolated === true;
    const interruptBuffer = isolated ? new SharedArrayBuffer(1) : null;
    this.interrupt = interruptBuffer ? new Uint8Array(interruptBuffer) : null;
    this.input = isolated ? new SharedArrayBuffer(INPUT_BUFFER_BYTES) : null;
    this.worker = new Worker(new URL("./python-worker.ts", import.meta.url), {
      type: "module",
      name: "python",
    });
    this.setState({ status: "booting", progress: 0, label: "Starting" });
    this.readyPromise = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        const message =
          "Python is taking too long to start. Check your connection and reload the page to try again.";
        this.setState({ status: "failed", message });
        reject(new Error(message));
      }, PYTHON_BOOT_TIMEOUT_MS);
      this.worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.type === "ready") {
          clearTimeout(timer);
          this.setState({ status: "ready", boot: message.boot });
          resolve();
        } else if (message.type === "boot-error") {
          clearTimeout(timer);
          if (useSnapshot) {
            this.retryWithoutSnapshot(resolve, reject);
            return;
          }
          const text = `Python could not start: ${message.message}`;
          this.setState({ status: "failed", message: text });
          reject(new Error(text));
        } else {
          this.onMessage(message);
        }
      };
      this.worker.onerror = (event) => {
        clearTimeout(timer);
        if (useSnapshot) {
          this.retryWithoutSnapshot(resolve, reject);
          return;
        }
        const text = `Python could not start: ${event.message || "the worker failed"}`;
        this.setState({ status: "failed", message: text });
        reject(new Error(text));
      };
    });
    this.readyPromise.catch(() => {});
    this.send({ type: "boot", interrupt: interruptBuffer, input: this.input, snapshot: useSnapshot });
  }

  /** A new worker without the snapshot; the first boot's promise follows the second's. */
  private retryWithoutSnapshot(resolve: () => void, reject: (error: Error) => void): void {
    this.worker.terminate();
    this.start(false);
    this.readyPromise.then(resolve, reject);
  }

  private onMessage(message: FromWorker) {
    if (message.type === "progress") {
      if (this.state.status === "booting")
        this.setState({ status: "booting", progress: message.value, label: message.label });
      return;
    }
    const running = this.current;
    if (!running || !("id" in message) || message.id !== running.id) return;
    const { pending } = running;
    if (message.type === "output" && pending.kind === "run") pending.handlers.onOutput(message.text);
    else if (message.type === "truncated" && pending.kind === "run") pending.handlers.onTruncated?.();
    else if (message.type === "input-request" && pending.kind === "run") pending.handlers.onInputRequest?.();
    else if (message.type === "done" && pending.kind === "run") {
      this.current = null;
      this.clearInterrupt();
      pending.resolve(message.error);
    } else if (message.type === "report" && pending.kind === "check") {
      this.current = null;
      this.clearInterrupt();
      pending.resolve(JSON.parse(message.report) as PythonCheckReport);
    }
  }

  private clearInterrupt() {
    if (this.interrupt) this.interrupt[0] = 0;
  }

  private send(message: ToWorker) {
    this.worker.postMessage(message);
  }
}

let shared: PythonRuntime | null = null;

/** One interpreter per document, shared by the Python pages, started on first use. */
export function getPythonRuntime(): PythonRuntime {
  shared ??= new PythonRuntime();
  return shared;
}
