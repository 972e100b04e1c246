import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { expect, registerThroughApi, signInThroughForm, test, uniqueName } from "./fixtures";

/** A parent with children added through the API (setup, not the journey under test). */
async function createFamily(request: APIRequestContext, children: { firstName: string; age: number }[]) {
  const parent = await registerThroughApi(request, { userType: "parent" });
  const login = await request.post("/api/auth/login", {
    data: { username: parent.username, password: parent.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const ids: number[] = [];
  for (const child of children) {
    const res = await request.post("/api/student-dashboard/students", {
      headers,
      data: { ...child, lastName: "Okafor" },
    });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).student.id);
  }
  return { parent, headers, ids };
}

const childPanel = (page: Page, fullName: string) =>
  page
    .getByRole("list", { name: "Your children" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { name: fullName }),
    });

test.describe("a family's rewards and privacy", () => {
  test("a parent grants a cash reward that the child then sees in their wallet, with the reason", async ({
    page,
    browser,
    request,
    login,
    navigate,
  }) => {
    const { parent, headers, ids } = await createFamily(request, [{ firstName: "Zara", age: 10 }]);
    const childUsername = uniqueName("zara");
    const created = await request.post(`/api/family/children/${ids[0]}/login`, {
      headers,
      data: { username: childUsername, password: "Green-kite-77" },
    });
    expect(created.status()).toBe(201);

    await login(parent.username, parent.password);
    await navigate("/student/settings?view=family");
    await childPanel(page, "Zara Okafor").getByRole("button", { name: "Give a reward" }).click();
    const form = page.getByRole("form", { name: "Give Zara a reward" });
    await form.getByLabel("Amount (USD)").fill("-2");
    await form.getByLabel("Reason").fill("Seven days in a row");
    await form.getByRole("button", { name: "Give the reward" }).click();
    await expect(form.getByText("Amount must be at least 0.01")).toBeVisible();
    await form.getByLabel("Amount (USD)").fill("2.50");
    await form.getByRole("button", { name: "Give the reward" }).click();
    await expect(form).toHaveCount(0);
    await expect(childPanel(page, "Zara Okafor").getByText("Seven days in a row")).toBeVisible();
    await expect(childPanel(page, "Zara Okafor").getByText("$2.50 in the wallet")).toBeVisible();

    const childContext = await browser.newContext();
    const child = await childContext.newPage();
    await child.goto("/auth/signin");
    await signInThroughForm(child, childUsername, "Green-kite-77");
    await expect(child.getByRole("heading", { name: "Welcome, Zara!" })).toBeVisible();
    await expect(child.getByTestId("rewards-cash")).toContainText("2.50");
    await child.goto("/student/rewards/leaderboard");
    await expect(child.getByRole("heading", { name: "Your wallet" })).toBeVisible();
    await expect(child.getByTestId("wallet-balance")).toHaveText("Balance: $2.50");
    const rewards = child.getByRole("list", { name: "Rewards" });
    await expect(rewards).toContainText("Seven days in a row");
    await expect(rewards).toContainText("from Robin");
    // Zara is not shown to strangers until her parent allows it; the family board has her.
    await expect(child.getByText("Only your family sees you here")).toBeVisible();
    await child.getByRole("button", { name: "Family" }).click();
    await expect(child.getByRole("list", { name: "Family ranking" })).toContainText("Zara O.");
    await childContext.close();
  });

  test("a parent downloads everything about a child, then removes the child with it all", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const { parent, ids } = await createFamily(request, [
      { firstName: "Mia", age: 9 },
      { firstName: "Leo", age: 12 },
    ]);
    await login(parent.username, parent.password);
    await navigate(`/student/settings?view=family&student_id=${ids[1]}`);
    const leo = childPanel(page, "Leo Okafor");

    const downloading = page.waitForEvent("download");
    await leo.getByRole("button", { name: "Download Leo's data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^brightpath-leo-\d{4}-\d{2}-\d{2}\.zip$/);
    // A zip archive: a manifest, one JSON file per table and the uploaded files (decision 035).
    const archive = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    const readJson = (name: string) => JSON.parse(new TextDecoder().decode(archive[name]));
    expect(readJson("manifest.json")).toMatchObject({ format: "brightpath-child-export", studentId: ids[1] });
    expect(readJson("tables/student_profiles.json")).toEqual([
      expect.objectContaining({ id: ids[1], first_name: "Leo", age: 12 }),
    ]);
    expect(Object.keys(archive)).toEqual(
      expect.arrayContaining(["README.txt", "tables/xp_ledger.json", "tables/question_attempts.json"]),
    );

    await leo.getByRole("button", { name: "Remove Leo" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove Leo and everything about them?" });
    await expect(confirm).toContainText("every answer, practice session");
    const remove = confirm.getByRole("button", { name: "Remove Leo for good" });
    await expect(remove).toBeDisabled();
    await confirm.getByLabel("Type Leo to confirm").fill("Leo");
    await remove.click();
    await expect(confirm).toHaveCount(0);
    await expect(leo).toHaveCount(0);
    await expect(childPanel(page, "Mia Okafor")).toBeVisible();
    // Leo is gone everywhere: one child left, so the address carries no student_id (spec 2.9).
    await expect(page).not.toHaveURL(/student_id=/);
    await page.getByRole("button", { name: /^Viewing / }).click();
    await expect(page.getByRole("menuitem", { name: "Leo", exact: true })).toHaveCount(0);
    await page.keyboard.press("Escape");
    const status = await page.evaluate(async (id) => {
      const response = await fetch(`/api/family/children/${id}/export`, {
        headers: { Authorization: `Bearer ${localStorage.getItem("auth_token")}` },
      });
      return response.status;
    }, ids[1]);
    expect(status).toBe(403);
  });
});
