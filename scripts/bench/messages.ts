/**
 * Live message delivery (issue 12): the demo student and the demo tutor, each a connected client;
 * the tutor's client holds the live stream (GET /api/messages/stream) open, the student sends
 * messages one after another, and each is timed from the moment the student sends it until it
 * arrives on the tutor's stream. Answers the percentiles; asserts no timing.
 *
 * Part of `npm run bench`; on its own against a running server (demo accounts seeded, rate limit
 * raised): node --import tsx scripts/bench/messages.ts <sender url> [count] [receiver url]
 * (a receiver url of a second process on the same PostgreSQL times delivery through LISTEN/NOTIFY).
 */
import { performance } from "node:perf_hooks";
import { openMessageStream } from "../../apps/server/src/modules/messages/stream-client.ts";

export interface MessagesBenchResult {
  messages: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

const DEFAULT_COUNT = 300;
const WARMUP = 20;

async function signIn(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "Demo-pass-1" }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token)
    throw new Error(`${username} sign-in: ${response.status}`);
  return body.access_token;
}

async function post(baseUrl: string, path: string, token: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function runMessagesBench(
  baseUrl: string,
  count = DEFAULT_COUNT,
  /** Where the tutor's stream is open: another process on the same PostgreSQL, or the same one. */
  receiverUrl = baseUrl,
): Promise<MessagesBenchResult> {
  const [studentToken, tutorToken] = await Promise.all([
    signIn(baseUrl, "student"),
    signIn(baseUrl, "tutor"),
  ]);
  const contacts = (await (
    await fetch(`${baseUrl}/api/messages/contacts`, { headers: { authorization: `Bearer ${studentToken}` } })
  ).json()) as { contacts: { kind: string; student_id: number | null; tutor_user_id: string | null }[] };
  const tutor = contacts.contacts.find((c) => c.kind === "tutor");
  if (!tutor) throw new Error("The demo student has no assigned tutor to message");
  const { thread } = (await post(baseUrl, "/api/messages/threads", studentToken, {
    kind: "tutor",
    student_id: tutor.student_id,
    tutor_user_id: tutor.tutor_user_id,
  })) as { thread: { id: number } };
  const stream = await openMessageStream(receiverUrl, tutorToken);
  try {
    if ((await stream.next()).type !== "ready") throw new Error("The stream did not start with ready");
    const timings: number[] = [];
    for (let i = 0; i < WARMUP + count; i++) {
      const body = `Bench message ${i} ${Date.now()}`;
      const started = performance.now();
      const arrival = (async () => {
        // The stream carries only what the tutor may read; anything else (none expected) is skipped.
        while ((await stream.nextMessage()).body !== body);
        return performance.now();
      })();
      await post(baseUrl, `/api/messages/threads/${thread.id}/messages`, studentToken, { body });
      const elapsed = (await arrival) - started;
      if (i >= WARMUP) timings.push(elapsed);
    }
    await post(baseUrl, `/api/messages/threads/${thread.id}/read`, tutorToken, {});
    timings.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      messages: timings.length,
      p50Ms: round(percentile(timings, 50)),
      p95Ms: round(percentile(timings, 95)),
      p99Ms: round(percentile(timings, 99)),
      maxMs: round(timings.at(-1) ?? 0),
    };
  } finally {
    stream.close();
  }
}

export function formatMessagesBench(r: MessagesBenchResult): string {
  return `Live message delivery (student sends → tutor's open stream), ${r.messages} messages: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms (target p99 < 50 ms)`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, count, receiverUrl] = process.argv.slice(2);
  if (!baseUrl) throw new Error("Usage: scripts/bench/messages.ts <server url> [count]");
  runMessagesBench(baseUrl, count ? Number(count) : undefined, receiverUrl).then(
    (result) => process.stdout.write(`${formatMessagesBench(result)}\n`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
