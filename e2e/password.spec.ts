import { expect, readEmailLink, registerThroughApi, signInThroughForm, test } from "./fixtures";

test.describe("passwords and e-mail", () => {
  test("a forgotten password is reset through the e-mailed link", async ({ page, request, navigate }) => {
    const account = await registerThroughApi(request);
    await navigate("/auth/signin");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    // The page loads lazily: type once it is on screen, and check the address is really there.
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("E-mail").fill(account.email);
    await expect(page.getByLabel("E-mail")).toHaveValue(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Check your inbox")).toBeVisible();

    const link = await readEmailLink(request, account.email, "/auth/reset-password");
    await navigate(link);
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-secret");
    await page.getByLabel("Confirm new password").fill("a-different-secret");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("The passwords do not match")).toBeVisible();

    await page.getByLabel("Confirm new password").fill("a-brand-new-secret");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

    await page.getByRole("link", { name: "Sign in" }).last().click();
    await signInThroughForm(page, account.username, "a-brand-new-secret");
    await expect(page).toHaveURL("/student/dashboard");
  });

  test("an invalid reset link shows the server's error", async ({ page, navigate }) => {
    await navigate("/auth/reset-password?token=not-a-real-token");
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-secret");
    await page.getByLabel("Confirm new password").fill("a-brand-new-secret");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired");
  });

  test("a new account verifies its e-mail from the link, and the profile says so", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/profile");
    await expect(page.getByText("is not verified yet")).toBeVisible();

    const link = await readEmailLink(request, account.email, "/auth/verify-email");
    await navigate(link);
    await expect(page.getByRole("heading", { name: "E-mail verified" })).toBeVisible();
    await navigate("/profile");
    await expect(page.getByText("is verified.")).toBeVisible();
  });
});
