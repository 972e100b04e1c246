import { expect, test } from "./fixtures";

for (const width of [1280, 375]) {
  test(`screens at ${width}`, async ({ page, login, navigate, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const tok = (
      await (
        await request.post("/api/auth/login", { data: { username: "student", password: "Demo-pass-1" } })
      ).json()
    ).access_token;
    const sid = (
      await (
        await request.get("/api/student-dashboard/profile", { headers: { Authorization: `Bearer ${tok}` } })
      ).json()
    ).student.id;
    await login("student");
    await navigate("/student/homework");
    await expect(page.getByLabel("Assignment stats")).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/homework-${width}.png`, fullPage: true });
    const quiz = page.getByRole("article").filter({ hasText: "Fractions quiz" }).first();
    await quiz.getByRole("link", { name: "Take the quiz" }).click();
    await expect(page.getByRole("timer")).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/quiz-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: "All at once" }).click();
    await page.getByRole("listitem").nth(0).getByLabel("Your answer").fill("0.75");
    await page.getByRole("listitem").nth(0).getByRole("button", { name: "Check" }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/quiz-all-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: "Submit quiz" }).click();
    await expect(page.getByText(/Your result/)).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/results-${width}.png`, fullPage: true });
    await navigate("/student/homework");
    const hw = page.getByRole("article").filter({ hasText: "two-step" }).first();
    await hw.getByRole("button", { name: "Hand in work" }).click();
    await hw
      .getByLabel("Attach files")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(hw.getByText("Uploaded")).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/handin-${width}.png`, fullPage: true });
    await login("parent");
    await navigate("/student/homework");
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/parent-${width}.png`, fullPage: true });
    await login("admin");
    await navigate(`/debug-homework-api?student_id=${sid}`);
    await expect(page.getByRole("form", { name: "Set work" })).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/admin-${width}.png`, fullPage: true });
  });
}
