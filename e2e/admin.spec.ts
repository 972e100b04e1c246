import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

test.describe("the admin's tools", () => {
  test("the dashboard shows this week's numbers with charts, the inbox and the audit log", async ({
    page,
    login,
    navigate,
  }) => {
    await login("admin");
    await navigate("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
    const week = page.getByRole("list", { name: "This week" });
    for (const label of [
      "Active students",
      "Lessons",
      "Tutor sessions sold",
      "AI sessions sold",
      "New sign-ups",
    ])
      await expect(week.getByRole("heading", { name: `${label} this week` })).toBeVisible();
    await expect(page.getByRole("table", { name: "Active students, week by week" })).toBeAttached();
    await expect(week.getByRole("heading", { name: /^Credits sold/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Unread feedback" })).toBeVisible();
    await page.getByRole("tab", { name: "Waitlist" }).click();
    await expect(page).toHaveURL(/tab=waitlist/);
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });

  test("an admin writes and publishes a post that then appears on /blog", async ({
    page,
    login,
    navigate,
  }) => {
    const title = `Mental maths tricks ${Date.now()}`;
    await login("admin");
    await navigate("/admin/blog");
    await page.getByRole("button", { name: "Write a post" }).click();
    await page.getByLabel("Title").fill(title);
    await expect(page.getByLabel("Address (slug)")).toHaveValue(/^mental-maths-tricks-\d+$/);
    await page.getByLabel("Summary").fill("Three tricks for multiplying in your head.");
    await page
      .getByLabel("Body (Markdown with $math$ and images)")
      .fill(
        "## Times eleven\n\nTo multiply by 11: $23 \\times 11 = 253$.\n\n<script>window.hacked = true</script>",
      );
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("post-preview").locator(".katex").first()).toBeVisible();
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText(`"${title}" is published.`)).toBeVisible();

    await navigate("/blog");
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("article .katex").first()).toBeVisible();
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  });

  test("an admin sends a notification that a student sees on the bell", async ({
    page,
    login,
    navigate,
    browser,
  }) => {
    const title = `Exam week tips ${Date.now()}`;
    await login("admin");
    await navigate("/admin/notifications");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Message").fill("Ten minutes of review a day beats a night of cramming.");
    await page.getByLabel("Link (optional)").fill("/student/review");
    await page.getByRole("radio", { name: "A role" }).check();
    await page.getByRole("combobox", { name: "Role" }).selectOption("student");
    await page.getByRole("button", { name: "Send notification" }).click();
    await expect(page.getByText(/Delivered to \d+ (person|people)/)).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();

    const studentContext = await browser.newContext({ baseURL: page.url() });
    const student = await studentContext.newPage();
    const response = await student.request.post("/api/auth/login", {
      data: { username: "student", password: "Demo-pass-1" },
    });
    const { user, access_token } = (await response.json()) as { user: unknown; access_token: string };
    await student.goto("/");
    await student.evaluate(
      ({ token, info }) => {
        localStorage.setItem("auth_token", token);
        localStorage.setItem("user_info", info);
      },
      { token: access_token, info: JSON.stringify(user) },
    );
    await student.goto("/student/dashboard");
    const bell = student.getByRole("button", { name: /Notifications, \d+ unread/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await student.getByRole("menuitem", { name: new RegExp(title) }).click();
    await expect(student).toHaveURL(/\/student\/review/);
    await studentContext.close();
  });
});

test("an admin composes a learning path, reorders it by keyboard and publishes it", async ({
  page,
  login,
  navigate,
}) => {
  const title = `Fractions fast track ${Date.now()}`;
  await login("admin");
  await navigate("/admin/learning-paths");
  await page.getByRole("button", { name: "New path" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Slug").fill(`fractions-fast-${Date.now()}`);
  const catalogue = page.getByRole("list", { name: "Catalogue" });
  await catalogue
    .getByRole("button", { name: /^Add unit / })
    .first()
    .click();
  await catalogue
    .getByRole("button", { name: /^Add unit / })
    .nth(1)
    .click();
  const steps = page.getByRole("list", { name: "Steps in order" }).getByRole("listitem");
  await expect(steps).toHaveCount(2);
  const second = (await steps.nth(1).locator("p").first().textContent()) ?? "";
  // Keyboard: pick up the second step, move it up, drop it.
  const handle = steps.nth(1).getByRole("button", { name: /^Drag / });
  await handle.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowUp");
  await page.waitForTimeout(300);
  await page.keyboard.press("Space");
  await expect(steps.first()).toContainText(second);
  // And back down with the step's own button.
  await steps
    .first()
    .getByRole("button", { name: /^Move .* down$/ })
    .click();
  await expect(steps.nth(1)).toContainText(second);
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Create path" }).click();
  await expect(page.getByRole("button", { name: new RegExp(title) })).toContainText("published");
  await expect(page.getByRole("button", { name: new RegExp(title) })).toContainText("2 steps");
});

test("an admin creates a lesson with a LaTeX-answered question, and a student practises it", async ({
  page,
  login,
  navigate,
  browser,
}) => {
  const title = `Half of x ${Date.now()}`;
  await login("admin");
  await navigate("/admin/content");
  await page.getByRole("list", { name: "Courses" }).locator("summary").first().click();
  await page
    .getByRole("button", { name: /^\+ New lesson in / })
    .first()
    .click();
  await page.getByLabel("Lesson title").fill(title);
  await page.getByLabel("Slug").fill(`half-of-x-${Date.now()}`);
  await page
    .getByLabel("Lesson text (Markdown with $math$)")
    .fill("Half of $x$ is $\\frac{1}{2}x$, also written $\\frac{x}{2}$.");
  await page.getByRole("button", { name: "Add a question" }).click();
  await page.getByLabel("Type").selectOption("algebraic");
  await page.getByLabel("Question (Markdown with $math$)").fill("Write half of $x$.");
  // A broken answer is caught as the author types, and publishing is blocked.
  await page.getByLabel("Correct answer").fill("\\frac{1}{2}x +");
  await expect(page.getByText("This question fails its own answer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
  await page.getByLabel("Correct answer").fill("\\frac{1}{2}x");
  await expect(page.getByText("This question fails its own answer")).toHaveCount(0);

  await page.getByRole("button", { name: "Preview as students see it" }).click();
  const preview = page.getByRole("article", { name: "Preview" });
  await expect(preview.locator(".katex").first()).toBeVisible();
  await preview.getByLabel("Your answer").fill("x/2");
  await preview.getByRole("button", { name: "Check" }).click();
  await expect(preview.getByTestId("feedback")).toContainText(/correct/i);
  await page.getByRole("button", { name: "Back to editing" }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(`Saved: "${title}" is published.`)).toBeVisible();

  const tree = await page.request.get("/api/admin/content", {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("auth_token"))}` },
  });
  const { courses } = (await tree.json()) as {
    courses: { units: { lessons: { id: number; title: string }[] }[] }[];
  };
  const lesson = courses.flatMap((c) => c.units.flatMap((u) => u.lessons)).find((l) => l.title === title)!;

  const context = await browser.newContext();
  const student = await context.newPage();
  const response = await student.request.post(`${new URL(page.url()).origin}/api/auth/login`, {
    data: { username: "student", password: "Demo-pass-1" },
  });
  const { user, access_token } = (await response.json()) as { user: unknown; access_token: string };
  await student.goto(new URL("/", page.url()).toString());
  await student.evaluate(
    ({ token, info }) => {
      localStorage.setItem("auth_token", token);
      localStorage.setItem("user_info", info);
    },
    { token: access_token, info: JSON.stringify(user) },
  );
  await student.goto(new URL(`/student/material/${lesson.id}`, page.url()).toString());
  await expect(student.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const form = student
    .locator("form")
    .filter({ has: student.getByLabel("Your answer") })
    .first();
  await form.getByLabel("Your answer").fill("x/2");
  await form.getByRole("button", { name: "Check" }).click();
  await expect(form.getByTestId("feedback")).toContainText(/correct/i);
  await context.close();
});

test("a lesson's video plays in the material page with captions", async ({
  page,
  login,
  navigate,
  request,
}) => {
  await login("student");
  const modules = (await (await request.get("/api/public/modules")).json()) as {
    modules: { materials: { id: number; slug: string }[] }[];
  };
  const lesson = modules.modules
    .flatMap((m) => m.materials)
    .find((m) => m.slug === "geo-triangle-angle-sum")!;
  await navigate(`/student/material/${lesson.id}`);
  const video = page.locator("video");
  await expect(video).toBeVisible();
  await expect(video.locator("track[kind=captions]")).toHaveAttribute(
    "src",
    `/api/public/lessons/${lesson.id}/captions.vtt`,
  );
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(20);
  await page.getByText("Transcript").click();
  await expect(page.getByText(/straight line is 180 degrees/)).toBeVisible();
});
