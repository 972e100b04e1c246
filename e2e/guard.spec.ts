import { expect, signInThroughForm, test } from "./fixtures";

test.describe("the sign-in guard", () => {
  test("a signed-out visitor is sent to sign in, and comes back to the page afterwards", async ({
    page,
    navigate,
  }) => {
    await navigate("/student/settings?tab=privacy");
    await expect(page).toHaveURL("/auth/signin");
    await signInThroughForm(page, "student");
    await expect(page).toHaveURL("/student/settings?tab=privacy");
    await expect(page.getByRole("heading", { name: "Profile settings" })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("auth_redirect_url"))).toBeNull();
  });

  test("a return page with a tab or line break falls back to the home page (issue 20.8)", async ({
    page,
    navigate,
  }) => {
    // A browser drops tabs and line breaks from a URL: "/\t/student" would become "//student",
    // another origin, and the navigation after sign-in would fail on the sign-in page.
    for (const returnTo of ["/\t/student/settings", "/\n/student/settings", "/student/settings?tab=%09"]) {
      await navigate("/auth/signin");
      await page.evaluate((url) => sessionStorage.setItem("auth_redirect_url", url), returnTo);
      await signInThroughForm(page, "student");
      await expect(page, JSON.stringify(returnTo)).toHaveURL("/student/dashboard");
      expect(await page.evaluate(() => sessionStorage.getItem("auth_redirect_url"))).toBeNull();
      await page.evaluate(() => localStorage.clear());
    }
  });

  test("a non-admin opening /admin sees the no-access screen", async ({ page, login, navigate }) => {
    await login("tutor");
    await navigate("/admin");
    await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toHaveCount(0);
  });

  test("a student opening the tutor area sees the no-access screen", async ({ page, login, navigate }) => {
    await login("student");
    await navigate("/tutor/students");
    await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
  });

  test("a newly signed-up tutor is told the application is under review", async ({ page, navigate }) => {
    const username = `tutor_${Date.now().toString(36)}`;
    await navigate("/auth/signup?type=tutor");
    await page.getByLabel("First name").fill("Tia");
    await page.getByLabel("Last name").fill("Applicant");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("E-mail").fill(`${username}@example.test`);
    await page.getByLabel("Password").fill("a-long-secret-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL("/tutor");
    await expect(page.getByRole("heading", { name: "Your tutor application is under review" })).toBeVisible();
  });
});
