import type { APIRequestContext, Page } from "@playwright/test";
import { expect, registerThroughApi, test } from "./fixtures";

/** The signed-in browser's token, for setting up data through the API. */
async function readToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  expect(token, "a stored token").toBeTruthy();
  return token as string;
}

async function getOwnProfile(request: APIRequestContext, token: string) {
  const response = await request.get("/api/student-dashboard/profile", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { student: { nextProfileEditDate: string | null } }).student;
}

test.describe("the student pages", () => {
  test("a new student edits their profile once, and the next edit waits 30 days", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/student/settings");
    await expect(page.getByText("You can change your profile once every 30 days")).toBeVisible();
    await expect(page.getByText(/You can edit your profile again on/)).toHaveCount(0);

    await page.getByLabel("Bio").fill("I want to get better at algebra.");
    await page.getByLabel("Weekly study hours").fill("4");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Your profile is saved.")).toBeVisible();

    // The lock follows at once: the date of the next edit, and a form that cannot be sent.
    const { nextProfileEditDate } = await getOwnProfile(request, await readToken(page));
    expect(nextProfileEditDate).toBeTruthy();
    const lock = page.getByRole("status").filter({ hasText: "You can edit your profile again on" });
    await expect(lock).toBeVisible();
    await expect(lock.locator(`time[datetime="${nextProfileEditDate}"]`)).toBeVisible();
    await expect(page.getByLabel("Bio")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save profile" })).toBeDisabled();

    await page.reload();
    await expect(page.getByText(/You can edit your profile again on/)).toBeVisible();
    await expect(page.getByLabel("Bio")).toHaveValue("I want to get better at algebra.");
    await expect(page.getByLabel("First name")).toBeDisabled();
  });

  test("an edit refused by the server shows its next date, and the page locks", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/student/settings");
    await expect(page.getByLabel("First name")).toBeEnabled();

    // Meanwhile the profile is edited somewhere else (another tab, another device).
    const token = await readToken(page);
    const elsewhere = await request.put("/api/student-dashboard/profile", {
      headers: { Authorization: `Bearer ${token}` },
      data: { grade: "8" },
    });
    expect(elsewhere.status()).toBe(200);
    const { nextProfileEditDate } = await getOwnProfile(request, token);

    await page.getByLabel("Phone").fill("+44 20 7946 0000");
    await page.getByRole("button", { name: "Save profile" }).click();
    const day = nextProfileEditDate!.slice(0, 10);
    await expect(page.getByRole("alert")).toHaveText(
      `You can edit this profile again on ${day} (once every 30 days).`,
    );
    await expect(page.locator(`time[datetime="${nextProfileEditDate}"]`)).toBeVisible();
    await expect(page.getByLabel("Phone")).toBeDisabled();
  });

  test("a new 10-year-old student answers onboarding and gets the kids theme", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/onboarding");
    const preview = page.getByRole("region", { name: "Theme preview" });

    await page.getByLabel("Age", { exact: true }).fill("10");
    await expect(preview).toHaveAttribute("data-theme", "kids");
    await expect(preview).toContainText("Kids theme");
    await page.getByRole("button", { name: "Mathematics" }).click();
    await page.getByLabel("Another subject").fill("Chess");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("button", { name: "Chess" })).toHaveAttribute("aria-pressed", "true");
    await page.getByLabel("Learning goals").fill("Times tables");
    await page.getByLabel("Weekly study hours").fill("3");
    await page.getByLabel("A parent's e-mail").fill(`parent-of-${account.username}@example.test`);
    await page.getByRole("button", { name: "Start learning" }).click();

    // Onboarding ends in the first lesson its answers point to (issue 9).
    await expect(page).toHaveURL(/\/student\/material\/\d+$/);
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("+50 XP")).toBeVisible();
    await expect(page.locator('[data-theme="kids"]').first()).toBeVisible();

    await navigate("/student/settings");
    await expect(page.getByLabel("Age", { exact: true })).toHaveValue("10");
    // Onboarding does not start the 30-day lock.
    await expect(page.getByLabel("Age", { exact: true })).toBeEnabled();
    await expect(page.getByText(/You can edit your profile again on/)).toHaveCount(0);
  });

  test("tutor preferences are saved, kept after a reload, and complete the profile", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/student/tutor-preferences");
    await expect(page.getByTestId("completeness")).toContainText("Profile 0% complete");

    await page.getByLabel("Preferred name").fill("Robbie");
    await page.getByRole("radio", { name: /Gentle/ }).check();
    await page.getByRole("radio", { name: /Slow/ }).check();
    await page.getByRole("radio", { name: /Listen/ }).check();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.getByText("Your preferences are saved.")).toBeVisible();
    await expect(page.getByTestId("completeness")).toContainText("Profile 100% complete");

    await page.reload();
    await expect(page.getByLabel("Preferred name")).toHaveValue("Robbie");
    await expect(page.getByRole("radio", { name: /Gentle/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /Slow/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /Listen/ })).toBeChecked();
    await expect(page.getByTestId("completeness")).toContainText("Profile 100% complete");

    const persona = await request.get("/api/student/profile-persona", {
      headers: { Authorization: `Bearer ${await readToken(page)}` },
    });
    const body = (await persona.json()) as {
      persona: Record<string, { confidence: number; source: string }>;
    };
    expect(body.persona.student_name).toMatchObject({ confidence: 0.9, source: "self_report" });
    expect(body.persona.tone).toMatchObject({ confidence: 0.85, source: "self_report" });
  });

  test("the leaderboard shows display names, never e-mails", async ({ page, login, navigate }) => {
    await login("student");
    await navigate("/student/rewards/leaderboard");
    await page.getByRole("tab", { name: "All time" }).click();
    await expect(page).toHaveURL(/period=all/);
    const ranking = page.getByRole("list", { name: "Ranking of all time" });
    await expect(ranking.getByText("Sam O.", { exact: true })).toBeVisible();
    await expect(ranking.locator('[aria-current="true"]')).toContainText("Sam O.");
    const text = (await page.locator("main#main").textContent()) ?? "";
    expect(text).not.toContain("@");
    expect(text).not.toContain("Okafor");

    await page.getByRole("tab", { name: "All time" }).press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "This week" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "This week" })).toBeFocused();
  });

  test("achievements show the demo student's 3-day streak badge as earned", async ({
    page,
    login,
    navigate,
  }) => {
    await login("student");
    await navigate("/student/achievements");
    const badge = page.getByRole("listitem").filter({ hasText: "3-day streak" });
    await expect(badge).toHaveAttribute("data-earned", "true");
    await expect(badge).toContainText("Earned");
    await expect(page.getByRole("listitem").filter({ hasText: "365-day streak" })).toHaveAttribute(
      "data-earned",
      "false",
    );
    await expect(page.getByText("Current streak")).toBeVisible();
  });

  test("a favourite added in the library can be removed on the favourites page", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/student/favorites");
    await expect(page.getByText("No favourites yet")).toBeVisible();

    const headers = { Authorization: `Bearer ${await readToken(page)}` };
    const library = await request.get("/api/student-dashboard/library?type=material&limit=1", { headers });
    const [item] = ((await library.json()) as { content: { id: number; title: string }[] }).content;
    expect(item, "a material in the library").toBeTruthy();
    const favourite = await request.post(`/api/student-dashboard/library/${item!.id}/favourite`, { headers });
    expect(((await favourite.json()) as { bookmarked: boolean }).bookmarked).toBe(true);

    await page.reload();
    const list = page.getByRole("list", { name: "Favourites" });
    await expect(list.getByRole("link", { name: item!.title })).toHaveAttribute(
      "href",
      /^\/student\/material\/\d+$/,
    );
    await page.getByRole("button", { name: `Remove ${item!.title} from favourites` }).click();
    await expect(page.getByText("No favourites yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse the Library" })).toBeVisible();

    await page.reload();
    await expect(page.getByText("No favourites yet")).toBeVisible();
  });

  test("the open test pages show labelled demo data, and the live ones the user's own", async ({
    page,
    login,
    navigate,
  }) => {
    await navigate("/test-ecosystem-dashboard");
    await expect(page.getByRole("note", { name: "Demo data" })).toBeVisible();
    await navigate("/test-circular-hub");
    await expect(page.getByRole("navigation", { name: "Portal sections" }).getByRole("link")).toHaveCount(8);

    await login("student");
    await navigate("/test-ecosystem-simple");
    await expect(page.getByRole("note", { name: "Live data" })).toContainText("Sam");
    await expect(page.getByRole("note", { name: "Demo data" })).toHaveCount(0);
    await expect(page.locator("dl")).toContainText("Algebra: quadratic equations");
  });
});
