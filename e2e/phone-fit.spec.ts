import type { Page } from "@playwright/test";
import { type DemoUsername, expect, test } from "./fixtures";

/*
 * Every signed-in area on a phone (360 px): nothing on the main pages is wider than the screen, so
 * nothing is cut off or needs sideways scrolling. A phone widens its layout viewport to fit wide
 * content, so the page is measured against the device's screen (as the public site's test does).
 */
const PAGES: Record<DemoUsername, string[]> = {
  student: [
    "/student/dashboard",
    "/student/homework",
    "/student/schedule",
    "/student/messages",
    "/student/progress",
    "/student/library",
    "/student/leaderboard",
    "/student/settings?view=billing",
  ],
  parent: ["/student/dashboard", "/student/settings?view=billing", "/student/schedule"],
  tutor: ["/tutor", "/tutor/students", "/tutor?view=messages", "/tutor?view=availability"],
  admin: [
    "/admin",
    "/admin/clients",
    "/admin/students",
    "/admin/payments",
    "/admin/calendar",
    "/admin/content",
  ],
};

/** How much wider than the screen the page is, with the widest culprits, once its content is in. */
async function overflowOf(page: Page): Promise<{ extra: number; culprits: string[] }> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // Loaded when no placeholder is left (the messages pages keep a live stream open, so the
  // network is never idle there).
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  return page.evaluate(() => {
    const screenWidth = window.screen.width;
    const culprits = [...document.querySelectorAll("main *")]
      .filter((el) => el.getBoundingClientRect().right > screenWidth + 1)
      .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > screenWidth + 1))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`);
    return { extra: document.documentElement.scrollWidth - screenWidth, culprits };
  });
}

test.describe("the signed-in areas on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const [username, paths] of Object.entries(PAGES) as [DemoUsername, string[]][]) {
    test(`the ${username}'s main pages fit a 360 px screen`, async ({ page, login, navigate }) => {
      test.slow();
      await login(username);
      for (const path of paths) {
        await navigate(path);
        const { extra, culprits } = await overflowOf(page);
        expect(
          extra,
          `${path} is ${extra} px wider than the screen: ${culprits.join(", ")}`,
        ).toBeLessThanOrEqual(0);
      }
    });
  }
});
