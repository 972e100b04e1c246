import { expect, test, uniqueName } from "./fixtures";

/**
 * Messages (issue 12): the demo student writes to the demo tutor (assigned to them in the demo
 * seed); the tutor, whose messages page is open in another browser, sees it arrive without
 * reloading, and the unread counts show and clear.
 */
test.describe("messages (issue 12)", () => {
  test("a message sent by the student arrives live on the tutor's open page; unread counts show and clear", async ({
    browser,
    baseURL,
  }) => {
    // Two browsers, two sign-ins and a dozen page loads: more than one journey's usual time.
    test.slow();
    const signIn = async (username: string) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const response = await page.request.post("/api/auth/login", {
        data: { username, password: "Demo-pass-1" },
      });
      expect(response.status()).toBe(200);
      const { user, access_token } = (await response.json()) as { user: unknown; access_token: string };
      await page.goto("/");
      await page.evaluate(
        ({ token, userInfo }) => {
          localStorage.setItem("auth_token", token);
          localStorage.setItem("user_info", userInfo);
        },
        { token: access_token, userInfo: JSON.stringify(user) },
      );
      return { context, page };
    };
    const tutor = await signIn("tutor");
    const student = await signIn("student");
    const text = `Can we go over fractions? ${uniqueName("m")}`;

    // The tutor has their messages open, live.
    await tutor.page.goto("/tutor?view=messages");
    await expect(tutor.page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
    await expect(tutor.page.locator("[data-stream-status=live]")).toBeVisible();

    // The student opens a conversation with their tutor and writes; Enter sends.
    await student.page.goto("/student/messages");
    await expect(student.page.getByRole("heading", { name: "Messages" })).toBeVisible();
    await student.page.getByRole("button", { name: "New message" }).click();
    await student.page.getByRole("button", { name: /Tomás Rivera/ }).click();
    const box = student.page.getByRole("textbox", { name: "Message" });
    await box.fill("First line");
    await box.press("Shift+Enter");
    await box.pressSequentially(text);
    await expect(box).toHaveValue(`First line\n${text}`);
    await box.press("Enter");
    await expect(student.page.getByTestId("message").filter({ hasText: text })).toBeVisible();
    await expect(box).toHaveValue("");
    // The student moves on; the answer will wait for them.
    await student.page.goto("/student/dashboard");

    // It arrives on the tutor's page without a reload, with an unread badge.
    const thread = tutor.page.getByTestId("thread-item").filter({ hasText: "Sam Okafor" });
    await expect(thread).toContainText(text);
    await expect(thread.getByTestId("thread-unread")).toBeVisible();

    // Opening it clears the count; the tutor answers and it arrives live on the student's page.
    await thread.click();
    await expect(tutor.page.getByTestId("message").filter({ hasText: text })).toBeVisible();
    await expect(thread.getByTestId("thread-unread")).toHaveCount(0);
    await tutor.page.getByRole("textbox", { name: "Message" }).fill("Of course — see you Thursday!");
    await tutor.page.getByRole("button", { name: "Send" }).click();
    await expect(tutor.page.getByTestId("message").filter({ hasText: "see you Thursday" })).toBeVisible();

    // The tutor's dashboard says nothing is unread now.
    await tutor.page.goto("/tutor");
    await expect(tutor.page.getByTestId("tutor-unread-messages")).toContainText("Nothing unread");

    // The student's sidebar counts the answer once they are elsewhere, and clears it once read.
    await student.page.reload();
    const sidebarLink = student.page
      .getByRole("navigation", { name: "Student pages" })
      .getByRole("link", { name: /Messages/ });
    await expect(sidebarLink).toContainText("1");
    await sidebarLink.click();
    await student.page.getByTestId("thread-item").filter({ hasText: "Tomás Rivera" }).click();
    await expect(student.page.getByTestId("message").filter({ hasText: "see you Thursday" })).toBeVisible();
    await expect(sidebarLink).not.toContainText("1");

    await tutor.context.close();
    await student.context.close();
  });
});

test("an admin writes first to a family from the clients page; the parent reads it in their messages", async ({
  page,
  login,
  navigate,
}) => {
  const text = `Your invoice is ready ${uniqueName("a")}`;
  await login("admin");
  await navigate("/admin/clients");
  await page.getByRole("link", { name: "Message Priya Shah" }).click();
  await expect(page).toHaveURL(/\/admin\?view=messages&thread=\d+/);
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByTestId("message").filter({ hasText: text })).toBeVisible();

  await login("parent");
  await navigate("/student/messages");
  const thread = page.getByTestId("thread-item").filter({ hasText: text });
  await expect(thread.getByTestId("thread-unread")).toBeVisible();
  await thread.click();
  await expect(page.getByTestId("message").filter({ hasText: text })).toBeVisible();
});
