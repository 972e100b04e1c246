import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { findSeriousViolations, settle } from "./a11y-helpers";
import { expect, test } from "./fixtures";
import { listMaterials, studentToken } from "./learning-helpers";

/*
 * Issue 9: axe reports no serious or critical violation on any student page, in the light and the
 * dark colour scheme; dark screenshots of the dashboard and a material page go to the artefacts.
 * The scheme comes from the emulated system setting, which the app follows by default.
 */

const STUDENT_AREAS = new Set(["student-portal", "learning", "assignments"]);
const here = path.dirname(fileURLToPath(import.meta.url));

interface SpecRoute {
  path: string;
  access: string;
  area: string;
}

function readSpecRoutes(): SpecRoute[] {
  const file = path.join(here, "../packages/contract/src/spec-routes.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { routes: SpecRoute[] }).routes;
}

/** The student pages of the route table: the student areas, behind sign-in. */
function studentPagePatterns(): string[] {
  return readSpecRoutes()
    .filter((r) => STUDENT_AREAS.has(r.area) && r.access === "signed-in")
    .map((r) => r.path);
}

/** The public pages of the route table without parameters (student demos aside). */
function publicPagePaths(): string[] {
  return readSpecRoutes()
    .filter((r) => r.access === "public" && !/[:*]/.test(r.path) && !r.path.startsWith("/student/"))
    .map((r) => r.path);
}

/** Real ids for the patterns' parameters: a material of the catalogue and a learning path. */
async function readParameterIds(request: APIRequestContext) {
  const [material] = await listMaterials(request);
  expect(material, "a material in the catalogue").toBeTruthy();
  const token = await studentToken(request);
  const response = await request.get("/api/learning-paths", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { paths } = (await response.json()) as { paths: { id: number }[] };
  expect(paths.length, "a learning path").toBeGreaterThan(0);
  return { materialId: material!.id, pathId: paths[0]!.id };
}

function fillPattern(pattern: string, ids: { materialId: number; pathId: number }): string {
  return pattern.replace(/:id/, String(pattern.includes("learning-paths") ? ids.pathId : ids.materialId));
}

/** A full-page screenshot saved with the test's artefacts and attached to its report. */
async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`student pages in the ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme, reducedMotion: "reduce" });

    test(`axe finds no serious or critical violation (${scheme})`, async ({
      page,
      request,
      login,
      navigate,
    }, testInfo) => {
      test.setTimeout(240_000);
      const ids = await readParameterIds(request);
      const pages = studentPagePatterns().map((pattern) => fillPattern(pattern, ids));
      expect(pages).toContain("/student/dashboard");
      await login("student");

      const failures: string[] = [];
      for (const address of pages) {
        await test.step(address, async () => {
          await navigate(address);
          await settle(page);
          await expect(page.locator("html")).toHaveAttribute("data-color-scheme", scheme);
          for (const line of await findSeriousViolations(page)) failures.push(`${address}: ${line}`);
          if (scheme === "dark" && address === "/student/dashboard") {
            await saveScreenshot(page, testInfo, "dashboard-dark");
          }
          if (scheme === "dark" && address === `/student/material/${ids.materialId}`) {
            await saveScreenshot(page, testInfo, "material-dark");
          }
        });
      }
      expect(failures, failures.join("\n")).toEqual([]);
    });
  });
}

test("axe finds no serious or critical violation on the public pages in the dark scheme", async ({
  page,
}) => {
  // The light scheme of these pages is what every other journey sees; dark is new with issue 9.
  // Every public page is built now (the demos of issues 23 to 27 among them): a longer walk.
  test.setTimeout(480_000);
  await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  const pages = [
    ...publicPagePaths(),
    "/courses/algebra",
    "/material/1",
    "/auth/signin",
    "/auth/signup",
    "/no-such-page",
  ];
  const failures: string[] = [];
  for (const address of pages) {
    await test.step(address, async () => {
      await page.goto(address);
      await expect(page.locator("#root > *").first()).toBeVisible();
      await settle(page);
      await expect(page.locator("html")).toHaveAttribute("data-color-scheme", "dark");
      for (const line of await findSeriousViolations(page)) failures.push(`${address}: ${line}`);
    });
  }
  expect(failures, failures.join("\n")).toEqual([]);
});

test("the dark mode toggle switches the scheme and is remembered over a reload", async ({
  page,
  login,
  navigate,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await login("student");
  await navigate("/student/dashboard");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-color-scheme", "light");
  const toggle = page.getByRole("banner").getByRole("button", { name: "Dark mode" });
  await toggle.click();
  await expect(html).toHaveAttribute("data-color-scheme", "dark");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(html).toHaveAttribute("data-color-scheme", "dark");

  // The public header has the same switch.
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Dark mode" }).click();
  await expect(html).toHaveAttribute("data-color-scheme", "light");
});

// Every page is built now: a placeholder's way home is held by coming-soon.test.tsx.
test("the top bar's search shows a focus outline", async ({ page, login, navigate }) => {
  await login("student");
  await navigate("/student/games");
  const search = page.getByRole("combobox", { name: /search/i });
  await search.focus();
  const outline = await search.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
});
