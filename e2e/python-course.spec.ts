import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * Issue 25: the Python course in a real browser. Pyodide boots in a worker on this (slow, shared)
 * machine, and the server boots its own interpreter per check, so the waits are generous; nothing
 * here asserts a time.
 */

const BOOT = { timeout: 240_000 };
const WRONG = 'name = input()\nprint("Hi " + name)\n';
const RIGHT = 'name = input()\nprint("Hello, " + name)\n';

async function openWeekOne(page: Page) {
  await page.goto("/student/python-learning/week/1");
  await expect(page.getByRole("heading", { name: "Week 1: Variables and types" })).toBeVisible(BOOT);
  await expect(page.locator("html[data-python-ready=true]")).toBeAttached(BOOT);
}

async function replaceCode(page: Page, exercise: string, code: string) {
  const editor = page.getByTestId(`exercise-${exercise}`).locator(".cm-content");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(code);
}

test.describe("the Python course", () => {
  test.setTimeout(600_000);

  test("fail, take a hint, pass, earn XP, and find the code again in a new browser", async ({
    page,
    login,
    browser,
  }) => {
    await login("student");
    await page.goto("/student/python-learning/dashboard");
    const progress = page.getByTestId("python-progress");
    await expect(progress).toBeVisible(BOOT);
    const xpBefore = Number(/(\d+) XP earned/.exec((await progress.textContent()) ?? "")?.[1] ?? 0);

    await openWeekOne(page);
    const card = page.getByTestId("exercise-greet-by-name");
    await replaceCode(page, "greet-by-name", WRONG);
    await card.getByRole("button", { name: "Check" }).click();
    await expect(card.getByText("Not yet")).toBeVisible(BOOT);
    await expect(card.getByText("Hi Ada")).toBeVisible();

    await card.getByRole("button", { name: /^Hint/ }).click();
    await expect(card.getByTestId("hints")).toContainText("print");

    await replaceCode(page, "greet-by-name", RIGHT);
    await card.getByRole("button", { name: "Check" }).click();
    await expect(card.getByText("Passed!")).toBeVisible(BOOT);
    await expect(card.getByText(/You earned \d+ XP/)).toBeVisible();

    await page.goto("/student/python-learning/dashboard");
    await expect(progress).toBeVisible(BOOT);
    const xpAfter = Number(/(\d+) XP earned/.exec((await progress.textContent()) ?? "")?.[1] ?? 0);
    expect(xpAfter).toBeGreaterThan(xpBefore);

    // Another browser (no shared storage) signs in and finds the code on the server.
    const context = await browser.newContext();
    const other = await context.newPage();
    const response = await other.request.post("/api/auth/login", {
      data: { username: "student", password: "Demo-pass-1" },
    });
    const { user, access_token } = (await response.json()) as { user: unknown; access_token: string };
    await other.goto("/");
    await other.evaluate(
      ({ token, info }) => {
        localStorage.setItem("auth_token", token);
        localStorage.setItem("user_info", info);
      },
      { token: access_token, info: JSON.stringify(user) },
    );
    await other.goto("/student/python-learning/week/1");
    const restored = other.getByTestId("exercise-greet-by-name");
    await expect(restored.locator(".cm-content")).toContainText('print("Hello, " + name)', BOOT);
    await expect(restored.getByText("Passed", { exact: true })).toBeVisible();
    await context.close();
  });

  test("the Stop button stops an endless loop", async ({ page, login }) => {
    await login("student");
    await openWeekOne(page);
    const card = page.getByTestId("exercise-minutes-in-hours");
    await replaceCode(page, "minutes-in-hours", "n = 0\nwhile True:\n    n = n + 1\n");
    await card.getByRole("button", { name: "Run" }).click();
    const stop = card.getByRole("button", { name: "Stop" });
    await expect(stop).toBeEnabled();
    await stop.click();
    await expect(card.getByText(/KeyboardInterrupt.*The program was stopped/)).toBeVisible(BOOT);
    await expect(card.getByRole("button", { name: "Run" })).toBeEnabled();
    // The interpreter still works after the stop.
    await replaceCode(page, "minutes-in-hours", 'print("still here")\n');
    await card.getByRole("button", { name: "Run" }).click();
    await expect(card.getByTestId("python-output")).toContainText("still here", BOOT);
  });
});
