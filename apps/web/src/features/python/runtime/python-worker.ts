/// <reference lib="webworker" />
import { PYTHON_CHECK_HARNESS, PYTHON_RUN_PROGRAM } from "@app/domain/python-course/harness";
import type { PyodideAPI } from "pyodide";
import { bootInterpreter, downloadOptional } from "./boot-interpreter";
import { type FromWorker, INPUT_HEADER_BYTES, OUTPUT_SHOWN_MAX, type ToWorker } from "./protocol";

/*
 * Python in a module Web Worker (issue 25, decision 053): Pyodide from the app's own files; printed
 * output sent to the page in batches and capped, so a print loop cannot flood it; `input()` waits
 * for the page's answer on a SharedArrayBuffer; the page's Stop sets Pyodide's interrupt buffer.
 * Python starts from the build's memory snapshot when there is one (decision 069).
 */

declare const __PYODIDE_BASE__: string;
declare const __PYODIDE_SNAPSHOT_FILE__: string;
const PYODIDE_SNAPSHOT_FILE = __PYODIDE_SNAPSHOT_FILE__;
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker) => scope.postMessage(message);

let pyodide: PyodideAPI | null = null;
let inputState: Int32Array | null = null;
let inputBytes: Uint8Array | null = null;
let runChecks: ((payload: string) => string) | null = null;
let runProgram: ((code: string) => string) | null = null;

// Output of the current run, sent in batches.
let runId = 0;
let pending = "";
let shown = 0;
let isTruncated = false;
let lastFlush = 0;
const decoder = new TextDecoder();

function flush() {
  if (pending) post({ type: "output", id: runId, text: pending });
  pending = "";
  lastFlush = performance.now();
}

function write(bytes: Uint8Array): number {
  if (isTruncated) return bytes.length;
  const text = decoder.decode(bytes);
  if (shown + text.length > OUTPUT_SHOWN_MAX) {
    pending += text.slice(0, OUTPUT_SHOWN_MAX - shown);
    isTruncated = true;
    flush();
    post({ type: "truncated", id: runId });
    return bytes.length;
  }
  shown += text.length;
  pending += text;
  if (pending.length > 4096 || performance.now() - lastFlush > 50) flush();
  return bytes.length;
}

function readLine(): string | null {
  flush();
  if (!inputState || !inputBytes) return null;
  Atomics.store(inputState, 0, 0);
  post({ type: "input-request", id: runId });
  Atomics.wait(inputState, 0, 0);
  const state = Atomics.load(inputState, 0);
  const length = Atomics.load(inputState, 1);
  Atomics.store(inputState, 0, 0);
  if (state !== 1) return null;
  return `${new TextDecoder().decode(inputBytes.slice(0, length))}\n`;
}

/** Fetches a file with progress, so the browser's cache holds it when Pyodide asks for it. */
async function fetchWithProgress(url: string, onBytes: (n: number) => void): Promise<void> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`Could not load ${url} (${response.status})`);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onBytes(value.length);
  }
}

// The files' sizes once decompressed (Pyodide 0.29), for the bar only.
const WASM_AND_STDLIB_BYTES = 11_000_000;
const SNAPSHOT_BYTES = 21_000_000;

async function boot(message: Extract<ToWorker, { type: "boot" }>) {
  const base = __PYODIDE_BASE__;
  const expected = WASM_AND_STDLIB_BYTES + (message.snapshot ? SNAPSHOT_BYTES : 0);
  let loaded = 0;
  const onBytes = (n: number) => {
    loaded += n;
    post({ type: "progress", value: Math.min(0.7, (0.7 * loaded) / expected), label: "Downloading Python" });
  };
  post({ type: "progress", value: 0.02, label: "Downloading Python" });
  const [snapshot] = await Promise.all([
    message.snapshot ? downloadOptional(`${base}${PYODIDE_SNAPSHOT_FILE}`, onBytes) : null,
    ...["pyodide.asm.wasm", "python_stdlib.zip"].map((file) => fetchWithProgress(`${base}${file}`, onBytes)),
  ]);
  post({ type: "progress", value: 0.75, label: "Starting Python" });
  const { loadPyodide } = (await import(/* @vite-ignore */ `${base}pyodide.mjs`)) as typeof import("pyodide");
  const { pyodide: py, kind } = await bootInterpreter(loadPyodide, base, snapshot);
  py.setStdout({ write });
  py.setStderr({ write });
  py.setStdin({ stdin: readLine, autoEOF: true });
  if (message.interrupt) py.setInterruptBuffer(new Uint8Array(message.interrupt));
  if (message.input) {
    inputState = new Int32Array(message.input, 0, 2);
    inputBytes = new Uint8Array(message.input, INPUT_HEADER_BYTES);
  }
  post({ type: "progress", value: 0.95, label: "Getting the checks ready" });
  py.runPython(PYTHON_CHECK_HARNESS + PYTHON_RUN_PROGRAM);
  runChecks = py.globals.get("run_checks");
  runProgram = py.globals.get("run_program");
  pyodide = py;
  post({ type: "progress", value: 1, label: "Ready" });
  post({ type: "ready", boot: kind });
}

function startRun(id: number) {
  runId = id;
  pending = "";
  shown = 0;
  isTruncated = false;
  lastFlush = performance.now();
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === "boot") {
    boot(message).catch((error: unknown) => post({ type: "boot-error", message: String(error) }));
    return;
  }
  if (!pyodide || !runChecks || !runProgram) return;
  startRun(message.id);
  if (message.type === "run") {
    const result = JSON.parse(runProgram(message.code));
    flush();
    post({ type: "done", id: message.id, error: result });
  } else {
    const report = runChecks(message.payload);
    post({ type: "report", id: message.id, report });
  }
};
