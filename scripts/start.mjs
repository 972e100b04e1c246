// `npm start`: builds the web app when its sources are newer than the build, then serves
// the app and the API from one process (embedded database unless DATABASE_URL is set).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "apps/web/dist/index.html");

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sources = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/public",
  "packages",
];
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
// Every child (the build, then the server) gets the signals this script gets, so a stop request
// reaches the server, which closes its database and frees the data folder's lock.
const children = new Set();
let stopSignal;
function stop(signal) {
  stopSignal ??= signal;
  for (const child of children) child.kill(signal);
  if (children.size === 0) process.exit(1);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));

// `npm start` runs this script through `sh -c`; npm passes SIGTERM to that shell only, which exits
// without passing it on. So under npm, losing the parent is taken as the stop request it was.
if (process.env.npm_lifecycle_event) {
  const parentPid = process.ppid;
  setInterval(() => {
    if (process.ppid !== parentPid) stop("SIGTERM");
  }, 200).unref();
}

function startChild(command, args, options) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
  children.add(child);
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on("error", (error) => {
      children.delete(child);
      console.error(error.message);
      resolve(1);
    });
  });
  return exited;
}

// A WEB_DIST of the operator's own is served as it is: this script only builds the default one.
if (!process.env.WEB_DIST && builtAt < sourcesAt) {
  console.info(
    builtAt ? "Web sources changed: rebuilding the web app…" : "Building the web app (first start)…",
  );
  const code = await startChild("npm", ["run", "build", "-w", "@app/web"]);
  if (code !== 0 || stopSignal) process.exit(code || 1);
}

const serverExit = startChild(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
  env: { NODE_ENV: "production", ...process.env },
});
process.exit(await serverExit);
