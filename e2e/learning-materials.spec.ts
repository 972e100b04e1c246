import { expect, registerThroughApi, signInThroughForm, test } from "./fixtures";
import {
  answerCorrectly,
  getAnswerKey,
  getTemplate,
  giveAnswer,
  pickMaterial,
  readPoints,
  studentToken,
  type Template,
  wrongAnswerFor,
} from "./learning-helpers";

/*
 * Learning pages against the real server and the demo curriculum: materials (practice, hints,
 * deck, completion with XP), the deck-first layout, practice and review sessions, the public
 * preview and the math test pages. Each test uses its own material, so the two workers never
 * share one; the demo student's XP only ever grows, so XP is compared as "more than before".
 */

test.describe("learning materials", () => {
  test("practice with a wrong answer, the hint and the right answer; then every card, every question, and completion with XP", async ({
    page,
    login,
    navigate,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await studentToken(request);
    const material = await pickMaterial(request, token, 0);
    const questions = material.practice.questions;
    const studentCopy = await getTemplate(request, token, material.id);
    expect(JSON.stringify(studentCopy.practice)).not.toMatch(/correctAnswer|acceptableAnswers|explanation/);

    await login("student");
    await navigate(`/student/material/${material.id}`);
    await expect(page.getByRole("heading", { level: 1, name: material.title })).toBeVisible();
    await expect(page.getByTestId("material-step")).toHaveText(
      `Step ${material.step_number} of ${material.total_steps}`,
    );
    await expect(page.getByTestId("rewards-points")).toBeVisible();
    const pointsBefore = await readPoints(page);
    const panel = page.getByTestId("progress-panel");
    await expect(panel.getByTestId("questions-answered")).toHaveText(`0 / ${questions.length}`);

    // A wrong answer: feedback, no explanation; then the hint; then the right answer.
    const first = questions[0]!;
    const form = page.getByTestId("practice-question").first();
    await giveAnswer(form, first, wrongAnswerFor(first));
    await form.getByLabel("Your answer").press("Enter");
    await expect(form.getByTestId("feedback")).toContainText(/not quite/i);
    // A first miss shows the step to try, not the answer (issue 21), and what to do next.
    await expect(form.getByTestId("try-this-step")).toContainText("Try this step");
    await expect(form.getByTestId("correct-answer")).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Show the answer" })).toBeVisible();
    await expect(panel.getByTestId("questions-answered")).toHaveText(`1 / ${questions.length}`);
    await expect(panel.getByTestId("accuracy")).toHaveText("0%");
    // "Try a similar one" leads to a fresh question of the lesson.
    await form.getByRole("button", { name: "Try a similar one" }).click();
    await expect(page.locator("li[data-fresh]")).toHaveCount(1);
    await expect(page.locator("li[data-fresh]")).not.toHaveAttribute("id", `practice-question-${first.id}`);
    await answerCorrectly(form, first);
    await expect(form.getByRole("button", { name: "Check" })).toBeDisabled();
    await expect(panel.getByTestId("accuracy")).toHaveText("50%");
    await expect(panel.getByTestId("mastery-badge")).toHaveText("In Progress");

    // A right answer shows its XP at once, in the lesson's tally.
    await expect(form.getByTestId("xp-gain")).toHaveText("+10 XP");
    await expect(page.getByTestId("lesson-xp")).toHaveText("10 XP");
    // What is left is listed, each item leading to its part of the page; there is no button to hunt for.
    await expect(page.getByRole("link", { name: "Go to the cards" })).toHaveAttribute(
      "href",
      "#lesson-cards",
    );
    await expect(page.getByRole("link", { name: "Go to the questions" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Complete material" })).toHaveCount(0);

    for (const [index, question] of questions.entries()) {
      if (index === 0) continue;
      await answerCorrectly(page.getByTestId("practice-question").nth(index), question);
    }
    await expect(panel.getByTestId("questions-answered")).toHaveText(
      `${questions.length} / ${questions.length}`,
    );

    const deck = page.getByTestId("deck");
    const cards = material.deck_structure.length;
    for (let i = 1; i < cards; i++) {
      await deck.getByRole("button", { name: "Next" }).click();
      await expect(deck.getByTestId("deck-position")).toHaveText(`Card ${i + 1} of ${cards}`);
    }
    await expect(panel.getByTestId("cards-seen")).toHaveText(`${cards} / ${cards}`);

    // The last requirement met, the lesson completes by itself and points to the next step.
    await expect(page.getByText(/^Material complete! \+\d+ XP$/)).toBeVisible();
    await expect(page.getByTestId("material-completed")).toBeVisible();
    await expect(page.getByTestId("next-step-link")).toBeVisible();
    await expect(panel.getByTestId("mastery-badge")).not.toHaveText("In Progress");
    // The shell's wallet follows without a reload.
    await expect.poll(() => readPoints(page)).toBeGreaterThan(pointsBefore);

    const progress = await request.get(`/api/material-progress/${material.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await progress.json()).toMatchObject({ is_completed: true, hints_used: 1 });
  });

  test("material-v2: the deck is finished with the arrow keys, then the practice follows", async ({
    page,
    login,
    navigate,
    request,
  }) => {
    const token = await studentToken(request);
    const material = await pickMaterial(request, token, 1);
    const cards = material.deck_structure.length;
    await login("student");
    await navigate(`/student/material-v2/${material.id}`);
    const deck = page.getByTestId("deck");
    await expect(deck.getByTestId("deck-position")).toHaveText(`Card 1 of ${cards}`);
    await expect(page.getByRole("heading", { name: material.deck_structure[0]!.title })).toBeVisible();
    for (let i = 1; i < cards; i++) {
      await page.keyboard.press("ArrowRight");
      await expect(deck.getByTestId("deck-position")).toHaveText(`Card ${i + 1} of ${cards}`);
    }
    await page.keyboard.press("ArrowLeft");
    await expect(deck.getByTestId("deck-position")).toHaveText(`Card ${cards - 1} of ${cards}`);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("heading", { name: "Practice" })).toBeVisible();
    await expect(page.getByTestId("practice-question")).toHaveCount(material.practice.questions.length);
    await expect(page.getByTestId("cards-seen")).toHaveText(`${cards} / ${cards}`);

    await expect
      .poll(async () => {
        const response = await request.get(`/api/material-progress/${material.id}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { cards_seen: number[] }).cards_seen.length;
      })
      .toBe(cards);
  });

  test("a practice session, then review: all caught up with the next due time, and a review session ahead of time", async ({
    page,
    navigate,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // A learner of their own: the demo student has reviews due from their history.
    const learner = await registerThroughApi(request);
    const signIn = await request.post("/api/auth/login", {
      data: { username: learner.username, password: learner.password },
    });
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const material = await pickMaterial(request, token, 2);
    const questions = material.practice.questions;
    await navigate("/auth/signin");
    await signInThroughForm(page, learner.username, learner.password);
    await expect(page).not.toHaveURL(/\/auth\/signin/);
    await navigate(`/student/practice/${material.id}`);
    await expect(page.getByRole("heading", { name: `Practice: ${material.title}` })).toBeVisible();
    await expect(page.getByTestId("rewards-points")).toBeVisible();
    const pointsBefore = await readPoints(page);

    const item = page.getByTestId("session-item");
    const itemCount = await page
      .getByTestId("session-position")
      .textContent()
      .then((t) => Number(/of (\d+)/.exec(t ?? "")?.[1]));
    expect(itemCount).toBeGreaterThanOrEqual(questions.length);
    const templates = new Map<number, Template>([[material.id, material]]);
    for (let i = 0; i < itemCount; i++) {
      await expect(page.getByTestId("session-position")).toHaveText(`Question ${i + 1} of ${itemCount}`);
      const materialId = Number(await item.getAttribute("data-material-id"));
      if (!templates.has(materialId)) templates.set(materialId, await getAnswerKey(request, materialId));
      const form = item.getByTestId("practice-question");
      const questionId = await form.getAttribute("data-question-id");
      const question = templates.get(materialId)!.practice.questions.find((q) => q.id === questionId)!;
      if (i === 0) {
        await giveAnswer(form, question, wrongAnswerFor(question));
        await form.getByRole("button", { name: "Check" }).click();
        await expect(form.getByTestId("feedback")).toContainText(/not quite/i);
        await expect(page.getByTestId("session-score")).toHaveText("0 right first time");
      } else {
        await answerCorrectly(form, question);
      }
      await page.getByRole("button", { name: i + 1 === itemCount ? "See results" : "Next question" }).click();
    }
    const summary = page.getByTestId("session-summary");
    await expect(summary).toContainText(`You got ${itemCount - 1} of ${itemCount} right first time.`);
    await expect(summary.getByTestId("session-xp")).toContainText(/\+\d+ XP earned/);
    // The summary ends with what to do next: the misses again, and the next step.
    await expect(summary.getByRole("link", { name: "Practise the misses (1)" })).toBeVisible();
    await expect(summary.getByTestId("session-next").getByRole("link", { name: /^Next: / })).toBeVisible();
    await expect.poll(() => readPoints(page)).toBeGreaterThan(pointsBefore);

    // The wrong answer is due again in minutes, the right ones in days: nothing is due yet.
    await navigate("/student/review");
    const caughtUp = page.getByTestId("review-caught-up");
    await expect(caughtUp.getByRole("heading", { name: "All caught up" })).toBeVisible();
    await expect(caughtUp).toContainText(/\d+ cards are in your review deck/);
    await expect(caughtUp.getByTestId("next-due")).toContainText(/Next review in \d+ minutes?/);

    // Reviewing ahead is a real review session over the soonest cards (answers recorded as reviews).
    await caughtUp.getByRole("button", { name: "Review ahead" }).click();
    await expect(page.getByTestId("review-count")).toContainText("ahead of time");
    const reviewItem = page.getByTestId("session-item");
    await expect(reviewItem.getByText("Review", { exact: true })).toBeVisible();
    const total = await page
      .getByTestId("session-position")
      .textContent()
      .then((t) => Number(/of (\d+)/.exec(t ?? "")?.[1]));
    const reviewPointsBefore = await readPoints(page);
    for (let i = 0; i < Math.min(total, 2); i++) {
      const materialId = Number(await reviewItem.getAttribute("data-material-id"));
      if (!templates.has(materialId)) templates.set(materialId, await getAnswerKey(request, materialId));
      const form = reviewItem.getByTestId("practice-question");
      const questionId = await form.getAttribute("data-question-id");
      await answerCorrectly(
        form,
        templates.get(materialId)!.practice.questions.find((q) => q.id === questionId)!,
      );
      await page.getByRole("button", { name: i + 1 === total ? "See results" : "Next question" }).click();
    }
    for (let i = 2; i < total; i++) await page.getByRole("button", { name: "Skip" }).click();
    await expect(page.getByRole("heading", { name: "Review finished" })).toBeVisible();
    // A question answered right earlier today earns nothing again (issue 7.9): the soonest cards
    // were practised minutes ago, so the review may add XP (a question missed earlier) or none.
    await expect(page.getByTestId("session-xp")).toContainText(/\+\d+ XP earned|No new XP for this session/);
    expect(await readPoints(page)).toBeGreaterThanOrEqual(reviewPointsBefore);
  });

  test("the public preview, signed out: math, the deck, and practice that asks to sign in", async ({
    page,
    navigate,
  }) => {
    await navigate("/material/176");
    await expect(
      page.getByRole("heading", { level: 1, name: "Reading mathematical notation" }),
    ).toBeVisible();
    await expect(page.locator(".katex-display").first()).toBeVisible();
    await expect(page.getByText("A price like $5 in a sentence is just money")).toBeVisible();
    await expect(page.getByTestId("deck")).toContainText("Card 1 of 4");
    await page.getByRole("button", { name: "Show solution" }).first().click();
    await expect(page.getByText("Solution", { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel("Your answer")).toHaveCount(0);

    await page.getByRole("button", { name: "Sign in to practise" }).click();
    await expect(page).toHaveURL(/\/auth\/signin$/);
    await signInThroughForm(page, "student");
    await expect(page).toHaveURL(/\/student\/material\/176$/);
    await expect(page.getByTestId("practice-question")).toHaveCount(5);
  });

  test("math test pages: template 176 renders its matrix and aligned equations; broken LaTeX falls back", async ({
    page,
    navigate,
  }) => {
    await navigate("/test-template-176");
    const body = page.getByTestId("template-body");
    await expect(body.locator(".katex-display").first()).toBeVisible();
    // pmatrix and aligned are KaTeX arrays (.mtable); the continued fraction and the sum render too.
    await expect(body.locator(".katex-display .mtable")).toHaveCount(4);
    await expect(body.locator(".katex .mfrac").first()).toBeVisible();
    await expect(body.locator(".math-fallback")).toHaveCount(0);
    await expect(body).toContainText("A price like $5 in a sentence");

    await navigate("/test-latex-rendering");
    const unbalanced = page.getByTestId("latex-case").filter({ hasText: "Unbalanced formula" });
    const fallback = unbalanced.getByTestId("latex-rendered").locator(".math-fallback").first();
    await expect(fallback).toHaveAttribute("title", "Could not render this formula");
    await expect(fallback).toHaveText("$\\frac{1}{2$");
    await expect(unbalanced.getByTestId("latex-rendered").locator(".katex")).toHaveCount(1);
    const prices = page.getByTestId("latex-case").filter({ hasText: "Dollar signs in text" });
    await expect(prices.getByTestId("latex-rendered")).toHaveText(
      "A sandwich costs $5 and a drink $10, so lunch is $15. An escaped $20 stays a price too.",
    );
    // KaTeX's fonts come from this server, never a CDN.
    const fontHosts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name).host)
        .filter((host) => host !== window.location.host),
    );
    expect(fontHosts).toEqual([]);
  });

  test("an invalid id says so, signed in and in public; a 375 px phone has no sideways scroll", async ({
    page,
    login,
    navigate,
  }) => {
    await navigate("/material/abc");
    await expect(page.getByText("Invalid template ID", { exact: true })).toBeVisible();
    await login("student");
    await navigate("/student/material/12x");
    await expect(page.getByText("Invalid template ID", { exact: true })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 740 });
    await navigate("/student/material/176");
    await expect(page.locator(".katex").first()).toBeVisible();
    await expect(page.getByTestId("practice-question")).toHaveCount(5);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
