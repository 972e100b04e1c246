import { expect, registerThroughApi, test } from "./fixtures";

test.describe("a new parent", () => {
  test("is welcomed on every student page and adds a first child, who then shows everywhere", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const parent = await registerThroughApi(request, { userType: "parent" });
    await login(parent.username, parent.password);
    await navigate("/student/library");
    const form = page.getByRole("form", { name: "Add your first child" });
    await expect(page.getByRole("heading", { name: /Let's add your first child/ })).toBeVisible();
    await expect(page.getByText("Failed to load profile")).toHaveCount(0);

    // Bad input is refused in place, and nothing is added.
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Age").fill("2");
    await form.getByRole("button", { name: "Add my child" }).click();
    await expect(form.getByText("Age must be at least 3")).toBeVisible();

    await form.getByLabel("Age").fill("9");
    await form.getByRole("button", { name: "Add my child" }).click();
    await expect(form).toHaveCount(0);

    await navigate("/student/dashboard");
    await expect(page.getByRole("heading", { name: "Ada's dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Let's add your first child/ })).toHaveCount(0);
  });
});
