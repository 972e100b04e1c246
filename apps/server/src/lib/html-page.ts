import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { CSP_NONCE_PLACEHOLDER } from "@app/contract/csp";
import { matchPage } from "@app/contract/page-routes";
import type { FastifyReply } from "fastify";

/** The answer for a page asked of a server whose web app has not been built. */
export const WEB_NOT_BUILT = "The web app is not built: run npm run build";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

/** What one HTML page's document may do beyond the defaults: the inline styles its nonce admits, WebAssembly. */
export interface PagePolicy {
  /** This answer's nonce: `<style nonce>` elements carrying it are applied, no other inline style. */
  nonce?: string;
  /** The page compiles WebAssembly (the page table's flag): 'wasm-unsafe-eval', never 'unsafe-eval'. */
  runsWasm?: boolean;
}

/**
 * The Content-Security-Policy of a document (decision 037): the app's own origin only; scripts
 * from files only; styles from files and, on an HTML page, the `<style>` elements carrying its
 * nonce (libraries inject a few at run time); no inline style attribute; no eval anywhere.
 */
export function contentSecurityPolicy({ nonce, runsWasm = false }: PagePolicy = {}): string {
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    ["script-src", runsWasm ? "'self' 'wasm-unsafe-eval'" : "'self'"],
    ["style-src", nonce ? `'self' 'nonce-${nonce}'` : "'self'"],
    ["img-src", "'self' data: blob:"],
    ["font-src", "'self' data:"],
    ["connect-src", "'self'"],
    ["media-src", "'self' blob:"],
    ["worker-src", "'self' blob:"],
    ["object-src", "'none'"],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join(";");
}

/**
 * Whether a built file is part of Python in the browser (issue 25): the interpreter's files under
 * /pyodide/ and the worker that loads them. A worker takes its policy from its own script's
 * answer, so these carry the Python pages' policy: WebAssembly allowed, cross-origin isolated.
 */
export function isPythonRuntimeFile(urlPath: string): boolean {
  return urlPath.startsWith("/pyodide/") || /^\/assets\/python-worker-[\w-]+\.js$/.test(urlPath);
}

/** The headers of a Python runtime file (see isPythonRuntimeFile). */
export const PYTHON_RUNTIME_HEADERS: readonly (readonly [string, string])[] = [
  ["content-security-policy", contentSecurityPolicy({ runsWasm: true })],
  ["cross-origin-embedder-policy", "require-corp"],
];

/** 128 random bits, fresh for every answer, so a nonce seen once admits nothing later. */
export const newCspNonce = (): string => randomBytes(16).toString("base64");

/**
 * Sends a page of HTML with its own Content-Security-Policy: a fresh nonce written wherever the
 * HTML has the placeholder, and WebAssembly allowed when the page table says the page at this
 * address runs it. Never cached for reuse: the next answer carries another nonce.
 */
export function sendHtmlPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  const nonce = newCspNonce();
  const runsWasm = matchPage(reply.request.url)?.runsWasm ?? false;
  // A page that runs Python is cross-origin isolated (decision 053): SharedArrayBuffer lets its
  // Stop button interrupt Python at once and `input()` wait for the page.
  if (runsWasm) reply.header("cross-origin-embedder-policy", "require-corp");
  return reply
    .code(status)
    .header("content-security-policy", contentSecurityPolicy({ nonce, runsWasm }))
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .send(html.replaceAll(CSP_NONCE_PLACEHOLDER, () => nonce));
}

/** The built web app's index.html, read once per build (the file's change time is checked on each call). */
export class AppShellFile {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly webDist: string) {}

  /** The HTML, or null when the web app is not built. */
  read(): string | null {
    const file = path.join(this.webDist, "index.html");
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!this.cached || this.cached.mtimeMs !== stat.mtimeMs)
      this.cached = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(file, "utf8") };
    return this.cached.html;
  }
}
