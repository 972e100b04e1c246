import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, test, uniqueName } from "./fixtures";

/** A demo account's token, for looking ids up through the API. */
async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post("/api/auth/login", { data: { username, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function profileOf(request: APIRequestContext, username: string) {
  const response = await request.get("/api/student-dashboard/profile", {
    headers: { Authorization: `Bearer ${await tokenOf(request, username)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    student?: { id: number };
    students?: { id: number; firstName: string; age: number }[];
  };
}

/** The local date and time `days` ahead, as a datetime-local field takes it. */
function localInput(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T17:00`;
}

/** The number on the sidebar's Assignments badge (0 when there is none). */
async function badgeCount(page: Page): Promise<number> {
  const link = page
    .getByRole("navigation")
    .getByRole("link", { name: /Assignments/ })
    .first();
  await expect(link).toBeVisible();
  const text = (await link.textContent()) ?? "";
  const match = /(\d+)\+?\s*$/.exec(text.trim());
  return match ? Number(match[1]) : 0;
}

async function setWork(
  page: Page,
  work: { type: "homework" | "quiz"; title: string; quiz?: string; points?: string; instructions: string },
) {
  const form = page.getByRole("form", { name: "Set work" });
  await form.getByLabel("Type").selectOption(work.type);
  await form.getByLabel("Title").fill(work.title);
  if (work.quiz) await form.getByLabel("Quiz", { exact: true }).selectOption({ label: work.quiz });
  await form.getByLabel("Due").fill(localInput(3));
  await form.getByLabel("Priority").selectOption("high");
  await form.getByLabel("Estimated minutes").fill("25");
  if (work.points) await form.getByLabel("Points").fill(work.points);
  await form.getByLabel("Instructions").fill(work.instructions);
  await form.getByRole("button", { name: "Set work" }).click();
  await expect(form.getByText("The work is set.")).toBeVisible();
}

async function grade(item: Locator, result: { score: string; grade: string; feedback: string }) {
  await item.getByLabel(/^Score/).fill(result.score);
  await item.getByLabel("Grade", { exact: true }).fill(result.grade);
  await item.getByLabel("Feedback", { exact: true }).fill(result.feedback);
  await item.getByRole("button", { name: "Save grade" }).click();
  await expect(item.getByText(`Grade: ${result.grade}`)).toBeVisible();
}

test.describe("assignments: the whole loop", () => {
  test("an admin sets homework and a quiz; the student takes the quiz and hands in a file; it is graded; the student and a parent see the results", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    test.setTimeout(120_000);
    const studentId = (await profileOf(request, "student")).student!.id;
    const teen = (await profileOf(request, "parent")).students!.find((s) => s.age === 15)!;
    const homeworkTitle = uniqueName("Worksheet");
    const quizTitle = uniqueName("Fractions check");

    // The student's badge before any of this work is set.
    await login("student");
    await navigate("/student/homework");
    // The demo student has work to do already: wait for the badge to show it.
    await expect.poll(() => badgeCount(page)).toBeGreaterThan(0);
    const before = await badgeCount(page);

    // An admin sets free-text homework and a quiz for the student.
    await login("admin");
    await navigate(`/debug-homework-api?student_id=${studentId}`);
    await setWork(page, {
      type: "homework",
      title: homeworkTitle,
      points: "10",
      instructions: "Solve the five equations and attach your working.",
    });
    await setWork(page, { type: "quiz", title: quizTitle, quiz: "Fractions quiz", instructions: "One try." });

    // The student sees both, and the badge counts them.
    await login("student");
    await navigate("/student/homework");
    await expect(page.getByRole("heading", { name: "Assignments", level: 1 })).toBeVisible();
    const homework = page.getByRole("article").filter({ hasText: homeworkTitle });
    const quiz = page.getByRole("article").filter({ hasText: quizTitle });
    await expect(homework).toBeVisible();
    await expect(quiz).toBeVisible();
    await expect.poll(() => badgeCount(page)).toBe(before + 2);

    // The quiz: all questions at once, a running timer, the results with explanations after.
    await quiz.getByRole("link", { name: "Take the quiz" }).click();
    await expect(page.getByRole("timer")).toBeVisible();
    await page.getByRole("button", { name: "All at once" }).click();
    const questions = page.getByRole("listitem");
    await questions.nth(0).getByLabel("Your answer").fill("3/4");
    await questions.nth(1).getByRole("radio").nth(1).check();
    await questions.nth(2).getByRole("radio", { name: "False" }).check();
    await questions.nth(3).getByLabel("Your answer").fill("12");
    await questions.nth(4).getByLabel("Your answer").fill("2/3");
    await page.getByRole("button", { name: "Submit quiz" }).click();
    await expect(page.getByText("Your assignment is complete.")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Your result: 5 \/ 5/ })).toBeVisible();

    // The homework: started, then handed in with a file (the upload shows its bar).
    await page.getByRole("link", { name: "Back to assignments" }).click();
    await homework.getByRole("button", { name: "Start" }).click();
    await expect(homework.getByText("In progress", { exact: true })).toBeVisible();
    await homework.getByRole("button", { name: "Hand in work" }).click();
    await homework.getByLabel("Your answer").fill("x = 4 in the first one; working attached.");
    await homework.getByLabel("Attach files").setInputFiles({
      name: "working.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
    });
    await expect(homework.getByRole("progressbar", { name: "Uploading working.pdf" })).toBeVisible();
    await expect(homework.getByText("Uploaded")).toBeVisible();
    await homework.getByRole("button", { name: "Hand in", exact: true }).click();
    const submitted = page.getByRole("region", { name: /^Submitted/ });
    await expect(submitted.getByRole("article").filter({ hasText: homeworkTitle })).toBeVisible();
    await expect(submitted.getByRole("button", { name: "working.pdf" })).toBeVisible();
    // The finished quiz and its attempt are listed.
    await expect(page.getByRole("region", { name: /^Completed/ }).getByText(quizTitle)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Recent quiz attempts" }).getByText("Fractions quiz").first(),
    ).toBeVisible();

    // The admin grades the homework, and sets and grades work for the parent's teenager.
    await login("admin");
    await navigate(`/debug-homework-api?student_id=${studentId}`);
    const handedIn = page.getByRole("article", { name: homeworkTitle });
    await expect(handedIn.getByText("x = 4 in the first one; working attached.")).toBeVisible();
    await expect(handedIn.getByRole("button", { name: "working.pdf" })).toBeVisible();
    await grade(handedIn, { score: "9", grade: "A", feedback: "Clear working, well done." });

    const teenTitle = uniqueName("Reading log");
    await page.getByLabel("Student id").fill(String(teen.id));
    await page.getByRole("button", { name: "Open" }).click();
    await setWork(page, {
      type: "homework",
      title: teenTitle,
      points: "20",
      instructions: "Read chapter 2.",
    });
    await grade(page.getByRole("article", { name: teenTitle }), {
      score: "17",
      grade: "B+",
      feedback: "Good summary; add quotes next time.",
    });

    // The student sees the grade and the feedback.
    await login("student");
    await navigate("/student/homework");
    const graded = page
      .getByRole("region", { name: /^Completed/ })
      .getByRole("article")
      .filter({ hasText: homeworkTitle });
    await expect(graded.getByText("Grade: A")).toBeVisible();
    await expect(graded.getByText("Score: 9 / 10")).toBeVisible();
    await expect(graded.getByText("Clear working, well done.")).toBeVisible();

    // The parent sees their child's grade and feedback, and comments for the tutor.
    await login("parent");
    await navigate(`/student/homework?student_id=${teen.id}`);
    // A selection kept from before wins over the address (spec 4.2): choose the child in the sidebar.
    await page
      .getByRole("group", { name: "Learning as" })
      .getByRole("button", { name: teen.firstName })
      .click();
    await expect(page).toHaveURL(new RegExp(`student_id=${teen.id}`));
    const teenWork = page.getByRole("article").filter({ hasText: teenTitle });
    await expect(teenWork.getByText("Grade: B+")).toBeVisible();
    await expect(teenWork.getByText("Good summary; add quotes next time.")).toBeVisible();
    await expect(teenWork.getByRole("button", { name: "Hand in work" })).toHaveCount(0);
    await teenWork.getByLabel("Comment for the tutor").fill(`${teen.firstName} enjoyed this one.`);
    await teenWork.getByRole("button", { name: "Send comment" }).click();
    await expect(teenWork.getByText(`${teen.firstName} enjoyed this one.`)).toBeVisible();
  });

  test("the assignments page fits a 375 px screen", async ({ page, login, navigate }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login("student");
    await navigate("/student/homework");
    await expect(page.getByLabel("Assignment stats")).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });
});
