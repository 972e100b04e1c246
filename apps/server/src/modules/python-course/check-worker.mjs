// One Python interpreter in a worker thread, for one check run (check-runner.ts). Plain JavaScript
// so the thread starts without a TypeScript loader. Its WebAssembly memory is capped before
// Pyodide creates it, so a program that builds something huge meets a MemoryError, not the host.
// It starts from the runner's memory snapshot when given one (decision 069: the harness already
// run, no student code yet); otherwise it boots the normal way, and when asked, makes that snapshot
// for the runner before it takes any code. The lockdown comes after: restoring imports Pyodide's
// own modules, which the lockdown blocks.
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";

const { harness, lockdown, memoryMb, interrupt, snapshot, makeSnapshot } = workerData;
const maxPages = Math.floor((memoryMb * 1024 * 1024) / 65536);
const NativeMemory = WebAssembly.Memory;
function CappedMemory(descriptor) {
  if (descriptor.shared) return new NativeMemory(descriptor);
  return new NativeMemory({ ...descriptor, maximum: Math.min(descriptor.maximum ?? maxPages, maxPages) });
}
CappedMemory.prototype = NativeMemory.prototype;
WebAssembly.Memory = CappedMemory;

const { loadPyodide } = await import("pyodide");
// Told where its files are: Pyodide's own guess reads the stack, which a source-mapping loader can bend.
const indexURL = `${path.dirname(createRequire(import.meta.url).resolve("pyodide/package.json"))}${path.sep}`;
const quiet = { indexURL, stdout: () => {}, stderr: () => {} };

async function start() {
  if (snapshot) {
    try {
      return {
        pyodide: await loadPyodide({ ...quiet, _loadSnapshot: new Uint8Array(snapshot) }),
        boot: "snapshot",
      };
    } catch (error) {
      console.warn(`Python checker: the snapshot could not be restored, booting the normal way (${error})`);
    }
  }
  const pyodide = await loadPyodide({ ...quiet, _makeSnapshot: Boolean(makeSnapshot) });
  pyodide.runPython(harness);
  if (makeSnapshot) {
    try {
      const bytes = pyodide.makeMemorySnapshot();
      const shared = new SharedArrayBuffer(bytes.length);
      new Uint8Array(shared).set(bytes);
      parentPort.postMessage({ type: "snapshot", snapshot: shared });
    } catch (error) {
      console.warn(`Python checker: no snapshot, every check boots the normal way (${error})`);
    }
  }
  return { pyodide, boot: "normal" };
}

const { pyodide, boot } = await start();
pyodide.runPython(lockdown);
pyodide.setInterruptBuffer(new Uint8Array(interrupt));
const runChecks = pyodide.globals.get("run_checks");
// Nothing the student's code could still reach should lead out of the thread.
for (const name of ["process", "fetch", "WebSocket", "XMLHttpRequest", "EventSource"]) {
  try {
    Object.defineProperty(globalThis, name, { value: undefined, configurable: false, writable: false });
  } catch {
    // A name the runtime does not let go of stays, behind the Python-side block on `js`.
  }
}

parentPort.on("message", (payload) => {
  let report;
  try {
    report = runChecks(payload);
  } catch (error) {
    const type = /MemoryError|memory/i.test(String(error)) ? "MemoryError" : "InternalError";
    report = JSON.stringify({
      passed: false,
      results: [],
      error: { type, message: String(error).slice(0, 300), line: null },
    });
  }
  parentPort.postMessage({ type: "report", report });
});
parentPort.postMessage({ type: "ready", boot });
