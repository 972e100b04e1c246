import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/helpers.ts";

/*
 * Issue 25, decision 053: only the Python pages (and the files Python runs from) may compile
 * WebAssembly and are cross-origin isolated; every other page keeps the strict policy unchanged.
 * Pyodide's files are sent precompressed.
 */

let t: TestApp;
let dist: string;
const wasm = Buffer.from("\0asm fake interpreter ".repeat(200));

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    "<!doctype html><html><body><div id=root></div></body></html>",
  );
  fs.mkdirSync(path.join(dist, "pyodide/v1.0.0"), { recursive: true });
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "pyodide/v1.0.0/pyodide.asm.wasm"), wasm);
  fs.writeFileSync(path.join(dist, "pyodide/v1.0.0/pyodide.asm.wasm.br"), brotliCompressSync(wasm));
  fs.writeFileSync(path.join(dist, "assets/python-worker-AbC123.js"), "self.onmessage = () => {};");
  fs.writeFileSync(path.join(dist, "assets/main-XyZ.js"), "console.log(1);");
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const scriptSrc = (csp: unknown) =>
  String(csp)
    .split(";")
    .find((d) => d.startsWith("script-src "));

describe("the Python pages' policy (decision 053)", () => {
  it("allows WebAssembly and isolates the three Python pages, and only them", async () => {
    for (const url of [
      "/student/python-learning/dashboard",
      "/student/python-learning/ide",
      "/student/python-learning/week/3",
    ]) {
      const res = await get(url);
      expect(scriptSrc(res.headers["content-security-policy"]), url).toBe(
        "script-src 'self' 'wasm-unsafe-eval'",
      );
      expect(res.headers["cross-origin-embedder-policy"], url).toBe("require-corp");
      expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(String(res.headers["content-security-policy"])).not.toContain("'unsafe-eval'");
    }
    for (const url of [
      "/",
      "/student/dashboard",
      "/auth/signin",
      "/student/python-learning",
      "/assets/main-XyZ.js",
    ]) {
      const res = await get(url);
      expect(scriptSrc(res.headers["content-security-policy"]), url).toBe("script-src 'self'");
      expect(res.headers["cross-origin-embedder-policy"], url).toBeUndefined();
    }
  });

  it("serves the interpreter and its worker with the same policy, precompressed and cached for good", async () => {
    const file = await get("/pyodide/v1.0.0/pyodide.asm.wasm", { "accept-encoding": "br, gzip" });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-encoding"]).toBe("br");
    expect(file.headers["cache-control"]).toContain("immutable");
    expect(file.headers["cross-origin-embedder-policy"]).toBe("require-corp");
    expect(scriptSrc(file.headers["content-security-policy"])).toBe("script-src 'self' 'wasm-unsafe-eval'");
    const plain = await get("/pyodide/v1.0.0/pyodide.asm.wasm");
    expect(plain.rawPayload.equals(wasm)).toBe(true);
    const worker = await get("/assets/python-worker-AbC123.js");
    expect(scriptSrc(worker.headers["content-security-policy"])).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });
});
