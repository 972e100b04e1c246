import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * Issue 9: the demo student's numbers agree across dashboard, progress, leaderboard and review,
 * because the demo history was made by studying through the real services.
 */

const toNumber = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

async function myLeaderboardPoints(page: Page, period: "week" | "all"): Promise<number> {
  const row = page.locator('li[aria-current="true"]').first();
  await expect(row).toBeVisible();
  const ranking = page.getByRole("list", {
    name: period === "week" ? "Ranking this week" : "Ranking of all time",
  });
  await expect(ranking).toBeVisible();
  // The row ends with the points: "168 pts".
  return toNumber(await row.locator("span.font-semibold").last().textContent());
}

test("the demo student's numbers tell one story on every page", async ({ page, login, navigate }) => {
  test.setTimeout(90_000);
  await login("student");
  // Other journeys may earn XP for the demo student meanwhile: read the pages until they agree.
  await expect(async () => {
    await navigate("/student/dashboard");
    const weekXp = toNumber(await page.getByTestId("week-xp").textContent());
    await expect(page.getByTestId("rewards-points")).toBeVisible();
    const total = toNumber(await page.getByTestId("rewards-points").textContent());
    expect(total).toBeGreaterThan(0);
    await expect(page.getByTestId("week-xp")).toContainText("this week (since Monday)");

    await navigate("/student/rewards/leaderboard");
    expect(await myLeaderboardPoints(page, "week")).toBe(weekXp);
    await navigate("/student/rewards/leaderboard?period=all");
    expect(await myLeaderboardPoints(page, "all")).toBe(total);
  }).toPass({ timeout: 60_000 });

  await navigate("/student/progress");
  const answered = page.locator("dt", { hasText: "Answers given" }).locator("xpath=following-sibling::dd[1]");
  expect(toNumber(await answered.textContent())).toBeGreaterThan(0);
  const completed = page.locator("dt", { hasText: /^Completed$/ }).locator("xpath=following-sibling::dd[1]");
  expect(toNumber(await completed.textContent())).toBeGreaterThan(0);

  await navigate("/student/review");
  await expect(page.getByText(/due now|in your review deck/).first()).toBeVisible();
});
