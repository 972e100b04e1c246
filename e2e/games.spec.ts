import type { APIRequestContext, Page } from "@playwright/test";
import { expect, registerThroughApi, test } from "./fixtures";
import { readPoints } from "./learning-helpers";

/* Issue 23: the games hub, a game played to the end for XP, and the games pages at phone width. */

interface Card {
  id: string;
  engine: string;
  subject: string;
  item_count: number;
}

async function freshStudent(request: APIRequestContext, login: (u: string, p: string) => Promise<void>) {
  const learner = await registerThroughApi(request);
  await login(learner.username, learner.password);
  const signIn = await request.post("/api/auth/login", {
    data: { username: learner.username, password: learner.password },
  });
  return ((await signIn.json()) as { access_token: string }).access_token;
}

async function gameCards(request: APIRequestContext, token: string): Promise<Card[]> {
  const res = await request.get("/api/student/games-data", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { cards: Card[] }).cards;
}

async function swipeToTheEnd(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    await expect(page.getByTestId("game-position")).toHaveText(`${i + 1} of ${count}`);
    await page.keyboard.press("ArrowRight");
    const feedback = page.getByTestId("game-feedback");
    await expect(feedback).toBeVisible();
    await feedback.getByRole("button").click();
  }
}

test("a swipe deck played to the end: feedback on each card, a summary, and XP rising in the widget", async ({
  page,
  request,
  login,
  navigate,
}) => {
  // The machine is shared: a fresh account, a build of pages and several games take a while.
  test.slow();
  const token = await freshStudent(request, login);
  const card = (await gameCards(request, token)).find((c) => c.engine === "swipe-deck");
  expect(card, "a material with true/false questions").toBeDefined();
  await navigate(`/student/play/swipe-deck/${card!.id}`);
  await expect(page.getByTestId("rewards-points")).toBeVisible();
  const before = await readPoints(page);
  await expect(page.getByTestId("swipe-deck")).toBeVisible();
  await swipeToTheEnd(page, card!.item_count);
  const summary = page.getByTestId("game-summary");
  await expect(summary).toBeVisible();
  await expect(summary.getByTestId("game-xp")).toHaveText(/^\+\d+$/);
  await expect.poll(() => readPoints(page)).toBeGreaterThan(before);
});

test("the hub filters by subject, keeps favourites on the server, and names unknown games", async ({
  page,
  request,
  login,
  navigate,
}) => {
  // The machine is shared: a fresh account, a build of pages and several games take a while.
  test.slow();
  const token = await freshStudent(request, login);
  const all = await gameCards(request, token);
  const french = all.filter((c) => c.subject === "French");
  expect(french.length).toBeGreaterThan(0);
  await navigate("/student/games");
  await expect(page.getByTestId("games-count")).toHaveText(`${all.length} of ${all.length} games`);
  await page.getByLabel("Subject", { exact: true }).selectOption("French");
  await expect(page.getByTestId("games-count")).toHaveText(`${french.length} of ${all.length} games`);

  const first = page.getByTestId("game-card").first();
  const cardId = await first.getAttribute("data-card-id");
  await first.getByRole("button", { name: /add .* to favourites/i }).click();
  await expect(first.getByRole("button", { name: /remove .* from favourites/i })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.reload();
  await page.getByLabel("Favourites only", { exact: true }).check();
  await expect(page.getByTestId("game-card")).toHaveCount(1);
  await expect(page.getByTestId("game-card")).toHaveAttribute("data-card-id", cardId!);

  await navigate("/student/play/pinball/pinball-1");
  await expect(page.getByTestId("game-not-found")).toBeVisible();
  await navigate("/student/play/swipe-deck/swipe-deck-999999");
  await expect(page.getByTestId("game-not-found")).toBeVisible();
});

test("the games pages fit a phone, and the public swipe deck demo plays by keyboard", async ({
  page,
  request,
  login,
  navigate,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  await navigate("/test-swipe-deck");
  await swipeToTheEnd(page, 5);
  await expect(page.getByTestId("demo-summary")).toContainText("of 5 right");

  const token = await freshStudent(request, login);
  const cards = await gameCards(request, token);
  const order = cards.find((c) => c.engine === "order-the-steps");
  const paths = [
    "/student/games",
    "/student/gamification-test",
    `/student/play/order-the-steps/${order!.id}`,
  ];
  for (const path of paths) {
    await navigate(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  // Order the steps by keyboard: Alt+↓ moves the focused step.
  const steps = page.getByTestId("order-step");
  const stepText = async (n: number) => ((await steps.nth(n).textContent()) ?? "").replace(/^\d+\./, "");
  const firstText = await stepText(0);
  await steps.first().getByRole("button", { name: "Move step 1 down" }).focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expect.poll(() => stepText(1)).toBe(firstText);
  await page.getByRole("button", { name: "Check the order" }).click();
  await expect(page.getByTestId("game-feedback")).toBeVisible();
});

test("the gamification test reacts to a simulated set without saving it", async ({
  page,
  login,
  navigate,
}) => {
  await login("student");
  await navigate("/student/gamification-test");
  await page.getByRole("button", { name: "Play this set" }).click();
  await expect(page.getByTestId("sim-xp")).not.toHaveText("0");
  await expect(page.getByTestId("sim-streak")).toHaveText("1 days");
});
