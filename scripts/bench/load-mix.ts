/**
 * What one simulated student does during a load run (`npm run bench:load`): signs in (unless still
 * signed in from an earlier phase), opens the
 * dashboard (its calls at once, as the browser makes them), then until the time is up, with a
 * pause between steps as a person takes: searches the library, practises a lesson (answers its
 * questions, learning right answers from the replies), reopens the dashboard or the progress
 * page, and completes a lesson once it has seen every card and answered every question.
 */
import type { Reply, UserClient } from "./http-client.ts";

export interface Lesson {
  id: number;
  questionIds: string[];
}

/** Latency of every answer by step, and everything that was not the expected answer. */
export class MixStats {
  readonly latencies = new Map<string, number[]>();
  readonly failures: { step: string; status: number; detail: string }[] = [];
  requests = 0;
  serverErrors = 0;
  /** Errors by kind: a status, or "network". */
  readonly errorsByKind = new Map<string, number>();

  record(step: string, reply: Reply, expected: readonly number[] = [200]): boolean {
    this.requests++;
    const list = this.latencies.get(step) ?? [];
    list.push(reply.ms);
    this.latencies.set(step, list);
    if (expected.includes(reply.status)) return true;
    if (reply.status >= 500) this.serverErrors++;
    this.fail(step, String(reply.status), JSON.stringify(reply.body)?.slice(0, 200) ?? "");
    return false;
  }

  fail(step: string, kind: string, detail: string): void {
    this.errorsByKind.set(kind, (this.errorsByKind.get(kind) ?? 0) + 1);
    if (this.failures.length < 20) this.failures.push({ step, status: Number(kind) || 0, detail });
  }

  get errors(): number {
    let n = 0;
    for (const count of this.errorsByKind.values()) n += count;
    return n;
  }

  all(): number[] {
    return [...this.latencies.values()].flat();
  }
}

/** Right answers the simulated students have learned from the server's replies, shared by all. */
const learned = new Map<string, string>();
const SEARCH_TERMS = [
  "fractions",
  "equation",
  "angles",
  "spanish",
  "photosynthesis",
  "algebra",
  "verbs",
  "area",
];
const DASHBOARD = [
  "/api/auth/me",
  "/api/student-dashboard/profile",
  "/api/student-dashboard/next-step",
  "/api/student-dashboard/homework",
  "/api/student-dashboard/progress",
  "/api/rewards/wallet",
];

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

async function step(
  stats: MixStats,
  name: string,
  send: () => Promise<Reply>,
  expected?: readonly number[],
): Promise<Reply | undefined> {
  try {
    const reply = await send();
    return stats.record(name, reply, expected) ? reply : undefined;
  } catch (error) {
    stats.requests++;
    stats.fail(name, "network", error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SessionPlan {
  username: string;
  password: string;
  lessons: Lesson[];
  /** Mean pause between a person's steps, ms (each pause is 0.5–1.5 times it). */
  thinkMs: number;
  until: number;
}

/** One student's session until `plan.until`. */
export async function runSession(client: UserClient, plan: SessionPlan, stats: MixStats): Promise<void> {
  const think = () => sleep(plan.thinkMs * (0.5 + Math.random()));
  // A returning student (an earlier phase) is still signed in, as a browser keeps its session.
  if (!client.token) {
    const signedIn = await step(stats, "sign in", () =>
      client.request("POST", "/api/auth/login", { username: plan.username, password: plan.password }),
    );
    const token = (signedIn?.body as { access_token?: string } | undefined)?.access_token;
    if (!token) return;
    client.token = token;
  }
  const dashboard = () =>
    Promise.all(
      DASHBOARD.map((path) =>
        step(stats, `dashboard ${path.split("/").at(-1)}`, () => client.request("GET", path)),
      ),
    );
  await dashboard();
  const progress = new Map<number, { answered: Set<string>; cardsSeen: boolean; done: boolean }>();

  while (Date.now() < plan.until) {
    await think();
    if (Date.now() >= plan.until) break;
    const roll = Math.random();
    if (roll < 0.15) {
      await dashboard();
    } else if (roll < 0.3) {
      const term = encodeURIComponent(pick(SEARCH_TERMS));
      await step(stats, "library search", () =>
        client.request("GET", `/api/student-dashboard/library?search=${term}&limit=20`),
      );
    } else if (roll < 0.4) {
      await step(stats, "progress overview", () => client.request("GET", "/api/progress/overview"));
    } else {
      const lesson = pick(plan.lessons);
      const state = progress.get(lesson.id) ?? { answered: new Set(), cardsSeen: false, done: false };
      progress.set(lesson.id, state);
      await practise(client, stats, lesson, state, think, plan.until);
    }
  }
}

/** Opens a lesson, answers its questions one by one, then completes it once finished. */
async function practise(
  client: UserClient,
  stats: MixStats,
  lesson: Lesson,
  state: { answered: Set<string>; cardsSeen: boolean; done: boolean },
  think: () => Promise<void>,
  until: number,
): Promise<void> {
  const opened = await step(stats, "lesson progress", () =>
    client.request("GET", `/api/material-progress/${lesson.id}`),
  );
  const totalCards = (opened?.body as { total_cards?: number } | undefined)?.total_cards ?? 0;
  if (!state.cardsSeen && totalCards > 0) {
    const cards = Array.from({ length: totalCards }, (_, i) => i);
    const seen = await step(stats, "cards seen", () =>
      client.request("PUT", `/api/material-progress/${lesson.id}`, { updates: { cards_seen: cards } }),
    );
    if (seen) state.cardsSeen = true;
  } else if (totalCards === 0) state.cardsSeen = true;
  for (const questionId of lesson.questionIds.slice(0, 3 + Math.floor(Math.random() * 3))) {
    if (Date.now() >= until) return;
    await think();
    const key = `${lesson.id}:${questionId}`;
    const answer = learned.get(key) ?? String(Math.floor(Math.random() * 10));
    const reply = await step(stats, "practice answer", () =>
      client.request("POST", `/api/material-progress/${lesson.id}/question-attempt`, {
        question_id: questionId,
        answer,
        idempotency_key: `load-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      }),
    );
    const attempt = (reply?.body as { attempt?: { is_correct?: boolean; correct_answer?: unknown } })
      ?.attempt;
    if (!attempt) continue;
    state.answered.add(questionId);
    if (attempt.is_correct) learned.set(key, answer);
    else if (typeof attempt.correct_answer === "string") learned.set(key, attempt.correct_answer);
  }
  const finished = state.cardsSeen && lesson.questionIds.every((id) => state.answered.has(id));
  if (finished && !state.done && Date.now() < until) {
    // The lesson's minimum accuracy may not be met yet (409): the student practises on, as a person would.
    const completed = await step(
      stats,
      "completion",
      () => client.request("POST", `/api/material-progress/${lesson.id}/complete`),
      [200, 409],
    );
    if (completed?.status === 200) state.done = true;
  }
}
