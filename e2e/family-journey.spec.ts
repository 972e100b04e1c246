import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createFamily } from "./billing-family";
import { expect, test, uniqueName } from "./fixtures";

/*
 * Issue 21's "Done means": a brand-new family goes from /pricing to a paid plan (bank transfer,
 * confirmed by the demo admin), books a lesson with the demo tutor, cancels one (the tutor is told),
 * and a homework loop runs: set, handed in, graded, with the bell telling the right person each time.
 */

test.describe.configure({ timeout: 240_000 });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const response = await request.post("/api/auth/login", { data: { username, password } });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Opens the bell and finds a notification by its title; closes the menu again. */
async function expectOnTheBell(page: Page, title: RegExp) {
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect(async () => {
    await page.keyboard.press("Escape");
    await bell.click();
    await expect(page.getByRole("menuitem", { name: title }).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press("Escape");
}

async function grade(item: Locator) {
  await item.getByLabel(/^Score/).fill("9");
  await item.getByLabel("Grade", { exact: true }).fill("A");
  await item.getByLabel("Feedback", { exact: true }).fill("Clear working.");
  await item.getByRole("button", { name: "Save grade" }).click();
  await expect(item.getByText("Grade: A")).toBeVisible();
}

test("a new family: pricing → paid plan → a booking → a cancel the tutor hears of → a homework loop", async ({
  page,
  login,
  navigate,
  request,
}) => {
  // Each switch of person leaves the app first (a page without the app's code), so the previous
  // person's open page cannot write its kept answers back after the sign-in fixture dropped them.
  const signIn = async (username: string, password?: string) => {
    await page.goto("/api/health");
    await login(username, password);
  };

  // The family: a new parent with one child, who gets a login of their own for the homework.
  const family = await createFamily(request);
  const parentToken = await tokenOf(request, family.username, family.password);
  const profile = await request.get("/api/student-dashboard/profile", { headers: auth(parentToken) });
  const { students } = (await profile.json()) as { students: { id: number; firstName: string }[] };
  const child = students[0]!;
  const childLogin = { username: uniqueName("kid").toLowerCase(), password: "a-long-secret-2" };
  const made = await request.post(`/api/family/children/${child.id}/login`, {
    headers: auth(parentToken),
    data: childLogin,
  });
  expect(made.status(), await made.text()).toBe(201);

  // 1. From /pricing to a paid plan: Tutor Lite by bank transfer, confirmed by the admin.
  await signIn(family.username, family.password);
  await navigate("/pricing");
  await page.getByRole("link", { name: "Choose Tutor Lite" }).click();
  const buy = page.getByRole("form", { name: "Buy credits" });
  await expect(buy.getByRole("radio", { name: /Tutor Lite/ })).toBeChecked();
  await buy.getByRole("button", { name: "Request bank transfer details" }).click();
  const reference = (await buy
    .getByTestId("transfer-details")
    .getByText(/^BP-\d{6}$/)
    .textContent())!;
  await signIn("admin");
  await navigate("/admin/payments");
  await page
    .getByRole("listitem", { name: `Transfer ${reference}` })
    .getByRole("button", { name: `Confirm transfer ${reference}` })
    .click();
  await expect(page.getByText(`Confirmed: ${child.firstName}`)).toBeVisible();
  await signIn(family.username, family.password);
  await navigate("/student/settings?view=billing");
  await expectOnTheBell(page, /Payment received: Tutor Lite/);
  await expect(page.getByLabel(`${family.childName}'s credits`).getByTestId("child-plan")).toContainText(
    "Tutor Lite plan",
  );

  // 2. A booking with the demo tutor, through the booking pages; the tutor is told.
  await navigate("/book/mathematics");
  await page.getByRole("link", { name: "See free times with Tomás Rivera" }).click();
  await page.getByRole("button", { name: "Next week" }).click();
  const slots = page.getByRole("region", { name: "Free times this week" }).getByRole("button");
  await slots.first().click();
  await expect(page).toHaveURL("/book/confirm");
  await expect(page.getByTestId("tutor-credit-balance")).toContainText(`${child.firstName} has 2`);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { name: "Booked!" })).toBeVisible();

  // 3. The family cancels it (more than 24 hours ahead: the credit comes back); the tutor hears.
  await navigate(`/student/schedule?student_id=${child.id}`);
  const lesson = page.getByRole("article", { name: "Mathematics with Tomás" });
  await lesson.getByRole("button", { name: "Cancel Mathematics with Tomás" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this lesson?" });
  await dialog.getByRole("button", { name: "Cancel lesson" }).click();
  await expect(page.getByTestId("schedule-balance")).toContainText(`${child.firstName} has 2`);
  await signIn("tutor");
  await navigate("/tutor");
  await expectOnTheBell(page, new RegExp(`New booking: ${child.firstName}`));
  await expectOnTheBell(page, new RegExp(`Lesson cancelled: ${child.firstName}`));

  // 4. The homework loop. The tutor sets work for the child they taught...
  const title = uniqueName("Fractions sheet");
  await navigate(`/tutor/students/${child.id}`);
  const form = page.getByRole("form", { name: "Set work" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Points").fill("10");
  await form.getByLabel("Instructions").fill("Do the five sums.");
  await form.getByRole("button", { name: "Set work" }).click();
  await expect(form.getByText("The work is set.")).toBeVisible();

  // ...the child and the parent are told; the child hands it in...
  await signIn(family.username, family.password);
  await navigate("/student/dashboard");
  await expectOnTheBell(page, new RegExp(`New homework for ${child.firstName}`));
  await signIn(childLogin.username, childLogin.password);
  await navigate("/student/homework");
  await expectOnTheBell(page, new RegExp(`New homework for ${child.firstName}`));
  const work = page.getByRole("article").filter({ hasText: title });
  await work.getByRole("button", { name: "Start" }).click();
  await work.getByRole("button", { name: "Hand in work" }).click();
  await work.getByLabel("Your answer").fill("1/2, 3/4, 5/6, 7/8, 9/10");
  await work.getByRole("button", { name: "Hand in", exact: true }).click();
  await expect(
    page
      .getByRole("region", { name: /^Submitted/ })
      .getByRole("article")
      .filter({ hasText: title }),
  ).toBeVisible();

  // ...the tutor is told and grades it...
  await signIn("tutor");
  await navigate(`/tutor/students/${child.id}`);
  await expectOnTheBell(page, new RegExp(`Homework handed in: ${child.firstName}`));
  await grade(page.getByRole("article", { name: title }));

  // ...and the child and the parent are told of the grade.
  await signIn(childLogin.username, childLogin.password);
  await navigate("/student/homework");
  await expectOnTheBell(page, new RegExp(`Homework graded: ${title}`));
  await signIn(family.username, family.password);
  await navigate("/student/dashboard");
  await expectOnTheBell(page, new RegExp(`Homework graded: ${title}`));
});
