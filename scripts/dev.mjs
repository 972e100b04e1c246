// `npm run dev`: the API with restart-on-change on :3000 and the Vite dev server with hot reload
// on :5173, which proxies /api to the API. Open the Vite URL.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { forwardSignals } from "./lib.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const api = spawn(process.execPath, ["--import", "tsx", "--watch", "apps/server/src/server.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "development", PORT: "3000", ...process.env },
});
const web = spawn("npx", ["vite", "--host", "127.0.0.1", "--port", "5173"], {
  cwd: path.join(root, "apps/web"),
  stdio: "inherit",
});
forwardSignals([api, web]);
console.info("\n  Dev servers starting: open http://127.0.0.1:5173 (API on http://127.0.0.1:3000)\n");
for (const child of [api, web]) {
  child.on("exit", (code) => {
    for (const other of [api, web]) if (other !== child && other.exitCode === null) other.kill("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
