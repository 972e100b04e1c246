import { expect, test, uniqueName } from "./fixtures";
import { answerCorrectly, getAnswerKey, giveAnswer, readPoints, wrongAnswerFor } from "./learning-helpers";

const toNumber = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

/*
 * Issue 9's first hour: a brand-new student signs up, is taken through onboarding to a first lesson,
 * answers one wrong (and sees the step to try) and one right (and sees XP rise at once), completes
 * the lesson without hunting for a button, and lands on a dashboard whose "Continue" points on.
 */
const PASSWORD = "a-long-secret-1";

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
  await page.getByLabel("Password").fill(PASSWORD);
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

  // One truth (issue 21): for this new student, the lesson's tally, its badge, the shell's wallet, the
  // XP ledger, the dashboard, the progress page and the course map tell the same numbers.
  const login = await request.post("/api/auth/login", { data: { username, password: PASSWORD } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const ledger = (await (await request.get("/api/student-dashboard/progress", { headers: auth })).json()) as {
    level: { totalXP: number };
    recentGains: { amount: number }[];
  };
  // The lesson's tally is what the completion banked, bonus included; the wallet is the ledger's sum.
  const banked = Number(
    (await page.getByTestId("material-completed").textContent())?.match(/\+(\d+) XP/)?.[1],
  );
  await expect(page.getByTestId("lesson-xp")).toHaveText(`${banked} XP`);
  expect(ledger.recentGains.map((gain) => gain.amount)).toContain(banked);
  expect(ledger.recentGains.reduce((sum, gain) => sum + gain.amount, 0)).toBe(ledger.level.totalXP);
  await expect.poll(() => readPoints(page)).toBe(ledger.level.totalXP);
  const badge = (await page.getByTestId("progress-panel").getByTestId("mastery-badge").textContent())?.trim();

  // The dashboard welcomes them back and its Continue card points to the next lesson.
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL("/student/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Nora!" })).toBeVisible();
  await expect.poll(() => readPoints(page)).toBe(ledger.level.totalXP);
  // The dashboard's own answer may land after the shell's points (its card can show the cache first).
  await expect
    .poll(async () => toNumber(await page.getByTestId("week-xp").textContent()))
    .toBe(ledger.level.totalXP);
  const next = page.getByTestId("next-step");
  await expect(next).toHaveAttribute("data-kind", "next");
  const href = await next.getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/student\/material\/\d+$/);
  expect(href).not.toBe(`/student/material/${materialId}`);

  // The progress page counts every answer given (one wrong, then each question right once).
  await navigate("/student/progress");
  const total = (label: string | RegExp) =>
    page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(total("Answers given")).toHaveText(String(questions.length + 1));
  await expect(total(/^Completed$/)).toHaveText("1");

  // The library leads in by subject and course, to the course map.
  await navigate("/student/library");
  await expect(page.getByRole("heading", { name: "Courses by subject" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mathematics", level: 3 })).toBeVisible();
  await page.getByRole("link", { name: "See the course map" }).click();
  await expect(page).toHaveURL("/student/lessons");
  // The course map's badge for the lesson is the lesson page's.
  // The unit of the student's next lesson is open; the finished lesson's unit is opened if it is not.
  await expect(page.getByText(/^1 of \d+ lessons completed$/)).toBeVisible();
  const unit = page.locator("details").filter({ hasText: lesson.title });
  if ((await unit.getAttribute("open")) === null) await unit.locator("summary").click();
  const row = unit.getByRole("listitem").filter({ has: page.getByRole("link", { name: lesson.title }) });
  await expect(row.first()).toContainText(badge ?? "?");
});
