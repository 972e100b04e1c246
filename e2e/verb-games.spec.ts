import { expect, registerThroughApi, test } from "./fixtures";
import { readPoints } from "./learning-helpers";

/* Issue 23, decision 063: a French verb round where an accent slip earns partial credit and XP rises; at phone width. */

test("a French verb round at phone width: an accent slip is partly right, and XP rises", async ({
  page,
  request,
  login,
  navigate,
}) => {
  // The machine is shared: a fresh account, a build of pages and the French data's first load take a while.
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  const learner = await registerThroughApi(request);
  await login(learner.username, learner.password);
  await navigate("/student/french-verb-game");
  await expect(page.getByTestId("rewards-points")).toBeVisible();
  const before = await readPoints(page);

  const setup = page.getByTestId("verb-setup-guided");
  await expect(setup).toBeVisible();
  await setup.getByLabel("My own list").check();
  await setup.getByLabel("Verbs, separated by commas").fill("être");
  await setup.getByLabel("présent", { exact: true }).uncheck();
  await setup.getByLabel("imparfait", { exact: true }).check();
  for (const pronoun of ["tu", "il", "elle", "nous", "vous", "ils", "elles"])
    await setup.getByLabel(pronoun, { exact: true }).uncheck();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await setup.getByRole("button", { name: "Start the round" }).click();

  const drill = page.getByTestId("verb-drill");
  await expect(drill.getByTestId("game-prompt")).toContainText("être");
  await expect(drill.getByTestId("game-prompt")).toContainText("je ___");
  // "étais" typed with the accent bar's é missing: right, with partial credit.
  await drill.getByLabel("Your answer").fill("etais");
  await drill.getByRole("button", { name: "Check" }).click();
  const feedback = page.getByTestId("game-feedback");
  await expect(feedback).toHaveAttribute("data-correct", "true");
  await expect(feedback).toContainText("Almost! Partly right");
  await expect(feedback).toContainText("watch the accent");
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await feedback.getByRole("button", { name: "See results" }).click();

  const summary = page.getByTestId("game-summary");
  await expect(summary).toBeVisible();
  await expect(summary.getByTestId("game-xp")).toHaveText(/^\+\d+$/);
  await expect.poll(() => readPoints(page)).toBeGreaterThan(before);
});

test("the accent bar types where the cursor is, on the Spanish game too", async ({
  page,
  request,
  login,
  navigate,
}) => {
  test.slow();
  const learner = await registerThroughApi(request);
  await login(learner.username, learner.password);
  await navigate("/student/spanish-verb-game");
  const setup = page.getByTestId("verb-setup-guided");
  await setup.getByRole("button", { name: "Start the round" }).click();
  const drill = page.getByTestId("verb-drill");
  await expect(drill.getByTestId("game-prompt")).toContainText("presente");
  await drill.getByLabel("Your answer").fill("habl");
  await drill.getByRole("button", { name: "Type á" }).click();
  await expect(drill.getByLabel("Your answer")).toHaveValue("hablá");
});
