import fs from "node:fs";
import path from "node:path";
import { ERROR_MESSAGES } from "@app/contract/errors";
import { isPagePath } from "@app/contract/page-routes";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  AppShellFile,
  isPythonRuntimeFile,
  PYTHON_RUNTIME_HEADERS,
  sendHtmlPage,
  WEB_NOT_BUILT,
} from "../lib/html-page.ts";
import { BuildManifestFile, pagePreloads, withPagePreloads } from "../lib/page-preloads.ts";

/**
 * Whether an address means the API, however it is spelt: an encoded slash (`/api%2fx`), another
 * case (`/API/x`) or a `;` would otherwise fall through to the app's HTML, which no JSON client reads.
 */
function isApiAddress(url: string): boolean {
  let path = url;
  try {
    path = decodeURIComponent(url);
  } catch {
    // Malformed escapes: judge the address as it came.
  }
  return /^\/api(?:[/?;#]|$)/i.test(path);
}

/**
 * Serves the built web app: hashed assets cached for a year, every page of the route table
 * (@app/contract/page-routes) answered with index.html so the app's router takes over, and any
 * other address with status 404 and the same HTML, so the app shows its own 404 page while search
 * engines and link checkers see the 404. Unknown /api paths get JSON. The HTML is never served as
 * a file: each answer carries its own nonce and Content-Security-Policy (lib/html-page.ts).
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.deps.config.webDist;
  const hasWeb = fs.existsSync(path.join(dist, "index.html"));
  const shell = new AppShellFile(dist);
  const manifest = new BuildManifestFile(dist);
  if (hasWeb) {
    // The app's files are compressed on the way out (registered here, after the API routes,
    // so it applies to the static files and the SPA fallback only).
    await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["gzip"] });
    await app.register(fastifyStatic, {
      root: dist,
      // Looked up per request, so a rebuilt dist is served without a restart.
      wildcard: true,
      // index.html holds the nonce placeholder: it is only ever sent filled in, below.
      index: false,
      allowedPath: (pathName) => pathName !== "/index.html",
      // Pyodide's files are built with .br and .gz copies beside them (decision 053).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = `/${path.relative(dist, filePath).split(path.sep).join("/")}`.replace(
          /\.(br|gz)$/,
          "",
        );
        // Hashed chunks, and Pyodide's files under their version's folder, never change.
        const isHashed =
          filePath.includes(`${path.sep}assets${path.sep}`) || relative.startsWith("/pyodide/v");
        reply.header("cache-control", isHashed ? "public, max-age=31536000, immutable" : "no-cache");
        if (isPythonRuntimeFile(relative))
          for (const [name, value] of PYTHON_RUNTIME_HEADERS) reply.header(name, value);
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = isApiAddress(req.url);
    if (isApi) return reply.code(404).send({ error: ERROR_MESSAGES.routeNotFound });
    // A missing asset (an old chunk after a deploy) is a real 404, never the app's HTML.
    const isAsset = req.url.startsWith("/assets/");
    const html = hasWeb ? shell.read() : null;
    if ((req.method !== "GET" && req.method !== "HEAD") || html === null || isAsset) {
      return reply.code(404).send({ error: hasWeb ? ERROR_MESSAGES.notFound : WEB_NOT_BUILT });
    }
    if (!isPagePath(req.url)) return sendHtmlPage(reply, html, 404);
    // A page's own code is asked for with the HTML (issue 21: a cold student page's first paint).
    const urlPath = new URL(req.url, "http://localhost").pathname;
    return sendHtmlPage(reply, withPagePreloads(html, pagePreloads(manifest.read(), urlPath)));
  });
});
