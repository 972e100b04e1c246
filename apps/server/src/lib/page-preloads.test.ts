import { describe, expect, it } from "vitest";
import { type BuildManifest, pagePreloads, withPagePreloads } from "./page-preloads.ts";

/** A build like ours: the entry, the shared groups, the student shell and the lesson (decision 033). */
const manifest: BuildManifest = {
  "index.html": { file: "assets/index-e1.js", name: "index", imports: ["_react-r1.js"] },
  "_react-r1.js": { file: "assets/react-r1.js", name: "react" },
  "_app-core-c1.js": {
    file: "assets/app-core-c1.js",
    name: "app-core",
    imports: ["index.html", "_react-r1.js"],
  },
  "_app-shared-s1.js": {
    file: "assets/app-shared-s1.js",
    name: "app-shared",
    imports: ["index.html", "_app-core-c1.js"],
  },
  "_student-shell-h1.js": {
    file: "assets/student-shell-h1.js",
    name: "student-shell",
    imports: ["index.html", "_app-core-c1.js", "_app-shared-s1.js"],
    css: ["assets/student-shell-h1.css"],
  },
  "_lesson-l1.js": {
    file: "assets/lesson-l1.js",
    name: "lesson",
    imports: ["index.html", "_app-shared-s1.js", "_student-shell-h1.js"],
  },
  // The public course lesson page is a route of its own, also named "lesson": never preloaded.
  "src/app/routes/courses/lesson.tsx": {
    file: "assets/lesson-p1.js",
    name: "lesson",
    imports: ["index.html"],
  },
};

describe("a page's code asked for with its HTML (issue 21)", () => {
  it("preloads the lesson's group and everything it imports, dependencies first, without the entry's", () => {
    expect(pagePreloads(manifest, "/student/material/12")).toEqual({
      scripts: [
        "/assets/app-core-c1.js",
        "/assets/app-shared-s1.js",
        "/assets/student-shell-h1.js",
        "/assets/lesson-l1.js",
      ],
      styles: ["/assets/student-shell-h1.css"],
    });
  });

  it("preloads the student shell on the other student pages, and nothing elsewhere", () => {
    expect(pagePreloads(manifest, "/student/dashboard").scripts).toEqual([
      "/assets/app-core-c1.js",
      "/assets/app-shared-s1.js",
      "/assets/student-shell-h1.js",
    ]);
    for (const page of [
      "/",
      "/pricing",
      "/courses/algebra/units/4/lessons/17",
      "/tutor/dashboard",
      "/studentx",
    ])
      expect(pagePreloads(manifest, page), page).toEqual({ scripts: [], styles: [] });
  });

  it("preloads nothing without a manifest or when a group is missing from it", () => {
    expect(pagePreloads({}, "/student/material/12")).toEqual({ scripts: [], styles: [] });
    const { "_lesson-l1.js": _lesson, ...withoutLesson } = manifest;
    expect(pagePreloads(withoutLesson, "/student/material/12").scripts).toHaveLength(3);
  });

  it("writes the links before </head> with the nonce placeholder, and leaves other HTML alone", () => {
    const html = "<html><head><title>x</title></head><body></body></html>";
    const out = withPagePreloads(html, { scripts: ["/assets/a-1.js"], styles: ["/assets/a-1.css"] });
    expect(out).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/a-1.css" nonce="[^"]+">\s*<link rel="modulepreload" crossorigin href="\/assets\/a-1.js" nonce="[^"]+">\s*<\/head>/,
    );
    expect(withPagePreloads(html, { scripts: [], styles: [] })).toBe(html);
  });
});
