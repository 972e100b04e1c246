import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CSP_NONCE_PLACEHOLDER } from "@app/contract/csp";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../lib/html-page.ts";
import { buildTestApp, type TestApp } from "../test/helpers.ts";

/*
 * Issue 20, decision 037: every HTML answer carries its own Content-Security-Policy, whose only
 * inline styles are those with this answer's nonce; no page allows 'unsafe-inline' or
 * 'unsafe-eval'; WebAssembly only where the page table says the page runs it.
 */

let t: TestApp;
let dist: string;
// What the web build writes (Vite's html.cspNonce): a meta tag and the nonce of its tags.
const shell = `<!doctype html><html><head><title>App</title>
<meta name="description" content="x">
<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">
<script type="module" src="/assets/main.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>
</head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
  fs.writeFileSync(path.join(dist, "index.html"), shell);
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });
const policyOf = (res: LightMyRequestResponse) => String(res.headers["content-security-policy"]);
const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

/** The nonce the policy admits, which must be the one the HTML carries everywhere the build asked. */
function nonceOf(res: LightMyRequestResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(directive(policyOf(res), "style-src") ?? "")?.[1];
  expect(nonce, "a nonce in style-src").toBeTruthy();
  return nonce!;
}

describe("the Content-Security-Policy of the HTML pages", () => {
  it("admits no inline style but this answer's nonce, and keeps scripts to files of the site", async () => {
    // The app's pages, a 404, a public page written by the server, and the API reference.
    for (const url of ["/student/dashboard", "/auth/signin", "/no-such-page", "/about", "/api/docs"]) {
      const res = await get(url);
      expect(res.headers["content-type"], url).toContain("text/html");
      const csp = policyOf(res);
      expect(directive(csp, "style-src"), url).toBe(`'self' 'nonce-${nonceOf(res)}'`);
      expect(directive(csp, "script-src"), url).toBe("'self'");
      expect(csp, url).not.toContain("unsafe-inline");
      expect(csp, url).not.toContain("unsafe-eval");
      expect(directive(csp, "frame-ancestors"), url).toBe("'none'");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it("writes the answer's nonce wherever the build left the placeholder", async () => {
    for (const url of ["/student/dashboard", "/no-such-page", "/about"]) {
      const res = await get(url);
      const nonce = nonceOf(res);
      expect(res.body, url).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(res.body, url).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.body, url).toContain(`src="/assets/main.js" nonce="${nonce}"`);
    }
    const docs = await get("/api/docs");
    expect(docs.body).toContain(`<style nonce="${nonceOf(docs)}">`);
    expect(docs.body).not.toContain(CSP_NONCE_PLACEHOLDER);
  });

  it("gives every answer a nonce of its own, 128 random bits", async () => {
    const nonces = await Promise.all(Array.from({ length: 20 }, async () => nonceOf(await get("/student"))));
    expect(new Set(nonces).size).toBe(20);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("never serves index.html as a file, with its placeholder", async () => {
    for (const url of ["/index.html", "/"]) {
      const res = await get(url);
      expect(res.body, url).not.toContain(CSP_NONCE_PLACEHOLDER);
      nonceOf(res);
    }
    expect((await get("/index.html")).statusCode).toBe(404);
  });

  it("allows WebAssembly only on the pages that run it, and eval nowhere", async () => {
    for (const url of ["/student/python-learning/ide", "/student/python-learning/week/3"]) {
      const csp = policyOf(await get(url));
      expect(directive(csp, "script-src"), url).toBe("'self' 'wasm-unsafe-eval'");
      expect(csp, url).not.toContain("'unsafe-eval'");
    }
    for (const url of ["/student/dashboard", "/student/material/1", "/student/python-learning/ide/extra"]) {
      expect(policyOf(await get(url)), url).not.toContain("wasm-unsafe-eval");
    }
  });
});

describe("the Content-Security-Policy of every other answer", () => {
  it("admits no inline style at all, and no eval", async () => {
    for (const url of ["/api/health", "/api/nope", "/robots.txt"]) {
      const res = await get(url);
      expect(policyOf(res), url).toBe(contentSecurityPolicy());
      expect(directive(policyOf(res), "style-src"), url).toBe("'self'");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
    }
    expect(contentSecurityPolicy({ runsWasm: true })).not.toContain("'unsafe-eval'");
  });
});
