import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLessons, useTestApp } from "../../test/helpers.ts";
import { lessonPrepaintHtml, type PrepaintLesson, prepaintBodyHtml } from "./lesson-prepaint.ts";

// Issue 21, decision 072: the lesson page's HTML carries the lesson, painted before the app runs.

const LESSON: PrepaintLesson = {
  title: "Counting on",
  subject: "Mathematics",
  summary: "Count forwards and backwards.",
  difficulty: "beginner",
  module_title: "Place value",
  step_number: 2,
  total_steps: 4,
  estimated_time: 8,
  prerequisites: [{ id: 7, title: "Numbers to 20" }],
  body: "## Counting on\n\nEvery number is **one more**.\n\n- By 2s\n- By 5s",
};

describe("the opening of a lesson's text, drawn by the server", () => {
  it("renders plain Markdown as the app's marked does", () => {
    expect(prepaintBodyHtml(LESSON.body)).toBe(
      "<h2>Counting on</h2>\n<p>Every number is <strong>one more</strong>.</p>\n<ul>\n<li>By 2s</li>\n<li>By 5s</li>\n</ul>\n",
    );
  });

  it("stops before the first block it cannot draw as the app would: a formula, HTML, an image, an odd link", () => {
    const intro = "Intro line.\n\n";
    expect(prepaintBodyHtml(`${intro}Solve $x + 1 = 2$.\n\nAfter.`)).toBe("<p>Intro line.</p>\n");
    expect(prepaintBodyHtml(`${intro}$$x^2$$\n\nAfter.`)).toBe("<p>Intro line.</p>\n");
    expect(prepaintBodyHtml(`${intro}<b onclick="steal()">hi</b>\n\nAfter.`)).toBe("<p>Intro line.</p>\n");
    expect(prepaintBodyHtml(`${intro}Look <img src=x onerror=alert(1)> here.\n\nAfter.`)).toBe(
      "<p>Intro line.</p>\n",
    );
    expect(prepaintBodyHtml(`${intro}![a cat](/cat.png)\n\nAfter.`)).toBe("<p>Intro line.</p>\n");
    expect(prepaintBodyHtml(`${intro}[click](javascript:alert(1))\n\nAfter.`)).toBe("<p>Intro line.</p>\n");
    expect(prepaintBodyHtml("Solve $x$.")).toBe("");
    // Plain links are kept.
    expect(prepaintBodyHtml("See [the shop](https://example.com) or [the map](/student/lessons).")).toBe(
      '<p>See <a href="https://example.com">the shop</a> or <a href="/student/lessons">the map</a>.</p>\n',
    );
  });

  it("escapes the author's text and draws no more than a screenful", () => {
    expect(prepaintBodyHtml("1 < 2 & 3 > 2")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>\n");
    const long = Array.from({ length: 40 }, (_, i) => `Paragraph ${i}.`).join("\n\n");
    const drawn = prepaintBodyHtml(long).match(/<p>/g) ?? [];
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(40);
  });

  it("draws the title block and the frame inert, hidden from assistive technology, with every field escaped", () => {
    const html = lessonPrepaintHtml({ ...LESSON, title: '<img src=x onerror="alert(1)">' });
    expect(html).toMatch(
      /^<script src="\/prepaint\.js"><\/script><div id="prepaint" [^>]*aria-hidden="true" inert>/,
    );
    expect(html).toContain("pointer-events-none");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    for (const text of [
      "Place value",
      "Step 2 of 4",
      "Count forwards and backwards.",
      "Mathematics",
      "8 min",
    ])
      expect(html).toContain(text);
    expect(html).toContain('<span class="font-medium">Before this: </span>');
    expect(html).toContain("<strong>one more</strong>");
  });
});

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-prepaint-"));
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Brightpath · Online tutoring</title>
    <script type="module" crossorigin src="/assets/index-a1.js" nonce="__CSP_NONCE__"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
// Written before the app is built: the web plugin looks for the build once, when it starts.
fs.writeFileSync(path.join(webDist, "index.html"), INDEX);
const t = useTestApp({ WEB_DIST: webDist });
let lessonId = 0;

beforeAll(async () => {
  const { materialIds } = await createLessons(t, 1);
  lessonId = materialIds[0] as number;
  await t.database.db
    .updateTable("material_templates")
    .set({ body: "## Why count on\n\nCounting on is **quick**.\n\nThen $x = 2$." })
    .where("id", "=", lessonId)
    .execute();
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /student/material/{id}: the page's HTML", () => {
  it("carries the lesson's prepaint after the app's root, under the same policy as every page", async () => {
    const res = await get(`/student/material/${lessonId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(res.body).toContain('<div id="root"></div><script src="/prepaint.js"></script><div id="prepaint"');
    expect(res.body).toContain(">Lesson 1</h1>");
    expect(res.body).toContain("<h2>Why count on</h2>\n<p>Counting on is <strong>quick</strong>.</p>");
    // The formula waits for the app's KaTeX.
    expect(res.body).not.toContain("x = 2");
    // A parent's address names the child (spec 2.9): the same lesson for every reader.
    const parents = await get(`/student/material/${lessonId}?student_id=2`);
    expect(parents.statusCode).toBe(200);
    expect(parents.body).toContain(">Lesson 1</h1>");
  });

  it("is the app alone where the address names no lesson, and on the lesson's other pages", async () => {
    for (const url of [
      "/student/material/99999999",
      "/student/material/abc",
      `/student/material/${lessonId}/3d`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain("prepaint");
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-a1.js"');
    }
  });
});
