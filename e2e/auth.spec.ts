import { type DemoUsername, expect, ROLE_HOME, signInThroughForm, test, uniqueName } from "./fixtures";

test.describe("accounts", () => {
  test("a new student signs up and lands signed in", async ({ page, navigate }) => {
    const username = uniqueName("e2e");
    await navigate("/auth/signup?type=student");
    await expect(page.getByRole("radio", { name: /Student/ })).toBeChecked();
    await page.getByLabel("First name").fill("Eve");
    await page.getByLabel("Last name").fill("Tester");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("E-mail").fill(`${username}@example.test`);
    await page.getByLabel("Password").fill("a-long-secret-1");
    await page.getByRole("button", { name: "Create account" }).click();

    // A new student is taken to the getting-started questions, which they may skip.
    await expect(page).toHaveURL("/onboarding");
    await expect(page.getByRole("heading", { name: "Let's get you started" })).toBeVisible();
    await page.getByRole("link", { name: "Skip for now" }).click();
    await expect(page).toHaveURL("/student/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Eve!" })).toBeVisible();
    await expect(page.getByTestId("next-step")).toHaveAttribute("data-kind", "onboarding");
    await expect(page.getByRole("button", { name: /Eve Tester/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toContain(".");
  });

  for (const username of ["student", "parent", "tutor", "admin"] as DemoUsername[]) {
    test(`the demo ${username} signs in and lands on their home page`, async ({ page, navigate }) => {
      await navigate("/auth/signin");
      await signInThroughForm(page, username);
      await expect(page).toHaveURL(ROLE_HOME[username]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("You don't have access to this page")).toHaveCount(0);
    });
  }

  test("a wrong password shows the error above the form and stays on sign-in", async ({ page, navigate }) => {
    await navigate("/auth/signin");
    await signInThroughForm(page, "student", "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Incorrect username or password");
    await expect(page).toHaveURL("/auth/signin");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
  });

  test("an empty sign-in form is checked before anything is sent", async ({ page, navigate }) => {
    await navigate("/auth/signin");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Enter your username or e-mail")).toBeVisible();
    await expect(page.getByLabel("Username or e-mail")).toBeFocused();
  });

  test("signing out says so and goes home", async ({ page, login, navigate }) => {
    await login("student");
    await navigate("/profile");
    await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Account" })
      .getByRole("button", { name: /Sam Okafor/ })
      .click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();

    await expect(page.getByText("Signed out successfully", { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
  });
});
