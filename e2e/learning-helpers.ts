import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect } from "./fixtures";

/* What the learning journeys share: reading the curriculum and answer keys, and answering. */

export interface Question {
  id: string;
  type: string;
  question: string;
  options?: { id: string; text: string }[];
  correctAnswer: string;
  hint: string;
  /** A geometry question's starting board (its answer key's `correctAnswer` is the finished one). */
  geometry?: { board: Board };
}

interface Board {
  points: { id: string; x: number; y: number; fixed?: boolean }[];
  objects: {
    id: string;
    kind: string;
    of?: string[];
    through?: string | string[];
    center?: string;
    line?: string;
  }[];
}

export interface Template {
  id: number;
  title: string;
  step_number: number;
  total_steps: number;
  deck_structure: { title: string; body: string }[];
  practice: { questions: Question[] };
}

interface ModuleHeadline {
  id: number;
  title: string;
  materials: { id: number; title: string; question_count: number; card_count: number }[];
}

export async function signInToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post("/api/auth/login", {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const studentToken = (request: APIRequestContext) => signInToken(request, "student");

let adminToken: string | undefined;

/**
 * A template with its answer key. A student's copy carries no answers (issue 7.9), so the test
 * reads the key as the demo admin, who teaches from it.
 */
export async function getAnswerKey(request: APIRequestContext, id: number): Promise<Template> {
  adminToken ??= await signInToken(request, "admin");
  return getTemplate(request, adminToken, id);
}

/** Materials of the public catalogue with cards and questions, in catalogue order (never template 176). */
export async function listMaterials(request: APIRequestContext) {
  const response = await request.get("/api/public/modules");
  expect(response.status()).toBe(200);
  const { modules } = (await response.json()) as { modules: ModuleHeadline[] };
  return modules
    .flatMap((m) => m.materials)
    .filter((m) => m.id !== 176 && m.question_count > 0 && m.card_count > 1);
}

export async function getTemplate(request: APIRequestContext, token: string, id: number): Promise<Template> {
  const response = await request.get(`/api/material-templates/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Template;
}

/** Tests that each take a material of their own; each draws from its own share of the catalogue. */
const MATERIAL_USERS = 3;

/**
 * A material for test number `slot` whose first question takes a typed answer (a wrong answer is
 * easy to write) and which the student has not touched yet, so a retry or a rerun on the same
 * server starts afresh. Slots draw from disjoint shares of the catalogue, so tests never share one.
 */
export async function pickMaterial(
  request: APIRequestContext,
  token: string,
  slot: number,
): Promise<Template> {
  const materials = await listMaterials(request);
  for (const [index, material] of materials.entries()) {
    if (index % MATERIAL_USERS !== slot) continue;
    const progress = await request.get(`/api/material-progress/${material.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const touched = (await progress.json()) as { total_questions_answered: number; cards_seen: number[] };
    if (touched.total_questions_answered > 0 || touched.cards_seen.length > 0) continue;
    const template = await getAnswerKey(request, material.id);
    const first = template.practice.questions[0];
    if (first && !["multiple_choice", "true_false"].includes(first.type)) return template;
  }
  throw new Error(`No untouched material left for test slot ${slot}`);
}

export const isChoice = (q: Question) => q.type === "multiple_choice" || q.type === "true_false";

/** Gives an answer in a practice question's form: a choice, True/False or typed text. */
export async function giveAnswer(form: Locator, question: Question, answer: string) {
  if (isChoice(question)) {
    // The choice is its label (True/False hide the radio itself), as a student clicks it.
    const radio = form.locator(`input[type="radio"][value="${answer}"]`);
    await form.locator(`label:has(input[type="radio"][value="${answer}"])`).click();
    await expect(radio).toBeChecked();
  } else {
    await form.getByLabel("Your answer").fill(answer);
  }
}

export function wrongAnswerFor(question: Question): string {
  if (question.type === "true_false")
    return question.correctAnswer.toLowerCase() === "true" ? "false" : "true";
  if (question.type === "multiple_choice") {
    return question.options!.find((o) => o.id !== question.correctAnswer)!.id;
  }
  return "zzz 999 wrong";
}

/** A construction tool's button, named from its kind as the board names it ("perpendicular_bisector": "Perpendicular bisector"). */
const toolName = (kind: string) => `${kind.charAt(0).toUpperCase()}${kind.slice(1).replaceAll("_", " ")}`;

/**
 * Builds a geometry question's key on its board by keyboard, as a student without a mouse would:
 * moves each point to its place with the arrow keys, then draws each object with its tool, picking
 * what it is made from (a point by Enter, an object by its "Pick" button).
 */
async function buildConstruction(form: Locator, question: Question) {
  const start = question.geometry?.board;
  const key = JSON.parse(question.correctAnswer) as Board;
  if (!start) throw new Error(`Geometry question ${question.id} has no starting board in its key`);
  for (const point of key.points) {
    const from = start.points.find((p) => p.id === point.id);
    if (!from)
      throw new Error(`Question ${question.id}: a new point ${point.id} is not drawn by this helper`);
    const button = form.getByRole("button", { name: new RegExp(`^Point ${point.id} at`) });
    const moves: [string, number][] = [
      [point.x > from.x ? "ArrowRight" : "ArrowLeft", Math.abs(point.x - from.x)],
      [point.y > from.y ? "ArrowUp" : "ArrowDown", Math.abs(point.y - from.y)],
    ];
    for (const [arrow, count] of moves) for (let i = 0; i < count; i++) await button.press(arrow);
  }
  const ids = new Set(key.points.map((p) => p.id));
  for (const object of key.objects) {
    const through = object.through === undefined ? [] : [object.through].flat();
    const parts = object.of ?? [
      ...(object.center ? [object.center] : []),
      ...(object.line ? [object.line] : []),
      ...through,
    ];
    await form.getByRole("button", { name: toolName(object.kind), exact: true }).click();
    for (const part of parts) {
      if (ids.has(part))
        await form.getByRole("button", { name: new RegExp(`^Point ${part} at`) }).press("Enter");
      else await form.getByRole("button", { name: `Pick ${part}` }).click();
    }
  }
}

export async function answerCorrectly(form: Locator, question: Question) {
  if (question.type === "geometry") {
    await buildConstruction(form, question);
    await form.getByRole("button", { name: "Check" }).click();
    await expect(form.getByTestId("feedback")).toContainText(/correct|right/i);
    return;
  }
  await giveAnswer(
    form,
    question,
    isChoice(question) ? question.correctAnswer.toLowerCase() : question.correctAnswer,
  );
  await form.getByRole("button", { name: "Check" }).click();
  await expect(form.getByTestId("feedback")).toContainText(/correct|right/i);
}

export async function readPoints(page: Page): Promise<number> {
  const text = await page.getByTestId("rewards-points").textContent();
  return Number((text ?? "").replace(/[^\d]/g, ""));
}
