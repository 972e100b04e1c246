import type { APIRequestContext } from "@playwright/test";
import { expect, registerThroughApi, test, uniqueName } from "./fixtures";
import { getAnswerKey, giveAnswer, pickMaterial, studentToken, wrongAnswerFor } from "./learning-helpers";

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post("/api/auth/login", { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/*
 * The AI tutor (issue 24) against the real server and the demo curriculum: a guiding question, not
 * the answer; tone switched in Manage My Tutor changes the wording; two wrong answers open the
 * thinking chamber; a parent reads their child's conversation.
 */

test.describe("the AI tutor", () => {
  test("asked for the answer on a material, it asks a guiding question instead", async ({
    page,
    login,
    navigate,
    request,
  }) => {
    const token = await studentToken(request);
    const material = await pickMaterial(request, token, 1);
    const key = await getAnswerKey(request, material.id);
    await login("student");
    await navigate(`/student/material/${material.id}`);
    await page.getByRole("button", { name: "Ask the tutor" }).click();
    const panel = page.getByTestId("tutor-panel");
    await panel.getByLabel("Your question for the tutor").fill("What is the answer to question 1?");
    await panel.getByRole("button", { name: "Ask", exact: true }).click();
    const reply = panel.getByTestId("tutor-reply").last();
    await expect(reply).toHaveAttribute("data-kind", "hint");
    await expect(reply).toHaveAttribute("data-rung", "1");
    await expect(reply).toContainText("What is question 1");
    await expect(reply.getByTestId("tutor-engine")).toContainText("Built-in tutor");
    expect(await reply.textContent()).not.toContain(`is ${key.practice.questions[0]!.correctAnswer}`);
  });

  test("asked on a game's item, the tutor answers from the item's lesson with a guiding question", async ({
    page,
    login,
    navigate,
    request,
  }) => {
    const token = await studentToken(request);
    const res = await request.get("/api/student/games-data", {
      headers: { authorization: `Bearer ${token}` },
    });
    const cards = ((await res.json()) as { cards: { id: string; engine: string }[] }).cards;
    const card = cards.find((c) => c.engine === "swipe-deck");
    expect(card, "a game to play").toBeDefined();
    await login("student");
    await navigate(`/student/play/swipe-deck/${card!.id}`);
    await expect(page.getByTestId("swipe-deck")).toBeVisible();
    await page.getByRole("button", { name: "Ask the tutor" }).click();
    const panel = page.getByTestId("tutor-panel");
    await panel.getByRole("button", { name: "Give me a hint" }).click();
    const reply = panel.getByTestId("tutor-reply").last();
    await expect(reply).toHaveAttribute("data-kind", "hint");
    await expect(reply).toHaveAttribute("data-rung", "1");
    await expect(reply).toContainText("?");
  });

  test("switching tone in Manage My Tutor changes the tutor's wording", async ({
    page,
    login,
    navigate,
    request,
  }) => {
    // Two rounds of preferences, a lesson page and a streamed answer.
    test.setTimeout(90_000);
    const token = await studentToken(request);
    const material = await pickMaterial(request, token, 2);
    await login("student");
    const ask = async () => {
      await navigate(`/student/material/${material.id}`);
      await page.getByRole("button", { name: "Ask the tutor" }).click();
      const panel = page.getByTestId("tutor-panel");
      await panel.getByLabel("Your question for the tutor").fill(`Tell me about ${material.title}`);
      await panel.getByRole("button", { name: "Ask", exact: true }).click();
      return panel.getByTestId("tutor-reply").last();
    };
    for (const [tone, words] of [
      ["Gentle", /lovely question|I'm sorry|Take your time/],
      ["Energetic", /Great question|Hmm|You've got this!/],
    ] as const) {
      await navigate("/student/tutor-preferences");
      await page.getByRole("radio", { name: new RegExp(tone) }).check();
      await page.getByRole("button", { name: "Save Preferences" }).click();
      await expect(page.getByText(/saved/i).first()).toBeVisible();
      await expect(await ask()).toContainText(words);
    }
  });

  test("two wrong answers offer the thinking chamber, which asks one step at a time", async ({
    page,
    login,
    navigate,
    request,
  }) => {
    const token = await studentToken(request);
    const material = await pickMaterial(request, token, 0);
    const first = material.practice.questions[0]!;
    await login("student");
    await navigate(`/student/material/${material.id}`);
    const form = page.getByTestId("practice-question").first();
    for (let i = 0; i < 2; i++) {
      if (i > 0) await form.getByRole("button", { name: "Try again" }).click();
      await giveAnswer(form, first, wrongAnswerFor(first));
      await form.getByLabel("Your answer").press("Enter");
      await expect(form.getByTestId("feedback")).toContainText(/not quite/i);
    }
    await form.getByRole("link", { name: "Think it through step by step" }).click();
    const chamber = page.getByTestId("thinking-chamber");
    await expect(chamber).toContainText("Step 1 of");
    await expect(chamber.getByRole("listitem")).toHaveCount(1);
    await chamber.getByRole("textbox").first().fill("It asks for a value");
    await page.getByRole("button", { name: "Next step" }).click();
    await expect(chamber.getByRole("listitem")).toHaveCount(2);
  });

  test("a parent reads their child's conversation with the tutor", async ({
    page,
    login,
    navigate,
    request,
  }) => {
    const parent = await registerThroughApi(request, { userType: "parent" });
    const parentToken = await tokenOf(request, parent.username, parent.password);
    const auth = (t: string) => ({ Authorization: `Bearer ${t}` });
    const added = await request.post("/api/student-dashboard/students", {
      headers: auth(parentToken),
      data: { firstName: "Ada", lastName: "Example", age: 14 },
    });
    expect(added.status()).toBeLessThan(300);
    const childId = ((await added.json()) as { student: { id: number } }).student.id;
    const childLogin = uniqueName("ada");
    const made = await request.post(`/api/family/children/${childId}/login`, {
      headers: auth(parentToken),
      data: { username: childLogin, password: "a-long-secret-1" },
    });
    expect(made.status()).toBe(201);
    const childToken = await tokenOf(request, childLogin, "a-long-secret-1");
    const material = await pickMaterial(request, await studentToken(request), 2);
    const session = await request.post("/api/tutor/sessions", {
      headers: auth(childToken),
      data: { material_id: material.id },
    });
    expect(session.status()).toBe(201);
    const sessionId = ((await session.json()) as { session: { id: number } }).session.id;
    await request.post(`/api/tutor/sessions/${sessionId}/turns`, {
      headers: auth(childToken),
      data: { message: "Can you help me with question 1?" },
    });

    await login(parent.username, parent.password);
    await navigate(`/student/tutor-preferences?student_id=${childId}`);
    const list = page.getByTestId("tutor-conversations");
    await list
      .getByRole("button", { name: `${material.title} ·`, exact: false })
      .first()
      .click();
    await expect(list.getByTestId("student-message")).toContainText("Can you help me with question 1?");
    await expect(list.getByTestId("tutor-reply")).toContainText("What is question 1");
    await expect(list.getByRole("button", { name: /Delete the conversation/ })).toHaveCount(0);
  });
});
