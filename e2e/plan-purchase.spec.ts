import { createFamily } from "./billing-family";
import { expect, test } from "./fixtures";

/* Issue 21: a plan chosen on /pricing is bought (bank transfer, confirmed by an admin) and the
   family's billing shows the plan the child is on, with the month's lessons. */

test.describe.configure({ timeout: 90_000 });

test("a parent chooses Tutor Lite on /pricing, pays by bank transfer, an admin confirms, and billing shows the plan", async ({
  page,
  login,
  navigate,
  request,
}) => {
  const family = await createFamily(request);
  await login(family.username, family.password);
  await navigate("/pricing");
  await page.getByRole("link", { name: "Choose Tutor Lite" }).click();
  await expect(page).toHaveURL(/\/student\/settings\?view=billing&plan=tutor-lite/);
  const card = page.getByLabel(`${family.childName}'s credits`);
  await expect(card.getByTestId("child-plan")).toHaveText("Starter plan");

  const buy = page.getByRole("form", { name: "Buy credits" });
  await expect(buy.getByRole("radio", { name: /Tutor Lite/ })).toBeChecked();
  await expect(buy.getByRole("radio", { name: "Bank transfer" })).toBeChecked();
  await buy.getByRole("button", { name: "Request bank transfer details" }).click();
  const details = buy.getByTestId("transfer-details");
  await expect(details).toContainText("$89");
  const reference = (await details.getByText(/^BP-\d{6}$/).textContent())!;

  await login("admin");
  await navigate("/admin/payments");
  const transfer = page.getByRole("listitem", { name: `Transfer ${reference}` });
  await expect(transfer).toContainText("Tutor Lite plan, one month");
  await transfer.getByRole("button", { name: `Confirm transfer ${reference}` }).click();
  await expect(page.getByText(`Confirmed: ${family.childName} has`)).toBeVisible();

  await login(family.username, family.password);
  await navigate("/student/settings?view=billing");
  await expect(card.getByTestId("child-plan")).toContainText(
    /Tutor Lite plan\s*paid until \d{1,2} \w{3} \d{4}/,
  );
  await expect(card.getByTestId("tutor-session-balance")).toHaveText("2");
  await expect(page.getByRole("listitem").filter({ hasText: reference }).getByText("paid")).toBeVisible();
});
