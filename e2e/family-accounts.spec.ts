import type { Page } from "@playwright/test";
import { expect, signInThroughForm, test, uniqueName } from "./fixtures";

/** The top bar's child switcher: "Viewing Mia", at every width. */
const switcher = (page: Page) => page.getByRole("button", { name: /^Viewing / });

async function switchTo(page: Page, name: string) {
  await switcher(page).click();
  await page.getByRole("menuitem", { name, exact: true }).click();
}

/** One child's panel on the Family page. */
const childPanel = (page: Page, fullName: string) =>
  page
    .getByRole("list", { name: "Your children" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { name: fullName }),
    });

test.describe("a family", () => {
  test("a parent signs up, adds two children, switches between them, and gives one a login that reaches only their own portal", async ({
    page,
    browser,
    navigate,
  }) => {
    test.setTimeout(90_000);
    const parentName = uniqueName("parent");
    await navigate("/auth/signup?type=parent");
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Okafor");
    await page.getByLabel("Username").fill(parentName);
    await page.getByLabel("E-mail").fill(`${parentName}@example.test`);
    await page.getByLabel("Password").fill("a-long-secret-1");
    await page.getByRole("button", { name: "Create account" }).click();

    // The first child, from the welcome screen.
    const first = page.getByRole("form", { name: "Add your first child" });
    await expect(page.getByRole("heading", { name: /Let's add your first child/ })).toBeVisible();
    await first.getByLabel("First name").fill("Mia");
    await first.getByLabel("Last name").fill("Okafor");
    await first.getByLabel("Age").fill("9");
    await first.getByRole("button", { name: "Add my child" }).click();
    await expect(page.getByRole("heading", { name: "Mia's dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mia's progress" })).toBeVisible();

    // The second, from the Family page the switcher leads to.
    await switcher(page).click();
    await page.getByRole("menuitem", { name: /Family/ }).click();
    await expect(page.getByRole("heading", { name: "Family", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Add a child" }).click();
    const add = page.getByRole("form", { name: "Add a child" });
    await add.getByLabel("First name").fill("Leo");
    await add.getByLabel("Last name").fill("Okafor");
    await add.getByLabel("Age").fill("19");
    await add.getByRole("button", { name: "Add this child" }).click();
    await expect(add.getByText("A child's age is at most 18")).toBeVisible();
    await add.getByLabel("Age").fill("12");
    await add.getByLabel("Grade").fill("7");
    await add.getByRole("button", { name: "Add this child" }).click();
    await expect(childPanel(page, "Leo Okafor")).toBeVisible();
    await expect(childPanel(page, "Mia Okafor")).toBeVisible();
    // Two children: the address now carries the selected one (spec 2.9).
    await expect(page).toHaveURL(/student_id=\d+/);

    // Leo gets a reward: only Leo's wallet shows it.
    await childPanel(page, "Leo Okafor").getByRole("button", { name: "Give a reward" }).click();
    const reward = page.getByRole("form", { name: "Give Leo a reward" });
    await reward.getByLabel("Amount (USD)").fill("3");
    await reward.getByLabel("Reason").fill("Tidied the shelf");
    await reward.getByRole("button", { name: "Give the reward" }).click();
    await expect(childPanel(page, "Leo Okafor").getByText("Tidied the shelf")).toBeVisible();

    // Switching children: each one's own pages and data.
    await navigate("/student/dashboard");
    await expect(
      page.getByRole("list", { name: "Your children this week" }).getByRole("article"),
    ).toHaveCount(2);
    await switchTo(page, "Leo");
    await expect(page.getByRole("heading", { name: "Leo's dashboard" })).toBeVisible();
    await expect(switcher(page)).toHaveAccessibleName(/^Viewing Leo ?\. Change child$/);
    const leoId = new URL(page.url()).searchParams.get("student_id");
    await page
      .getByRole("navigation", { name: "Student pages" })
      .getByRole("link", { name: "Leaderboard" })
      .click();
    await expect(page.getByRole("heading", { name: "Leo's wallet" })).toBeVisible();
    await expect(page.getByTestId("wallet-balance")).toHaveText("Balance: $3.00");
    await expect(page.getByText("Tidied the shelf")).toBeVisible();
    await switchTo(page, "Mia");
    await expect(page.getByRole("heading", { name: "Mia's wallet" })).toBeVisible();
    await expect(page.getByTestId("wallet-balance")).toHaveText("Balance: $0.00");
    await expect(page.getByText("Tidied the shelf")).toHaveCount(0);
    // The switcher is there and labelled on a phone too.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(switcher(page)).toBeVisible();
    await expect(switcher(page)).toHaveAccessibleName(/^Viewing Mia ?\. Change child$/);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A login for Mia, shown once on a printable card.
    await navigate("/student/settings?view=family");
    const childUsername = uniqueName("mia");
    const loginForm = page.getByRole("form", { name: "Create a login for Mia" });
    await loginForm.getByLabel("Username").fill(childUsername);
    await loginForm.getByLabel("Password").fill("Purple-otter-42");
    await loginForm.getByRole("button", { name: "Create Mia's login" }).click();
    const card = page.getByRole("dialog", { name: "Mia's login card" });
    await expect(card.getByTestId("login-card-username")).toHaveText(childUsername);
    await expect(card.getByTestId("login-card-password")).toHaveText("Purple-otter-42");
    await card.getByRole("button", { name: "I've kept it safe" }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText("Purple-otter-42")).toHaveCount(0);
    await expect(childPanel(page, "Mia Okafor").getByText("On", { exact: true })).toBeVisible();

    // Mia signs in on her own device: her portal only.
    const childContext = await browser.newContext();
    const child = await childContext.newPage();
    await child.goto("/auth/signin");
    await signInThroughForm(child, childUsername, "Purple-otter-42");
    await expect(child.getByRole("heading", { name: "Welcome, Mia!" })).toBeVisible();
    await expect(child.getByRole("button", { name: /^Viewing / })).toHaveCount(0);
    await expect(child.getByRole("heading", { name: "Your family this week" })).toHaveCount(0);
    await child.goto("/student/settings?view=family");
    await expect(child.getByRole("heading", { name: "Profile settings" })).toBeVisible();
    await expect(child.getByRole("heading", { name: "Family", level: 1 })).toHaveCount(0);
    // Leo's id in the address does not open Leo's pages: it is dropped.
    await child.goto(`/student/rewards/leaderboard?student_id=${leoId}`);
    await expect(child.getByRole("heading", { name: "Your wallet" })).toBeVisible();
    await expect(child.getByTestId("wallet-balance")).toHaveText("Balance: $0.00");
    await expect(child).not.toHaveURL(/student_id=/);
    const refused = await child.evaluate(async (id) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem("auth_token")}` };
      const statusOf = async (path: string) => (await fetch(path, { headers })).status;
      return {
        family: await statusOf("/api/family"),
        billing: await statusOf("/api/student-dashboard/invoices"),
        sibling: await statusOf(`/api/student-dashboard/profile?student_id=${id}`),
      };
    }, leoId);
    expect(refused).toEqual({ family: 403, billing: 403, sibling: 403 });
    await childContext.close();
  });
});
