import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * Issue 21 "One truth on every page": a parent's link to a student page with a child's id opens
 * that child (spec 2.9: a valid student_id in the address is kept and selected), on every student
 * page, for each child; and a tutor or admin on a student page is told at once whose area it is.
 */

const specRoutes = (
  JSON.parse(fs.readFileSync(path.resolve("packages/contract/src/spec-routes.json"), "utf8")) as {
    routes: { path: string; access: string }[];
  }
).routes;

/** Every student page of the spec, with a real lesson and path for the pages that take an id. */
function studentPages(ids: { lesson: number; path: number }): string[] {
  return specRoutes
    .filter((r) => r.access === "signed-in" && (r.path === "/student" || r.path.startsWith("/student/")))
    .map((r) =>
      r.path
        .replace(/^\/student\/learning-paths\/:id/, `/student/learning-paths/${ids.path}`)
        .replace(/:id\??/, String(ids.lesson))
        .replace(":engine", "flashcards")
        .replace(":cardId", "1")
        .replace(":weekNumber", "1"),
    )
    .filter((p) => !p.includes(":"));
}

async function demoIds(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const profile = await (await request.get("/api/student-dashboard/profile", { headers })).json();
  const children = (profile.students as { id: number; firstName: string }[]).map((s) => ({
    id: s.id,
    name: s.firstName,
  }));
  const sample = await (await request.get("/api/public/sample-lesson")).json();
  const paths = await (await request.get("/api/learning-paths", { headers })).json();
  return { children, lesson: sample.id as number, path: paths.paths[0].id as number };
}

/** The student ids the page's API calls asked for. */
function watchStudentIds(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/")) return;
    const id = url.searchParams.get("student_id");
    if (id) seen.push(id);
    const body = request.postData();
    const match = body?.match(/"student_id"\s*:\s*"?(\d+)/);
    if (match) seen.push(match[1]!);
  });
  return seen;
}

test("a parent's link opens the child it names, on every student page, for each child", async ({
  page,
  request,
  login,
}) => {
  test.setTimeout(600_000);
  await login("parent");
  const token = (await page.evaluate(() => localStorage.getItem("auth_token"))) as string;
  const ids = await demoIds(request, token);
  expect(ids.children.length).toBeGreaterThanOrEqual(2);
  const pages = studentPages(ids);
  expect(pages.length).toBeGreaterThan(30);
  const asked = watchStudentIds(page);

  for (const child of ids.children) {
    const others = ids.children.filter((c) => c.id !== child.id).map((c) => String(c.id));
    for (const pagePath of pages) {
      // The other child was the one chosen last: the address must win over that memory.
      await page.evaluate((id) => {
        const stored = JSON.parse(localStorage.getItem("student-storage") ?? '{"state":{}}');
        stored.state.selectedStudentId = id;
        localStorage.setItem("student-storage", JSON.stringify(stored));
      }, others[0]!);
      asked.length = 0;
      const url = `${pagePath}${pagePath.includes("?") ? "&" : "?"}student_id=${child.id}`;
      await page.goto(url);
      await expect(page.locator("main#main"), url).toBeVisible();
      const switcher = page.getByRole("button", { name: /Change child/ });
      await expect(switcher, url).toContainText(child.name);
      await expect(page, url).toHaveURL(new RegExp(`student_id=${child.id}(&|$)`));
      expect(
        asked.filter((id) => others.includes(id)),
        `${url} asked for another child's data`,
      ).toEqual([]);
    }
  }

  // The pages that name the child say so, with the child's own data.
  const [first, second] = ids.children;
  await page.goto(`/student/homework?student_id=${second!.id}`);
  await expect(page.getByRole("button", { name: /Change child/ })).toContainText(second!.name);
  await page.goto(`/student/dashboard?student_id=${second!.id}`);
  await expect(page.getByRole("heading", { name: `${second!.name}'s dashboard` })).toBeVisible();
  await page.goto(`/student/dashboard?student_id=${first!.id}`);
  await expect(page.getByRole("heading", { name: `${first!.name}'s dashboard` })).toBeVisible();
});

for (const role of ["tutor", "admin"] as const) {
  test(`a ${role} on a student page is told plainly whose area it is, and led to their own`, async ({
    page,
    login,
  }) => {
    await login(role);
    await page.goto("/student/homework");
    await expect(
      page.getByRole("heading", { name: "The student area is for students and families" }),
    ).toBeVisible();
    await expect(page.getByText("Failed to load profile")).toHaveCount(0);
    const home = page.getByRole("link", {
      name: role === "tutor" ? "Go to your tutor area" : "Go to the admin area",
    });
    await expect(home).toHaveAttribute("href", role === "tutor" ? "/tutor" : "/admin");
    await home.click();
    await expect(page).toHaveURL(role === "tutor" ? "/tutor" : "/admin");
  });
}

test("a visitor's sample lesson is a beginner's first lesson (issue 21)", async ({ page, navigate }) => {
  await navigate("/");
  const sample = page.getByRole("link", { name: "Try a sample lesson" });
  await expect(sample).toHaveAttribute("href", /^\/material\/\d+$/);
  await sample.click();
  await expect(page).toHaveURL(/\/material\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("beginner", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Prerequisites" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText(/continued fraction/i);
});
