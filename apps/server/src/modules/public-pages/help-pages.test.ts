import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findOffFeatureClaims } from "@app/contract/features";
import { HELP_ARTICLES } from "@app/contract/help-articles";
import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/helpers.ts";

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(webDist, "index.html"),
    `<!doctype html><html><head><meta name="description" content="Generic." /><title>Brightpath · Online tutoring</title></head><body></body></html>`,
  );
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("the contact, support and help pages as the server sends them (decision 024)", () => {
  it.each([
    ["/contact", "Contact us"],
    ["/support", "Support"],
    ["/help", "Help centre"],
    ["/help?q=refund&utm_source=mail", "Help centre"],
    ["/help?article=no-such-article", "Help centre"],
    ["/help?article=a&article=b", "Help centre"],
  ])("%s has its own title", async (url, title) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${title} · Brightpath</title>`);
  });

  it("writes each help article's own title and summary into its page", async () => {
    for (const article of HELP_ARTICLES) {
      const res = await get(`/help?article=${article.slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${article.title.replace(/'/g, "&#39;")} · Brightpath</title>`);
      expect(res.body).toContain(`/help?article=${article.slug}`);
    }
  });

  it("lists them in the sitemap", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    for (const loc of ["/contact", "/support", "/help", "/ai-tutor"])
      expect(sitemap).toContain(`${loc}</loc>`);
  });
});

describe("the public pages' titles and descriptions", () => {
  it("promise no feature that is switched off (packages/contract/src/features.ts)", () => {
    const text = Object.values(PUBLIC_PAGE_META)
      .map((meta) => `${meta.title}.\n${meta.description}`)
      .join("\n");
    expect(findOffFeatureClaims(text)).toEqual([]);
  });
});
