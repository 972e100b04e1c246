import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, test } from "./fixtures";

/** Every public page of the site (spec 2.1) with its own content; the catalogue's have their own tests. */
const PUBLIC_PAGES = [
  "/",
  "/about",
  "/pricing",
  "/subjects",
  "/blog",
  "/blog/fractions-you-can-see",
  "/announcements",
  "/announcements/french-circles",
  "/waitlist",
  "/library",
  "/contact",
  "/support",
  "/help",
  "/ai-tutor",
];

async function findSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(" ")}`));
}

/**
 * True when nothing on the page is wider than the screen. A phone widens its layout viewport to
 * fit wide content, so the page is measured against the device's screen, not the window.
 */
async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.screen.width);
}

test.describe("a visitor on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("reads the home page, the prices and a blog post", async ({ page, navigate }) => {
    await navigate("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("tutor");
    await expect(page).toHaveTitle("Brightpath · Online tutoring");
    await expect(page.getByRole("link", { name: "Try a sample lesson" })).toBeVisible();
    // The subjects come with the catalogue's own courses.
    await expect(page.getByRole("link", { name: "Algebra 1" })).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);

    await page
      .getByRole("main")
      .getByRole("link", { name: /Lessons with a tutor from \$\d+ a month/ })
      .click();
    await expect(page).toHaveURL("/pricing");
    await expect(page).toHaveTitle("Pricing · Brightpath");
    const plans = page.getByRole("list", { name: "Plans" });
    await expect(plans.getByRole("heading", { name: "Starter" })).toBeVisible();
    await expect(plans.getByRole("heading", { name: "Tutor Lite" })).toBeVisible();
    await expect(plans.getByText("Free", { exact: true })).toBeVisible();
    await expect(plans.getByText("$89")).toBeVisible();
    await expect(page.getByText("10 lessons with a tutor")).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);

    await page.goto("/blog");
    await page.getByRole("link", { name: "Why fractions click when you can see them" }).click();
    await expect(page).toHaveURL("/blog/fractions-you-can-see");
    await expect(
      page.getByRole("heading", { level: 1, name: "Why fractions click when you can see them" }),
    ).toBeVisible();
    await expect(page).toHaveTitle("Why fractions click when you can see them · Brightpath");
    await expect(page.locator("article .katex").first()).toBeVisible();
    await expect(page.locator("article .katex-display").first()).toBeVisible();
    const image = page.getByRole("img", { name: /Fraction bars: one half/ });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await fitsTheScreen(page)).toBe(true);

    // Booking starts on the same phone.
    await page.goto("/book");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
  });
});

test.describe("the public site", () => {
  test("the blog is paged newest first, has an RSS feed, and an unknown post is the 404 page", async ({
    page,
    navigate,
    request,
  }) => {
    await navigate("/blog");
    const titles = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(titles).toHaveCount(6);
    // Newest first: the newest seeded post leads, after any post another journey published just now
    // (their titles end in a timestamp).
    const shown = await titles.allTextContents();
    const newestSeeded = shown.indexOf("Why fractions click when you can see them");
    expect(newestSeeded).toBeGreaterThanOrEqual(0);
    expect(shown.slice(0, newestSeeded).every((title) => /\d{10,}$/.test(title))).toBe(true);
    await page.getByRole("link", { name: "Older posts →" }).click();
    await expect(page).toHaveURL("/blog?page=2");
    await expect(titles.first()).toBeVisible();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    const feed = await request.get("/blog/rss.xml");
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await feed.text()).toContain(
      "<title><![CDATA[Why fractions click when you can see them]]></title>",
    );

    await navigate("/blog/no-such-post");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    expect((await request.get("/blog/no-such-post")).status()).toBe(404);
  });

  test("each page carries its own title, description and social card in the HTML itself", async ({
    request,
  }) => {
    const html = await (await request.get("/subjects")).text();
    expect(html).toContain("<title>Subjects · Brightpath</title>");
    expect(html).toMatch(/<meta property="og:title" content="Subjects · Brightpath" \/>/);
    expect(html).toMatch(/<meta name="description" content="Maths from number sense/);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/blog/fractions-you-can-see</loc>");
  });

  test("subjects come from the catalogue, and the French circles lead to booking a seat", async ({
    page,
    navigate,
  }) => {
    await navigate("/subjects");
    await expect(page.getByRole("heading", { level: 2, name: "Mathematics" })).toBeVisible();
    await page.getByRole("link", { name: "French for beginners" }).click();
    await expect(page).toHaveURL(/\/courses\/french-beginners$/);

    await navigate("/announcements");
    await expect(
      page.getByRole("heading", { name: "French conversation circles open for the new term" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Levels, times and how to join" }).click();
    await expect(page).toHaveURL("/announcements/french-circles");
    await expect(page.getByRole("heading", { name: "Three levels" })).toBeVisible();
    // Group sessions exist (issue 12): the circles lead to booking a seat, no longer to the waitlist.
    await page.getByRole("link", { name: "Book a seat" }).first().click();
    await expect(page).toHaveURL("/book/groups");
    await expect(page.getByRole("heading", { name: "Group lessons", level: 1 })).toBeVisible();
    await expect(page.getByText(/seats left/).first()).toBeVisible();
  });

  test("a visitor joins the waitlist and confirms it from the e-mail", async ({
    page,
    navigate,
    request,
  }) => {
    const email = `Waiting.${Date.now()}@Example.test`;
    await navigate("/waitlist");
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page.getByText("Choose at least one interest")).toBeVisible();
    await page.getByRole("checkbox", { name: "Maths tutoring" }).check();
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page.getByText("Check your inbox")).toBeVisible();

    // The link from the e-mail, read from the outbox as an admin would.
    const login = await request.post("/api/auth/login", {
      data: { username: "admin", password: DEMO_PASSWORD },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const outbox = await request.get("/api/admin/outbox", {
      headers: { authorization: `Bearer ${access_token}` },
    });
    const { emails } = (await outbox.json()) as { emails: { to: string; text: string }[] };
    const sent = emails.find((e) => e.to === email.toLowerCase());
    const token = /\/waitlist\?token=([A-Za-z0-9_-]+)/.exec(sent?.text ?? "")?.[1];
    expect(token).toBeTruthy();

    await navigate(`/waitlist?token=${token}`);
    await expect(page.getByText("Your place is confirmed")).toBeVisible();
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`axe finds no serious or critical violation on any public page (${scheme})`, async ({
      page,
      navigate,
    }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      const failures: string[] = [];
      for (const address of PUBLIC_PAGES) {
        await test.step(address, async () => {
          await navigate(address);
          await page.waitForLoadState("networkidle");
          await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
          for (const line of await findSeriousViolations(page)) failures.push(`${address}: ${line}`);
        });
      }
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});
