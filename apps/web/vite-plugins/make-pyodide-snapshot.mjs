// Makes Pyodide's memory snapshot at build time (issue 25, decision 069), in its own Node process so
// the build's process keeps none of the interpreter's memory:
//   node make-pyodide-snapshot.mjs <out-file> <module,module,...>
// Boots Pyodide with its experimental snapshot option, imports the given modules (those the
// course's check harness needs, so a browser that restores the snapshot finds them imported), and
// writes the interpreter's memory. Then verifies it the way the browser will use it: a second
// interpreter restored from the file prints a line. Exits non-zero, writing nothing, if either fails.
import fs from "node:fs";
import { loadPyodide } from "pyodide";

const [outFile, modules = ""] = process.argv.slice(2);
if (!outFile) throw new Error("usage: make-pyodide-snapshot.mjs <out-file> <modules>");

const maker = await loadPyodide({ _makeSnapshot: true, stdout: () => {}, stderr: () => {} });
const imports = modules.split(",").filter(Boolean);
if (imports.length > 0) maker.runPython(`import ${imports.join(", ")}`);
const snapshot = maker.makeMemorySnapshot();

let printed = "";
const restored = await loadPyodide({ _loadSnapshot: snapshot, stdout: (line) => (printed += `${line}\n`) });
restored.runPython('print("snapshot", 6 * 7)');
if (printed !== "snapshot 42\n") throw new Error(`the restored snapshot printed ${JSON.stringify(printed)}`);

fs.writeFileSync(outFile, snapshot);
console.info(`pyodide snapshot: ${(snapshot.length / 1e6).toFixed(1)} MB, verified`);
