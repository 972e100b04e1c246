import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSiteContent } from "../../db/seed/site/index.ts";
import { buildTestApp, type TestApp } from "../../test/helpers.ts";

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The generic description." />
    <title>Brightpath · Online tutoring</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, "index.html"), INDEX);
  t = await buildTestApp({ WEB_DIST: webDist });
  await seedSiteContent(t.database.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("pages for search engines and link previews", () => {
  it("serves each marketing page with its own title, description and social card", async () => {
    const res = await get("/pricing");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("<title>Pricing · Brightpath</title>");
    expect(res.body).not.toContain("The generic description.");
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toMatch(/<meta name="description" content="Start free with every course/);
    expect(res.body).toContain('<meta property="og:title" content="Pricing · Brightpath" />');
    expect(res.body).toContain('<meta property="og:url" content="http://app.test/pricing" />');
    expect(res.body).toContain('<meta property="og:image" content="http://app.test/social-card.png" />');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body).toContain('<link rel="canonical" href="http://app.test/pricing" />');
    expect(res.body).toContain('<div id="root"></div>');

    const home = await get("/");
    expect(home.body).toContain("<title>Brightpath · Online tutoring</title>");
    expect((await get("/announcements/french-circles")).body).toContain(
      "French conversation circles · Brightpath",
    );
    expect((await get("/blog")).body).toContain('type="application/rss+xml"');
  });

  it("gives a blog post its own card, and an unknown one the app with status 404", async () => {
    const post = await get("/blog/fractions-you-can-see");
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain("<title>Why fractions click when you can see them · Brightpath</title>");
    expect(post.body).toContain('<meta property="og:type" content="article" />');
    expect(post.body).toContain('content="http://app.test/images/blog/fraction-bars.svg"');

    for (const url of ["/blog/no-such-post", "/blog/NOT%20A%20SLUG"]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<div id="root"></div>');
      expect(missing.body).toContain("Page not found");
    }
  });

  it("escapes what an admin wrote into the head", async () => {
    await t.database.db
      .updateTable("posts")
      .set({ title: 'Quotes " and <script>alert(1)</script>' })
      .where("slug", "=", "ten-minutes-a-day")
      .execute();
    const res = await get("/blog/ten-minutes-a-day");
    expect(res.body).not.toContain("<script>alert(1)</script>");
    expect(res.body).toContain("Quotes &quot; and &lt;script&gt;");
  });

  it("writes $' $` $& $1 $<name> $$ in a title or summary into the head exactly (issue 20.3)", async () => {
    const title = "Costs $' and $` and $& and $1 and $<name> and $$ today";
    const summary = "Save $' now: $` $& $2 $<x> $$ end";
    await t.database.db
      .updateTable("posts")
      .set({ title, summary })
      .where("slug", "=", "first-python-program")
      .execute();
    const res = await get("/blog/first-python-program");
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    const escaped = (text: string) =>
      text.replaceAll("&", "&amp;").replaceAll("'", "&#39;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
    expect(head).toContain(`<title>${escaped(title)} · Brightpath</title>`);
    expect(head).toContain(`<meta property="og:description" content="${escaped(summary)}" />`);
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    expect(res.body.match(/<body>/g)).toHaveLength(1);
  });

  it("lists the public pages, courses and posts in sitemap.xml, and keeps the portals out in robots.txt", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    for (const loc of [
      "/",
      "/pricing",
      "/subjects",
      "/blog",
      "/announcements/french-circles",
      "/blog/first-python-program",
    ])
      expect(sitemap.body).toContain(`<loc>http://app.test${loc}</loc>`);
    expect(sitemap.body).not.toContain("/admin");

    const robots = await get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain("Disallow: /admin");
    expect(robots.body).toContain("Disallow: /api/");
    expect(robots.body).toContain("Sitemap: http://app.test/sitemap.xml");
  });

  it("still serves every other path through the app", async () => {
    const other = await get("/student/dashboard");
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain("<title>Brightpath · Online tutoring</title>");
  });
});
