import { expect, test, uniqueName } from "./fixtures";
import { answerCorrectly, getAnswerKey, giveAnswer, wrongAnswerFor } from "./learning-helpers";

/*
 * Issue 9's first hour: a brand-new student signs up, is taken through onboarding to a first lesson,
 * answers one wrong (and sees the step to try) and one right (and sees XP rise at once), completes
 * the lesson without hunting for a button, and lands on a dashboard whose "Continue" points on.
 */
test("a new student's first hour: sign-up, onboarding, a first lesson finished, and what's next", async ({
  page,
  request,
  navigate,
}) => {
  test.setTimeout(120_000);
  const username = uniqueName("first");
  await navigate("/auth/signup?type=student");
  await page.getByLabel("First name").fill("Nora");
  await page.getByLabel("Last name").fill("First");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("E-mail").fill(`${username}@example.test`);
  await page.getByLabel("Password").fill("a-long-secret-1");
  await page.getByRole("button", { name: "Create account" }).click();

  // Onboarding comes first.
  await expect(page).toHaveURL("/onboarding");
  await page.getByLabel("Age").fill("13");
  await page.getByLabel("Grade").fill("7");
  await page.getByRole("button", { name: "Mathematics" }).click();
  await page.getByLabel("Weekly study hours").fill("3");
  await page.getByRole("button", { name: "Start learning" }).click();

  // …and ends in the first lesson matched to the answers.
  await expect(page).toHaveURL(/\/student\/material\/\d+$/);
  const materialId = Number(new URL(page.url()).pathname.split("/").pop());
  const lesson = await getAnswerKey(request, materialId);
  await expect(page.getByRole("heading", { level: 1, name: lesson.title })).toBeVisible();
  // It says why it was chosen, and leads to the course map's earlier steps (issue 21).
  const why = page.getByTestId("why-this-lesson");
  await expect(why).toContainText("We chose it from your answers");
  await expect(why.getByRole("link", { name: "See every step in the course map" })).toBeVisible();
  const questions = lesson.practice.questions;
  expect(questions.length).toBeGreaterThan(0);

  // One wrong: the step to try is shown, not the answer (issue 21). Then right: XP shows at once.
  const form = page.getByTestId("practice-question").first();
  const first = questions[0]!;
  await giveAnswer(form, first, wrongAnswerFor(first));
  await form.getByRole("button", { name: "Check" }).click();
  await expect(form.getByTestId("feedback")).toContainText(/not quite/i);
  await expect(form.getByTestId("try-this-step")).toBeVisible();
  await expect(form.getByTestId("correct-answer")).toHaveCount(0);
  await form.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("lesson-xp")).toHaveText("0 XP");
  await answerCorrectly(form, first);
  await expect(form.getByTestId("xp-gain")).toHaveText("+10 XP");
  await expect(page.getByTestId("lesson-xp")).toHaveText("10 XP");

  // Finish the lesson: every question, every card; it completes by itself.
  for (const [index, question] of questions.entries()) {
    if (index > 0) await answerCorrectly(page.getByTestId("practice-question").nth(index), question);
  }
  const cards = lesson.deck_structure.length;
  if (cards > 1) {
    await page.getByRole("link", { name: "Go to the cards" }).click();
    const deck = page.getByTestId("deck");
    for (let i = 1; i < cards; i++) await deck.getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByTestId("material-completed")).toBeVisible();
  await expect(page.getByTestId("material-completed")).toContainText(/Lesson complete! \+\d+ XP/);

  // The dashboard welcomes them back and its Continue card points to the next lesson.
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL("/student/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Nora!" })).toBeVisible();
  const next = page.getByTestId("next-step");
  await expect(next).toHaveAttribute("data-kind", "next");
  const href = await next.getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/student\/material\/\d+$/);
  expect(href).not.toBe(`/student/material/${materialId}`);

  // The library leads in by subject and course, to the course map.
  await navigate("/student/library");
  await expect(page.getByRole("heading", { name: "Courses by subject" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mathematics", level: 3 })).toBeVisible();
  await page.getByRole("link", { name: "See the course map" }).click();
  await expect(page).toHaveURL("/student/lessons");
});
