import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, registerThroughApi, test, uniqueName } from "./fixtures";

/** The signed-in browser's token, for setting up data through the API. */
async function readToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  expect(token, "a stored token").toBeTruthy();
  return token as string;
}

interface Question {
  id: string;
  correctAnswer?: string;
  answer?: string;
}

/** An API client for the signed-in student. */
function studentApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(path, { headers });
      expect(response.status(), `GET ${path}`).toBe(200);
      return (await response.json()) as T;
    },
    async send(method: "POST" | "PUT", path: string, data?: unknown) {
      const response = await request.fetch(path, { method, headers, data });
      expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
      return response;
    },
  };
}

/**
 * A material's answer key. A student's copy carries no answers (issue 7.9); the demo admin, who
 * teaches from it, reads the key.
 */
async function getAnswerKey(request: APIRequestContext, materialId: number) {
  const login = await request.post("/api/auth/login", {
    data: { username: "admin", password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  return studentApi(request, access_token).get<{
    deck_structure: unknown[];
    practice: { questions: Question[] };
  }>(`/api/material-templates/${materialId}`);
}

/**
 * Completes a material as a student would, through the real API: every card seen, every question
 * answered right (its answer read from the answer key), then the completion call.
 */
async function completeMaterial(
  api: ReturnType<typeof studentApi>,
  request: APIRequestContext,
  materialId: number,
) {
  const template = await getAnswerKey(request, materialId);
  await api.send("PUT", `/api/material-progress/${materialId}`, {
    updates: { cards_seen: template.deck_structure.map((_, index) => index) },
  });
  for (const question of template.practice.questions) {
    await api.send("POST", `/api/material-progress/${materialId}/question-attempt`, {
      question_id: question.id,
      answer: String(question.correctAnswer ?? question.answer),
    });
  }
  await api.send("POST", `/api/material-progress/${materialId}/complete`);
}

/** The id of a published learning path, by its slug, and its first lesson. */
async function findPath(api: ReturnType<typeof studentApi>, slug: string) {
  const { paths } = await api.get<{ paths: { id: number; slug: string; title: string }[] }>(
    "/api/learning-paths",
  );
  const path = paths.find((p) => p.slug === slug);
  expect(path, `the path ${slug}`).toBeTruthy();
  const detail = await api.get<{ steps: { materials: { id: number; title: string }[] }[] }>(
    `/api/learning-paths/${path!.id}`,
  );
  const first = detail.steps[0]!.materials[0]!;
  return { id: path!.id, title: path!.title, firstLesson: first };
}

test.describe("the public catalogue", () => {
  test("a visitor goes from the library to a course, a unit and a lesson preview", async ({
    page,
    navigate,
  }) => {
    await navigate("/library");
    await expect(page.getByRole("heading", { name: "Library", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mathematics", level: 2 })).toBeVisible();

    await page.getByRole("link", { name: "Geometry", exact: true }).click();
    await expect(page).toHaveURL("/courses/geometry");
    await expect(page.getByRole("heading", { name: "Geometry", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Geometry — Mathematics course/);
    await expect(page.getByRole("link", { name: "Start learning" })).toHaveAttribute(
      "href",
      "/auth/signup?type=student",
    );

    await page.getByRole("link", { name: "Angles and lines" }).click();
    await expect(page).toHaveURL("/courses/geometry/units/geo-angles");
    await expect(page.getByRole("heading", { name: "Angles and lines", level: 1 })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Geometry" })).toHaveAttribute(
      "href",
      "/courses/geometry",
    );

    await page.getByRole("link", { name: /Naming and measuring angles/ }).click();
    await expect(page).toHaveURL(/\/courses\/geometry\/units\/geo-angles\/lessons\/\d+$/);
    await expect(page.getByRole("heading", { name: "Naming and measuring angles", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Naming and measuring angles — Angles and lines, Geometry/);
    await expect(page.getByRole("heading", { name: "What is an angle?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to practise" })).toHaveAttribute(
      "href",
      /^\/student\/material\/\d+$/,
    );

    // The next lesson, then back.
    await page.getByRole("link", { name: /Next lesson/ }).click();
    await expect(
      page.getByRole("heading", { name: "Complementary and supplementary angles", level: 1 }),
    ).toBeVisible();
    await page.getByRole("link", { name: /Previous lesson/ }).click();
    await expect(page.getByRole("heading", { name: "Naming and measuring angles", level: 1 })).toBeVisible();

    // Practising asks to sign in, and comes back to the lesson's practice afterwards.
    await page.getByRole("link", { name: "Sign in to practise" }).click();
    await expect(page).toHaveURL("/auth/signin");
  });

  test("the public library searches lesson titles", async ({ page, navigate }) => {
    await navigate("/library");
    await page.getByLabel("Search lessons").fill("pythagoras");
    await expect(page).toHaveURL("/library?q=pythagoras");
    await expect(page.getByRole("heading", { name: /lessons? match(es)? "pythagoras"/ })).toBeVisible();
    await page.getByRole("link", { name: "Pythagoras' theorem" }).click();
    await expect(page.getByRole("heading", { name: "Pythagoras' theorem", level: 1 })).toBeVisible();

    await navigate("/library?q=zzzz");
    await expect(page.getByRole("heading", { name: 'No lessons match "zzzz"' })).toBeVisible();
  });

  test("an unknown course, unit or lesson says so", async ({ page, navigate }) => {
    await navigate("/courses/no-such-course");
    await expect(page.getByRole("heading", { name: "We couldn't find that course" })).toBeVisible();
    await navigate("/courses/geometry/units/no-such-unit");
    await expect(page.getByRole("heading", { name: "We couldn't find that unit" })).toBeVisible();
    await navigate("/courses/geometry/units/geo-angles/lessons/999999");
    await expect(page.getByRole("heading", { name: "We couldn't find that lesson" })).toBeVisible();
  });
});

test.describe("the student library", () => {
  test("searching with a type filter, and a favourite that survives a reload", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/student/library");
    await expect(page.getByRole("heading", { name: "Library", level: 1 })).toBeVisible();

    await page.getByLabel("Search the library").fill("fractions");
    await expect(page).toHaveURL(/search=fractions/);
    await expect(page.getByRole("status").filter({ hasText: /results? for “fractions”/ })).toBeVisible();
    const results = page.getByRole("list", { name: "Library results" });
    await expect(results.getByRole("heading", { name: "Equivalent fractions" })).toBeVisible();

    await page.getByLabel("Type").selectOption("quiz");
    await expect(page).toHaveURL(/type=quiz/);
    await expect(results.getByRole("heading", { name: "Fractions quiz" })).toBeVisible();
    await expect(results.getByRole("heading", { name: "Equivalent fractions" })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "1 result for “fractions”" })).toBeVisible();

    const saved = page.waitForResponse(
      (r) => r.url().includes("/favourite") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Add Fractions quiz to favourites" }).click();
    await expect(page.getByRole("button", { name: "Remove Fractions quiz from favourites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect(page.getByLabel("Search the library")).toHaveValue("fractions");
    await expect(page.getByLabel("Type")).toHaveValue("quiz");
    await expect(page.getByRole("button", { name: "Remove Fractions quiz from favourites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.getByRole("button", { name: "Favourites only" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 result for “fractions”" })).toBeVisible();
    await expect(results.getByRole("heading", { name: "Fractions quiz" })).toBeVisible();
  });

  test("'View all' in the top bar arrives with the search term", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/student/dashboard");
    await page.getByPlaceholder("Search lessons, topics...").fill("angle");
    const viewAll = page.getByRole("option", { name: /^View all \d+ results in Library$/ });
    await expect(viewAll).toBeVisible();
    await viewAll.click();

    await expect(page).toHaveURL("/student/library?search=angle");
    await expect(page.getByLabel("Search the library")).toHaveValue("angle");
    await expect(page.getByRole("status").filter({ hasText: /^\d+ results for “angle”$/ })).toBeVisible();
    await expect(
      page
        .getByRole("list", { name: "Library results" })
        .getByRole("heading", { name: "Naming and measuring angles" }),
    ).toBeVisible();
  });
});

test.describe("learning paths and progress", () => {
  test("a new student completes a lesson of a path and the path shows it", async ({
    page,
    request,
    navigate,
  }) => {
    const username = uniqueName("paths");
    await navigate("/auth/signup?type=student");
    await page.getByLabel("First name").fill("Pat");
    await page.getByLabel("Last name").fill("Walker");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("E-mail").fill(`${username}@example.test`);
    await page.getByLabel("Password").fill("a-long-secret-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL("/onboarding");

    const api = studentApi(request, await readToken(page));
    const path = await findPath(api, "k5-math-foundations");

    await navigate(`/student/learning-paths/${path.id}`);
    await expect(page.getByRole("heading", { name: path.title, level: 1 })).toBeVisible();
    await expect(page.getByText(/^0 of \d+ lessons completed$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Start the path" })).toHaveAttribute(
      "href",
      `/student/material/${path.firstLesson.id}`,
    );
    await expect(page.getByRole("link", { name: "Practise this path" })).toHaveAttribute(
      "href",
      `/student/practice/${path.id}?source=path`,
    );

    await completeMaterial(api, request, path.firstLesson.id);

    await page.reload();
    await expect(page.getByText(/^1 of \d+ lessons completed$/)).toBeVisible();
    const lesson = page.getByRole("link", { name: new RegExp(path.firstLesson.title) });
    await expect(lesson.getByText(/^(Completed|Mastered|Expert|Advanced)$/)).toBeVisible();
    const bar = page.getByRole("progressbar", { name: `${path.title} progress` });
    await expect(bar).not.toHaveAttribute("aria-valuenow", "0");
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Continue" })).toBeVisible();

    // The list shows the same percentage on the path's card.
    await navigate("/student/learning-paths?subject=all&grade_band=all");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: path.title }) });
    await expect(card.getByText(/^([1-9]\d*)% complete$/)).toBeVisible();
  });

  test("the progress page is empty at first, then shows the subject after some practice", async ({
    page,
    request,
    login,
    navigate,
  }) => {
    const account = await registerThroughApi(request);
    await login(account.username, account.password);
    await navigate("/student/progress");
    await expect(page.getByText("Nothing practised yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Find a lesson in the Library" })).toHaveAttribute(
      "href",
      "/student/library",
    );

    const api = studentApi(request, await readToken(page));
    const path = await findPath(api, "french-first-conversations");
    await completeMaterial(api, request, path.firstLesson.id);

    await page.reload();
    const totals = page.getByRole("definition");
    await expect(totals.first()).toHaveText("1");
    const subjects = page
      .getByRole("figure")
      .filter({ has: page.getByRole("heading", { name: "By subject" }) });
    await expect(
      subjects.getByText(/^Accuracy by subject\. French: 100% accuracy over \d+ answers/),
    ).toBeVisible();
    const units = page.getByRole("region", { name: "By unit" });
    await expect(units.getByRole("rowheader").first()).toContainText("French");
    await expect(page.getByRole("figure").filter({ hasText: "Over the last 30 days" })).toContainText(
      /answers on 1 day, 100% correct/,
    );
  });
});

test.describe("the student's lessons", () => {
  test("lists every course with its units, and a lesson opens its material", async ({
    page,
    login,
    navigate,
  }) => {
    await login("student");
    await navigate("/student/lessons");
    await expect(page.getByRole("heading", { name: "Lessons", level: 1 })).toBeVisible();
    const algebra = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Algebra 1" }) });
    await expect(algebra.getByRole("progressbar")).toBeVisible();
    await algebra.locator("summary").first().click();
    const firstLesson = algebra.getByRole("link", { name: /^1\. / }).first();
    const title = ((await firstLesson.textContent()) ?? "").replace(/^1\.\s*/, "");
    await firstLesson.click();
    await expect(page).toHaveURL(/\/student\/material\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  });
});
