import { expect, registerThroughApi, test } from "./fixtures";

const sidebar = (page: import("@playwright/test").Page) => page.getByTestId("student-sidebar");

test.describe("the student shell", () => {
  test("Ctrl+B toggles the sidebar, and the choice survives a reload", async ({ page, login, navigate }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login("student");
    await navigate("/student/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Sam!" })).toBeVisible();
    // Closed by default on the dashboard.
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");

    await page.keyboard.press("Control+b");
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
    const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar:state");
    expect(cookie?.value).toBe("true");
    expect(cookie?.path).toBe("/");

    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome back, Sam!" })).toBeVisible();
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");

    await page.keyboard.press("Control+b");
    await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
  });

  test("the sidebar lists the student pages with the assignments badge", async ({
    page,
    login,
    navigate,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login("student");
    await navigate("/student/progress");
    await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
    const pages = page.getByRole("navigation", { name: "Student pages" });
    // The leaderboard entry appears once the wallet answered.
    await expect(pages.getByRole("link", { name: "Leaderboard" })).toBeVisible();
    // Other journeys may finish the demo student's homework: count what is pending right now.
    const pending = await page.evaluate(async () => {
      const response = await fetch("/api/student-dashboard/homework", {
        headers: { Authorization: `Bearer ${localStorage.getItem("auth_token")}` },
      });
      const { homework } = (await response.json()) as { homework: { completed: boolean; status: string }[] };
      return homework.filter((h) => !h.completed && h.status !== "submitted").length;
    });
    await page.reload();
    await expect(pages.getByRole("link", { name: /Assignments/ })).toHaveAccessibleName(
      pending > 0 ? `Assignments , pending: ${pending}` : "Assignments",
    );
    await expect(pages.getByRole("link", { name: /Games/ })).toContainText("NEW");
    await page
      .getByRole("navigation", { name: "Account and help" })
      .getByRole("link", { name: "Help" })
      .click();
    await expect(page).toHaveURL("/help");
    await expect(page.getByRole("heading", { level: 1, name: "Help centre" })).toBeVisible();
  });

  test("on a phone the sidebar is a sheet that the overlay closes", async ({ page, login, navigate }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await login("student");
    await navigate("/student/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Sam!" })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    const sheet = page.getByTestId("student-sidebar-sheet");
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Dashboard" })).toBeVisible();
    // The sheet is 18rem (288 px) wide; the overlay covers the rest.
    await page.mouse.click(350, 400);
    await expect(sheet).toBeHidden();
  });

  test("search shows a dropdown, and a result opens its material", async ({ page, login, navigate }) => {
    await login("student");
    await navigate("/student/progress");
    await page.getByPlaceholder("Search lessons, topics...").fill("equ");
    const results = page.getByRole("listbox", { name: "Search results" });
    // The demo curriculum's algebra lessons match; a material result opens its material page.
    const result = results.getByRole("option", { name: /One-step equations/ });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(/\/student\/material\/\d+$/);
  });

  test("the keyboard picks a result: arrows move, Enter opens, Escape closes", async ({
    page,
    login,
    navigate,
  }) => {
    await login("student");
    await navigate("/student/progress");
    const box = page.getByPlaceholder("Search lessons, topics...");
    await box.fill("equations");
    const results = page.getByRole("listbox", { name: "Search results" });
    await expect(results.getByRole("option").first()).toBeVisible();
    await box.press("Escape");
    await expect(results).toBeHidden();
    await box.press("ArrowDown");
    await expect(results.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/student\/material\/\d+$/);
  });

  test("a broad term offers 'View all' and opens the library with it", async ({ page, login, navigate }) => {
    await login("student");
    await navigate("/student/library");
    await page.getByPlaceholder("Search lessons, topics...").fill("a");
    const viewAll = page.getByRole("option", { name: /^View all \d+ results in Library$/ });
    await expect(viewAll).toBeVisible();
    await expect(page.getByRole("listbox", { name: "Search results" }).getByRole("option")).toHaveCount(6);
    await viewAll.click();
    await expect(page).toHaveURL("/student/library?search=a");
  });

  test("a search with no match says so", async ({ page, login, navigate }) => {
    await login("student");
    await navigate("/student/progress");
    await page.getByPlaceholder("Search lessons, topics...").fill("zzqqxx");
    await expect(page.getByText("No results found")).toBeVisible();
    await expect(page.getByText("Try different keywords or check the Library")).toBeVisible();
  });

  test("a single-student account keeps no student_id in the address", async ({ page, login, navigate }) => {
    await login("student");
    await navigate("/student/dashboard?student_id=3");
    await expect(page.getByRole("heading", { name: "Welcome back, Sam!" })).toBeVisible();
    await expect(page).toHaveURL("/student/dashboard");
    await expect(page.getByTestId("student-shell")).toHaveAttribute("data-theme", "adult");
  });

  test("feedback is sent from the top bar", async ({ page, login, navigate }) => {
    await login("student");
    await navigate("/student/progress");
    await page.getByRole("button", { name: "Feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Feedback" });
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeDisabled();
    await dialog.getByRole("textbox", { name: "Your feedback" }).fill("The progress chart is great.");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you for your feedback!", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("the profile menu offers settings, the main site and sign-out", async ({ page, login, navigate }) => {
    await login("student");
    await navigate("/student/progress");
    await page.getByRole("button", { name: "Profile menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Profile Settings" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Back to Main Site" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully", { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/");
  });
});

test.describe("a parent account", () => {
  test("switches children; the address carries the child and a reload keeps them", async ({
    page,
    login,
    navigate,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login("parent");
    await navigate("/student/dashboard");
    await expect(page.getByRole("heading", { name: "Mia's dashboard" })).toBeVisible();
    await expect(page).toHaveURL(/student_id=\d+/);
    const shell = page.getByTestId("student-shell");
    // Mia is 10: the kids theme.
    await expect(shell).toHaveAttribute("data-theme", "kids");

    const profile = await page.evaluate(async () => {
      const response = await fetch("/api/student-dashboard/profile", {
        headers: { Authorization: `Bearer ${localStorage.getItem("auth_token")}` },
      });
      return (await response.json()) as { students: { id: number; firstName: string }[] };
    });
    const leo = profile.students.find((s) => s.firstName === "Leo");
    expect(leo).toBeDefined();

    await page.keyboard.press("Control+b");
    await page.getByRole("button", { name: "Leo", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Leo's dashboard" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`student_id=${leo?.id}$`));
    await expect(page.getByRole("button", { name: "Leo", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // Leo is 15: not the kids theme.
    await expect(shell).toHaveAttribute("data-theme", "adult");

    await page.reload();
    await expect(page.getByRole("heading", { name: "Leo's dashboard" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`student_id=${leo?.id}$`));

    // Sidebar links carry the child too.
    await expect(
      page.getByRole("navigation", { name: "Student pages" }).getByRole("link", { name: "Library" }),
    ).toHaveAttribute("href", `/student/library?student_id=${leo?.id}`);
  });

  test("a bogus student_id is replaced by a real child", async ({ page, login, navigate }) => {
    await login("parent");
    await navigate("/student/dashboard?student_id=999999");
    await expect(page.getByRole("heading", { name: "Mia's dashboard" })).toBeVisible();
    await expect(page).toHaveURL(/student_id=\d+$/);
    expect(page.url()).not.toContain("999999");
  });

  test("sees each child's credits in the balance", async ({ page, login, navigate }) => {
    await login("parent");
    await navigate("/student/dashboard");
    const balance = page.getByRole("region", { name: "Lesson balance" });
    await expect(balance.getByText("Each child's credits")).toBeVisible();
    await expect(balance.getByText("Leo Shah")).toBeVisible();
    await expect(balance.getByText("Sample data")).toHaveCount(0);
  });
});

test("XP earned shows in the rewards widget without a reload", async ({ page, request, login, navigate }) => {
  const account = await registerThroughApi(request, { userType: "student" });
  await login(account.username, account.password);
  await navigate("/student/progress");
  const points = page.getByTestId("rewards-points");
  await expect(points).toBeVisible();
  const before = Number((await points.textContent())?.replace(/\D/g, ""));

  // Completing the tutor persona for the first time gives XP; the page then announces it.
  const awarded = await page.evaluate(async () => {
    const response = await fetch("/api/student/profile-persona", {
      method: "PATCH",
      headers: {
        Authorization: `Bearer ${localStorage.getItem("auth_token")}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        updates: [
          { key: "student_name", value: "Robin", confidence: 0.9, source: "self_report" },
          { key: "tone", value: "gentle", confidence: 0.85, source: "self_report" },
          { key: "pace", value: "normal", confidence: 0.85, source: "self_report" },
          { key: "modality", value: "read", confidence: 0.85, source: "self_report" },
        ],
      }),
    });
    const body = (await response.json()) as { xp_awarded: number };
    window.dispatchEvent(new CustomEvent("rewards-earned", { detail: { awarded: body.xp_awarded } }));
    return body.xp_awarded;
  });
  expect(awarded).toBeGreaterThan(0);
  await expect(points).toHaveText(String(before + awarded));
  const navigations = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  expect(navigations).toBe(1);
});
