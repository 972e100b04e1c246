import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/helpers.ts";

let t: TestApp;
let dist: string;
const bigScript = `console.log(${JSON.stringify("x".repeat(5000))});`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dist, ".vite"));
  fs.writeFileSync(
    path.join(dist, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/main-abc123.js", name: "index" },
      "_student-shell-s1.js": {
        file: "assets/student-shell-s1.js",
        name: "student-shell",
        imports: ["index.html"],
      },
      "_lesson-l1.js": { file: "assets/lesson-l1.js", name: "lesson", imports: ["_student-shell-s1.js"] },
    }),
  );
  fs.writeFileSync(path.join(dist, "assets", "main-abc123.js"), bigScript);
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("answers every page of the route table with index.html, uncached, with the CSP", async () => {
    const pages = [
      "/student/dashboard",
      "/student/dashboard?student_id=3",
      "/student/material/12",
      "/courses/algebra/units/4/lessons/17",
      "/book/maths/tuesday",
      "/student/go",
      "/student/go/42",
      "/auth/signin",
    ];
    for (const url of pages) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(String(res.headers["content-security-policy"])).toContain("script-src 'self'");
    }
  });

  it("asks for a cold student page's code with its HTML, under the answer's nonce (issue 21)", async () => {
    const lesson = await t.app.inject({ method: "GET", url: "/student/material/12?student_id=3" });
    const nonce = /'nonce-([^']+)'/.exec(String(lesson.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    const preloads = [
      ...lesson.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" nonce="([^"]+)">/g),
    ];
    expect(preloads.map((m) => m[1])).toEqual(["/assets/student-shell-s1.js", "/assets/lesson-l1.js"]);
    expect(preloads.every((m) => m[2] === nonce)).toBe(true);
    const dashboard = await t.app.inject({ method: "GET", url: "/student/dashboard" });
    expect(dashboard.body).toContain('href="/assets/student-shell-s1.js"');
    expect(dashboard.body).not.toContain("lesson-l1.js");
    for (const url of ["/auth/signin", "/no-such-page"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.body, url).not.toContain("modulepreload");
    }
  });

  it("answers an unknown address with 404 and the app's HTML, which shows its own 404 page", async () => {
    for (const url of ["/no-such-page", "/no/such/page?x=1", "/student/dashboard/extra", "/student/go/1/2"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain('<div id="root">');
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    const head = await t.app.inject({ method: "HEAD", url: "/no-such-page" });
    expect(head.statusCode).toBe(404);
  });

  it("serves hashed assets cached for a year, gzipped when asked", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/main-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(plain.body).toBe(bigScript);
  });

  it("keeps /api JSON: unknown API paths and non-GET page requests get a JSON 404", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/missing" });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBeTruthy();
    const post = await t.app.inject({ method: "POST", url: "/student/dashboard" });
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toBeTruthy();
  });

  it("answers JSON, never the app's HTML, for any address that means /api (issue 20 item 5)", async () => {
    // An encoded slash, another case or a `;` still names the API: a client reading JSON gets JSON.
    for (const url of ["/api%2fmissing", "/api%2Fhealth", "/API/missing", "/Api", "/api;x", "/api%2F"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
    }
  });

  it("answers a missing asset with 404, not the app", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/main-old999.js" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it("serves a file added after start (a rebuilt app) without a restart", async () => {
    fs.writeFileSync(path.join(dist, "assets", "late-def456.js"), "export {};");
    const res = await t.app.inject({ method: "GET", url: "/assets/late-def456.js" });
    expect(res.statusCode).toBe(200);
  });

  it("does not serve files outside the build folder", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/..%2f..%2fetc%2fpasswd" });
    expect(res.body).not.toContain("root:");
  });
});
