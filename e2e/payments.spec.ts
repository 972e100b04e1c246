import type { APIRequestContext } from "@playwright/test";
import { createFamily } from "./billing-family";
import { expect, test } from "./fixtures";

/* Credits and payments (issue 12): the admin keeps the books, the family sees its balance rise. */

async function offerId(request: APIRequestContext, slug: string) {
  const pricing = (await (await request.get("/api/public/pricing")).json()) as {
    credit_offers: { id: number; slug: string }[];
  };
  return String(pricing.credit_offers.find((o) => o.slug === slug)!.id);
}

test("an admin records a payment for a family and the family's tutor-session balance rises on its billing page", async ({
  page,
  login,
  navigate,
  request,
}) => {
  const family = await createFamily(request);
  await login(family.username, family.password);
  await navigate("/student/dashboard");
  await page.getByRole("link", { name: "Billing" }).click();
  await expect(page).toHaveURL(/\/student\/settings\?view=billing/);
  const card = page.getByLabel(`${family.childName}'s credits`);
  await expect(card.getByTestId("tutor-session-balance")).toHaveText("0");
  // The ai-only plan's 10 AI sessions of the month, kept apart from tutor sessions.
  await expect(card.getByTestId("ai-session-balance")).toHaveText("10");

  await login("admin");
  await navigate("/admin/payments");
  await page
    .getByRole("combobox", { name: "Family" })
    .selectOption({ label: `Robin Example (${family.email})` });
  const form = page.getByRole("form", { name: "Record a payment" });
  await form.getByLabel("Package").selectOption(await offerId(request, "tutor-5"));
  await expect(form.getByLabel(/Amount received/)).toHaveValue("220.00");
  await form.getByLabel("Note (optional)").fill("Paid in cash at the open day");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form.getByText("Recorded $220")).toBeVisible();
  await expect(page.getByText("5 tutor sessions · 10 AI sessions")).toBeVisible();

  await login(family.username, family.password);
  await navigate("/student/settings?view=billing");
  await expect(card.getByTestId("tutor-session-balance")).toHaveText("5");
  await expect(card.getByTestId("ai-session-balance")).toHaveText("10");
  await expect(page.getByRole("link", { name: /View invoice BP-/ })).toBeVisible();
  await page.getByRole("link", { name: /View invoice BP-/ }).click();
  await expect(page.getByRole("article", { name: /Invoice BP-/ })).toContainText("Paid");
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeEnabled();
});

test("a parent requests a bank transfer and an admin confirms it", async ({
  page,
  login,
  navigate,
  request,
}) => {
  const family = await createFamily(request);
  await login(family.username, family.password);
  await navigate("/student/settings?view=billing");
  const buy = page.getByRole("form", { name: "Buy credits" });
  await buy.getByRole("radio", { name: /1 lesson with a tutor/ }).check();
  await expect(buy.getByRole("radio", { name: "Bank transfer" })).toBeChecked();
  await buy.getByRole("button", { name: "Request bank transfer details" }).click();
  const details = buy.getByTestId("transfer-details");
  await expect(details).toContainText("$49");
  const reference = (await details.getByText(/^BP-\d{6}$/).textContent())!;
  await expect(page.getByRole("link", { name: `View invoice ${reference}` })).toBeVisible();

  await login("admin");
  await navigate("/admin/payments");
  const transfer = page.getByRole("listitem", { name: `Transfer ${reference}` });
  await expect(transfer).toContainText(family.childName);
  await transfer.getByRole("button", { name: `Confirm transfer ${reference}` }).click();
  await expect(page.getByText(`Confirmed: ${family.childName} has`)).toBeVisible();
  await expect(transfer).toHaveCount(0);

  await login(family.username, family.password);
  await navigate("/student/settings?view=billing");
  await expect(
    page.getByLabel(`${family.childName}'s credits`).getByTestId("tutor-session-balance"),
  ).toHaveText("1");
  await expect(page.getByTestId("transfer-details")).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: reference }).getByText("paid")).toBeVisible();
});

test("a parent cancels a bank transfer not yet sent: its invoice is voided", async ({
  page,
  login,
  navigate,
  request,
}) => {
  const family = await createFamily(request);
  await login(family.username, family.password);
  await navigate("/student/settings?view=billing");
  const buy = page.getByRole("form", { name: "Buy credits" });
  await buy.getByRole("radio", { name: /1 lesson with a tutor/ }).check();
  await buy.getByRole("button", { name: "Request bank transfer details" }).click();
  const reference = (await buy
    .getByTestId("transfer-details")
    .getByText(/^BP-\d{6}$/)
    .textContent())!;

  await navigate("/student/settings?view=billing");
  const waiting = page.getByRole("region", { name: "Waiting for your transfer" });
  await waiting.getByRole("button", { name: "Cancel this transfer" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this transfer?" });
  await dialog.getByRole("button", { name: "Cancel transfer" }).click();
  await expect(page.getByText("Transfer cancelled", { exact: true })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: reference }).getByText("void")).toBeVisible();
  await expect(
    page.getByLabel(`${family.childName}'s credits`).getByTestId("tutor-session-balance"),
  ).toHaveText("0");
});
