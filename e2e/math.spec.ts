import { expect, test } from "./fixtures";

/*
 * Issue 26, interactive math: a construction judged by the server, a graph with a slider, a point
 * moved by keyboard alone with its spoken description, and a geometry question an admin authors
 * and a student answers.
 */

test("a student constructs the perpendicular bisector of AB and the server judges it correct", async ({
  page,
  login,
  navigate,
}) => {
  await login("student");
  await navigate("/test/math-games/geometry-construction");
  await page.getByRole("button", { name: "Perpendicular bisector" }).click();
  await page.getByRole("button", { name: /^Point A at/ }).press("Enter");
  await expect(page.getByTestId("board-live")).toContainText("A picked");
  await page.getByRole("button", { name: /^Point B at/ }).press("Enter");
  await expect(page.getByTestId("board-live")).toContainText("Added line");
  await page.getByRole("button", { name: "Check my construction" }).click();
  await expect(page.getByTestId("challenge-verdict")).toContainText("Correct!");
  await expect(page.getByTestId("challenge-verdict")).toContainText("checked by the server");
});

test("a function is graphed, and a slider moves it", async ({ page, navigate }) => {
  await navigate("/test/math-games/function-graphing");
  const summary = page.getByTestId("graph-summary");
  await expect(summary).toContainText("y-intercept −2");
  await page.getByLabel(/^b = /).fill("1");
  await expect(summary).toContainText("y-intercept 1");
  await page.getByLabel("f2(x) =").fill("x^3 - 3x");
  await expect(summary).toContainText("maximum at (−1, 2)");
});

test("a point moved with the keyboard alone is described aloud as it moves", async ({ page, navigate }) => {
  await navigate("/test/math-games/coordinate-geometry");
  const pointA = page.getByRole("button", { name: /^Point A at/ });
  await expect(pointA).toHaveAttribute("aria-roledescription", "movable point");
  await pointA.focus();
  await page.keyboard.press("ArrowRight");
  const live = page.getByTestId("coordinate-live");
  await expect(live).toContainText("Point A at (−1, −1)");
  await expect(live).toContainText("segment AB, length");
  await page.keyboard.press("Shift+ArrowUp");
  await expect(live).toContainText("Point A at (−1, −0.9)");
  await expect(page.getByRole("button", { name: "Point A at (−1, −0.9)" })).toBeFocused();
});

test("an admin authors a geometry question that a student then answers", async ({
  page,
  login,
  navigate,
  browser,
}) => {
  // Two people's pages in one journey: given the time of two.
  test.slow();
  const questionId = `geo${Date.now().toString(36)}`;
  await login("admin");
  await navigate("/admin/geometry-authoring");
  await page.getByRole("textbox", { name: "Question id" }).fill(questionId);
  await page
    .getByRole("textbox", { name: "Hint", exact: true })
    .fill("Every point of it is as far from A as from B.");
  const preview = page.getByTestId("construction-board").nth(1);
  await preview.getByRole("button", { name: "Perpendicular bisector" }).click();
  await preview.getByRole("button", { name: /^Point A at/ }).press("Enter");
  await preview.getByRole("button", { name: /^Point B at/ }).press("Enter");
  await expect(page.getByTestId("preview-verdict")).toHaveText("This construction passes.");
  await page.getByRole("button", { name: "Use as the correct answer" }).click();
  await preview.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("preview-verdict")).toHaveText("This construction fails.");
  await page.getByRole("button", { name: "Record as an incorrect answer" }).click();
  await expect(page.getByTestId("proofs")).toContainText("A correct construction passes");
  await expect(page.getByTestId("proofs")).toContainText("An incorrect construction fails");
  const option = page.locator("option", { hasText: "Naming and measuring angles" }).first();
  const lessonId = Number(await option.getAttribute("value"));
  await page.getByRole("combobox", { name: "Lesson" }).selectOption(String(lessonId));
  await page.getByRole("button", { name: "Save the question" }).click();
  await expect(page.getByText(`as question ${questionId}`)).toBeVisible();

  const context = await browser.newContext();
  const student = await context.newPage();
  const origin = new URL(page.url()).origin;
  const response = await student.request.post(`${origin}/api/auth/login`, {
    data: { username: "student", password: "Demo-pass-1" },
  });
  const { user, access_token } = (await response.json()) as { user: unknown; access_token: string };
  await student.goto(`${origin}/`);
  await student.evaluate(
    ({ token, info }) => {
      localStorage.setItem("auth_token", token);
      localStorage.setItem("user_info", info);
    },
    { token: access_token, info: JSON.stringify(user) },
  );
  await student.goto(`${origin}/student/material/${lessonId}`);
  const card = student.locator(`#practice-question-${questionId}`);
  await card.scrollIntoViewIfNeeded();
  await card.getByRole("button", { name: "Perpendicular bisector" }).click();
  await card.getByRole("button", { name: /^Point A at/ }).press("Enter");
  await card.getByRole("button", { name: /^Point B at/ }).press("Enter");
  await card.getByRole("button", { name: "Check" }).click();
  await expect(card.getByTestId("feedback")).toContainText(/correct/i);
  await context.close();
});
