import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { type DemoUsername, expect, test } from "./fixtures";
import { listMaterials, signInToken } from "./learning-helpers";

/*
 * Issue 20: no page breaks its Content-Security-Policy (no 'unsafe-inline' for styles, no eval).
 * Every page of the route table is opened as the role it is for (public pages signed out), with
 * real ids for its parameters; a dialog, a menu and a toast are opened once. Any
 * `securitypolicyviolation` event, or a console message about the policy, fails the test.
 */

interface SpecRoute {
  path: string;
  access: "public" | "signed-in" | "tutor" | "admin";
}

const here = path.dirname(fileURLToPath(import.meta.url));
const SPEC_ROUTES = (
  JSON.parse(fs.readFileSync(path.join(here, "../packages/contract/src/spec-routes.json"), "utf8")) as {
    routes: SpecRoute[];
  }
).routes;

const patternsFor = (access: SpecRoute["access"]) =>
  SPEC_ROUTES.filter((route) => route.access === access).map((route) => route.path);

/** Real ids for the patterns' parameters, read from the API as the demo accounts see them. */
async function readIds(request: APIRequestContext) {
  const [material] = await listMaterials(request);
  const course = (await (await request.get("/api/public/courses/geometry")).json()) as {
    units: { slug: string; materials: { id: number }[] }[];
  };
  const unit = course.units[0]!;
  const blog = (await (await request.get("/api/public/blog")).json()) as { posts: { slug: string }[] };
  const student = await signInToken(request, "student");
  const paths = (await (
    await request.get("/api/learning-paths", { headers: { Authorization: `Bearer ${student}` } })
  ).json()) as { paths: { id: number }[] };
  const tutor = await signInToken(request, "tutor");
  const tutees = (await (
    await request.get("/api/tutor/students", { headers: { Authorization: `Bearer ${tutor}` } })
  ).json()) as { students: { id: number }[] };
  return {
    courseId: "geometry",
    unitId: unit.slug,
    lessonId: String(unit.materials[0]!.id),
    materialId: String(material!.id),
    pathId: String(paths.paths[0]!.id),
    slug: blog.posts[0]!.slug,
    tuteeId: String(tutees.students[0]!.id),
  };
}

type Ids = Awaited<ReturnType<typeof readIds>>;

/** A pattern with its parameters filled in. */
function fill(pattern: string, ids: Ids): string {
  return pattern
    .replace(":courseId", ids.courseId)
    .replace(":unitId", ids.unitId)
    .replace(":lessonId", ids.lessonId)
    .replace(":slug", ids.slug)
    .replace(":weekNumber", "1")
    .replace(":engine/:cardId", "flashcards/1")
    .replace(/learning-paths\/:id/, `learning-paths/${ids.pathId}`)
    .replace(/tutor\/students\/:id/, `tutor/students/${ids.tuteeId}`)
    .replace(":id", ids.materialId)
    .replace("/*", "/mathematics");
}

/**
 * Collects every violation the page reports, across navigations: each document reports its
 * `securitypolicyviolation` events to the test, and Chromium's console lines about the policy
 * (an inline style or eval it refused) are kept too.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || "inline"}` +
          ` (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** Opens a page and waits until its content is in (no placeholder, no formula still loading). */
async function openPage(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(500);
  // Generous: a shared machine running other suites may take seconds to start the app.
  const loaded = { timeout: 30_000 };
  await expect(page.locator("main#main")).toBeVisible(loaded);
  await expect(page.locator(".animate-pulse")).toHaveCount(0, loaded);
  await expect(page.locator('[data-math-state="loading"]')).toHaveCount(0, loaded);
  // One more turn of the page's event loop: a violation's event is queued as a task.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Opens each page in turn (one step each, so a failure names its page); none may report a violation. */
async function walk(page: Page, violations: string[], urls: readonly string[]) {
  for (const url of urls) await test.step(url, () => openPage(page, url));
  expect(violations, `CSP violations on ${urls.length} pages`).toEqual([]);
}

/** Time for a walk: a shared machine may take several seconds a page. */
const walkTimeout = (pages: number) => 60_000 + pages * 8_000;

/** The signed-in pages, in two halves the two workers walk side by side. */
const signedInPages = patternsFor("signed-in");
const studentHalves = [
  signedInPages.slice(0, Math.ceil(signedInPages.length / 2)),
  signedInPages.slice(Math.ceil(signedInPages.length / 2)),
];

let ids: Ids;
test.beforeAll(async ({ request }) => {
  ids = await readIds(request);
});

test.describe("the Content-Security-Policy holds on every page", () => {
  test.describe.configure({ mode: "parallel" });

  test("the watch sees what the policy refuses: an injected style and a style attribute", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await openPage(page, "/about");
    await page.evaluate(() => {
      document.head.append(Object.assign(document.createElement("style"), { textContent: "p{color:red}" }));
      document.body.insertAdjacentHTML("beforeend", '<p style="color:red">styled</p>');
    });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    expect(violations.join("\n")).toMatch(/style-src-elem/);
    expect(violations.join("\n")).toMatch(/style-src-attr/);
  });

  test("every public page, signed out", async ({ page }) => {
    test.setTimeout(walkTimeout(patternsFor("public").length));
    const violations = await watchViolations(page);
    await walk(
      page,
      violations,
      patternsFor("public").map((pattern) => fill(pattern, ids)),
    );
    // The API reference, written by the server: its style element carries the answer's nonce.
    await page.goto("/api/docs");
    await expect(page.locator("header")).toHaveCSS("background-color", "rgb(49, 46, 129)");
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(violations).toEqual([]);
  });

  for (const [index, half] of studentHalves.entries()) {
    test(`the signed-in pages as the student, part ${index + 1}`, async ({ page, login }) => {
      test.setTimeout(walkTimeout(half.length));
      const violations = await watchViolations(page);
      await login("student");
      await walk(
        page,
        violations,
        half.map((pattern) => fill(pattern, ids)),
      );
    });
  }

  test("a dialog, a menu and a toast", async ({ page, login }) => {
    const violations = await watchViolations(page);
    await login("student");
    // Radix's dialog and menu lock scrolling with a <style> they inject (given the page's nonce);
    // the toast animates in.
    await openPage(page, "/student/progress");
    await page.getByRole("button", { name: "Profile menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Profile Settings" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Feedback" });
    await dialog.getByRole("textbox", { name: "Your feedback" }).fill("The policy holds.");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you for your feedback!", { exact: true })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(violations).toEqual([]);
  });

  const areas: [DemoUsername, string[]][] = [
    ["parent", ["/student/dashboard", "/student/settings?view=billing", "/student/schedule", "/profile"]],
    ["tutor", [...patternsFor("tutor"), "/tutor?view=messages", "/tutor?view=availability", "/profile"]],
    ["admin", [...patternsFor("admin"), "/profile"]],
  ];
  for (const [username, patterns] of areas) {
    test(`the ${username}'s pages`, async ({ page, login }) => {
      test.setTimeout(walkTimeout(patterns.length));
      const violations = await watchViolations(page);
      await login(username);
      await walk(
        page,
        violations,
        patterns.map((pattern) => fill(pattern, ids)),
      );
    });
  }
});
