import { findSeriousViolations, settle } from "./a11y-helpers";
import { type DemoUsername, expect, test } from "./fixtures";

/*
 * Issue 21: axe finds no serious or critical violation for any role (visitor, student, parent,
 * tutor, admin) in either colour scheme. Every student page is checked in a11y-themes.spec.ts and
 * every public page in the dark scheme there; here a sample of each role's own pages, chosen for
 * what differs (the parent's child switcher, booking's tutor cards, the formula fallback, the
 * tutor's and admin's areas), keeps the run short.
 */

const PAGES: Record<"visitor" | DemoUsername, string[]> = {
  visitor: ["/", "/pricing", "/book", "/book/mathematics", "/test-latex-fix"],
  student: ["/student/dashboard", "/student/homework"],
  parent: [
    "/student/dashboard",
    "/student/homework",
    "/student/progress",
    "/student/settings?view=family",
    "/student/settings?view=billing",
    "/book/mathematics",
  ],
  tutor: ["/tutor", "/tutor?view=availability", "/tutor/students"],
  admin: ["/admin", "/admin/payments", "/admin/tutors", "/admin/calendar"],
};

for (const [role, pages] of Object.entries(PAGES) as [keyof typeof PAGES, string[]][]) {
  test(`axe finds no serious violation on the ${role}'s pages, light and dark`, async ({ page, login }) => {
    test.setTimeout(180_000);
    if (role !== "visitor") await login(role);
    const failures: string[] = [];
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      for (const address of pages) {
        await test.step(`${scheme} ${address}`, async () => {
          await page.goto(address);
          await expect(page.locator("#root > *").first()).toBeVisible();
          await settle(page);
          await expect(page.locator("html")).toHaveAttribute("data-color-scheme", scheme);
          for (const line of await findSeriousViolations(page))
            failures.push(`${scheme} ${address}: ${line}`);
        });
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
}
