import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * Decision 072 (issue 21, the lesson page's first paint): the HTML of a lesson page carries the
 * lesson, painted before any of the app's code runs, and the app's page takes its place without a
 * jump. The app's entry script is held back to look at the server's page alone, then let go.
 * Read-only: any lesson will do, so the demo curriculum's first is used.
 */

async function firstLesson(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const response = await request.get("/api/public/modules");
  const { modules } = (await response.json()) as {
    modules: { materials: { id: number; title: string }[] }[];
  };
  const lesson = modules.flatMap((m) => m.materials)[0];
  if (!lesson) throw new Error("The demo curriculum has no lesson");
  return lesson;
}

/** Holds the app's entry script until `release` is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

type Box = { x: number; y: number; width: number; height: number };
async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box;
}

function expectSamePlace(server: Box, app: Box, what: string) {
  for (const side of ["x", "y", "width"] as const)
    expect(
      Math.abs(server[side] - app[side]),
      `${what}: ${side} ${server[side]} then ${app[side]}`,
    ).toBeLessThanOrEqual(1);
}

for (const screen of [
  // A lesson closes the sidebar on a laptop, even for a student who keeps it open elsewhere.
  { name: "a laptop", width: 1280, height: 720, scheme: "light" as const, sidebarSavedOpen: true },
  {
    name: "a phone in the dark scheme",
    width: 390,
    height: 844,
    scheme: "dark" as const,
    sidebarSavedOpen: false,
  },
]) {
  test(`on ${screen.name}, the server paints the lesson and the app's page takes its place without a jump`, async ({
    page,
    login,
    request,
  }) => {
    const lesson = await firstLesson(request);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.emulateMedia({ colorScheme: screen.scheme });
    await login("student");
    if (screen.sidebarSavedOpen)
      await page.context().addCookies([{ name: "sidebar:state", value: "true", url: page.url() }]);
    const release = await holdApp(page);
    await page.goto(`/student/material/${lesson.id}`, { waitUntil: "commit" });

    const prepaint = page.locator("#prepaint");
    await expect(prepaint.getByRole("heading", { level: 1, includeHidden: true })).toHaveText(lesson.title);
    await expect(prepaint).toHaveAttribute("aria-hidden", "true");
    await expect(prepaint).toHaveAttribute("inert", "");
    // Before any of the app's code: the scheme the app will use, from the script the page loads first.
    await expect(page.locator("html")).toHaveAttribute("data-color-scheme", screen.scheme);
    await expect(page.locator("main#main")).toHaveCount(0);
    const title = await boxOf(page, "#prepaint h1");
    const text = await boxOf(page, "#prepaint .math-markdown > p");
    const search = await boxOf(page, "#prepaint .rounded-full.border");
    const background = await prepaint
      .locator(".student-shell")
      .evaluate((el) => getComputedStyle(el).backgroundColor);

    release();
    await expect(page.getByRole("heading", { level: 1, name: lesson.title })).toBeVisible();
    await expect(prepaint).toHaveCount(0);
    expectSamePlace(title, await boxOf(page, "main h1"), "the title");
    expectSamePlace(text, await boxOf(page, "main .math-markdown > p"), "the lesson's first paragraph");
    expectSamePlace(search, await boxOf(page, "header input[type=search]"), "the search box");
    if (screen.sidebarSavedOpen)
      await expect(page.getByTestId("student-sidebar")).toHaveAttribute("data-state", "collapsed");
    const appBackground = await page
      .getByTestId("student-shell")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(appBackground).toBe(background);
  });
}

test("a visitor who is not signed in gets the sign-in page, with nothing of the server's page left over it", async ({
  page,
  request,
}) => {
  const lesson = await firstLesson(request);
  await page.goto(`/student/material/${lesson.id}`);
  await expect(page).toHaveURL(/\/auth\/signin/);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect(page.locator("#prepaint")).toHaveCount(0);
});
