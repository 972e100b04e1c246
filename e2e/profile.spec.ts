import { expect, readEmailLink, registerThroughApi, test } from "./fixtures";

test.describe("the profile page", () => {
  test("a user edits their name, and the header follows", async ({ page, request, login, navigate }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/profile");
    await page.getByLabel("First name").fill("Rowan");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your details are saved.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Account" })).toContainText("Rowan Example");
  });

  test("changing the password keeps this browser signed in, with the new token", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/profile");
    const oldToken = await page.evaluate(() => localStorage.getItem("auth_token"));

    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill("another-long-secret");
    await page.getByLabel("Confirm new password").fill("another-long-secret");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByLabel("Current password")).toHaveAccessibleDescription(
      "Your current password is not correct",
    );

    await page.getByLabel("Current password").fill(account.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
    const newToken = await page.evaluate(() => localStorage.getItem("auth_token"));
    expect(newToken).not.toBe(oldToken);

    await navigate("/profile");
    await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
  });

  test("a new e-mail needs the current password and waits for its link; this browser stays signed in", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/profile");
    const details = page.getByRole("form", { name: "Your details" });
    const newEmail = `new_${account.email}`;

    await details.getByLabel("E-mail").fill(newEmail);
    await details.getByLabel("Current password").fill("not-my-password");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(details.getByLabel("Current password")).toHaveAccessibleDescription(
      "Your current password is not correct",
    );

    await details.getByLabel("Current password").fill(account.password);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`We've sent a link to ${newEmail}`)).toBeVisible();
    await expect(page.getByText(`Waiting for ${newEmail}`)).toBeVisible();

    await navigate("/profile");
    await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();

    await navigate(await readEmailLink(request, newEmail, "/auth/verify-email"));
    await expect(page.getByRole("heading", { name: "E-mail verified" })).toBeVisible();
    await navigate("/profile");
    await expect(page.getByText(`${newEmail} is verified.`)).toBeVisible();
  });

  test("signing out of all devices ends the session here too", async ({ page, request, login, navigate }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/profile");
    const token = await page.evaluate(() => localStorage.getItem("auth_token"));
    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByText("Signed out successfully", { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/");
    const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });
});
