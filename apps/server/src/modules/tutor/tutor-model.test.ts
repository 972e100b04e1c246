import http from "node:http";
import type { AddressInfo } from "node:net";
import { type TutorStreamEvent, tutorStreamEventSchema } from "@app/contract/tutor";
import { OUTSIDE_MODEL_REASONS } from "@app/domain/tutor/outside-model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, call, createStudent, createUser, type TestApp } from "../../test/helpers.ts";
import { createFractionsMaterial, linkParent } from "./test-fixtures.ts";

/*
 * The OpenAI-compatible engine against a small fake of the API on 127.0.0.1 (no outside calls):
 * streaming, the opt-in and consent walls, and the fallback to the built-in tutor in the same turn.
 */

type Mode = "stream" | "leak" | "error" | "hang" | "json" | "gated" | "cut";
let mode: Mode = "stream";
/** `gated`: the fake holds its second sentence until the test has seen the first reach the student. */
let release: () => void = () => {};
const seen: {
  auth: string | undefined;
  body: { model: string; stream: boolean; messages: { content: string }[] };
}[] = [];
const fake = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => {
    raw += c;
  });
  req.on("end", () => {
    seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    if (req.url !== "/v1/chat/completions") return res.writeHead(404).end();
    if (mode === "error") return res.writeHead(500).end("boom");
    if (mode === "hang") return; // never answers: the client's timeout ends it
    if (mode === "json")
      return res
        .writeHead(200, { "content-type": "application/json" })
        .end(
          JSON.stringify({ choices: [{ message: { content: "A model's whole answer about fractions." } }] }),
        );
    res.writeHead(200, { "content-type": "text/event-stream" });
    const send = (w: string) =>
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: w } }] })}\n\n`);
    if (mode === "gated" || mode === "cut") {
      send("What do the denominators ");
      send("have in common? Look at");
      if (mode === "cut") return void setImmediate(() => res.destroy()); // the model dies mid-turn
      release = () => {
        send(" [worked example 1].");
        res.end("data: [DONE]\n\n");
      };
      return;
    }
    const words =
      mode === "leak"
        ? ["Easy! ", "The answer ", "is 4/7."]
        : ["What do ", "the denominators ", "have in common? ", "[the lesson text]"];
    for (const w of words) send(w);
    res.end("data: [DONE]\n\n");
  });
});

let t: TestApp;
let materialId: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const { port } = fake.address() as AddressInfo;
  t = await buildTestApp({
    TUTOR_MODEL_URL: `http://127.0.0.1:${port}/v1`,
    TUTOR_MODEL_NAME: "qwen2.5-0.5b-instruct",
    TUTOR_MODEL_KEY: "test-key",
    TUTOR_MODEL_TIMEOUT_MS: "500",
  });
  materialId = await createFractionsMaterial(t);
});
afterAll(async () => {
  await t.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

async function family(age: number, consent: "given" | "missing") {
  const s = await createStudent(t, { age });
  const parent = await createUser(t, { role: "parent" });
  await linkParent(t, s.studentId, parent.user.id, consent);
  const started = await call(t, "POST", "/api/tutor/sessions", {
    token: s.token,
    body: { material_id: materialId },
  });
  return { s, parent, sessionId: started.json().session.id as number };
}

const optIn = (token: string, studentId: number, allowed: boolean) =>
  call(t, "PUT", "/api/tutor/settings", {
    token,
    body: { student_id: studentId, outside_model_allowed: allowed },
  });
const ask = (token: string, sessionId: number, message: string) =>
  call(t, "POST", `/api/tutor/sessions/${sessionId}/turns`, { token, body: { message } });

describe("the outside model behind the opt-in wall", () => {
  it("is off by default: a child's words stay in the app until a parent opts in", async () => {
    const { s, parent, sessionId } = await family(14, "given");
    mode = "stream";
    const before = seen.length;
    const settings = await call(t, "GET", "/api/tutor/settings", { token: s.token });
    expect(settings.json()).toMatchObject({
      outside_model_configured: true,
      outside_model_allowed: false,
      engine: "built-in",
      reason: OUTSIDE_MODEL_REASONS.notOptedIn,
    });
    expect((await ask(s.token, sessionId, "How do I add fractions?")).json().reply.engine).toBe("built-in");
    expect(seen.length).toBe(before);
    // Only the parent decides: the student cannot opt themself in.
    expect((await optIn(s.token, s.studentId, true)).statusCode).toBe(403);
    const other = await createUser(t, { role: "parent" });
    expect((await optIn(other.token, s.studentId, true)).statusCode).toBe(403);
    expect((await optIn(parent.token, s.studentId, true)).json()).toMatchObject({ engine: "model" });
    const streamed = await ask(s.token, sessionId, "How do I add fractions?");
    expect(streamed.json().reply).toMatchObject({
      engine: "model",
      body: "What do the denominators have in common? [the lesson text]",
    });
    const call0 = seen.at(-1)!;
    expect(call0.auth).toBe("Bearer test-key");
    expect(call0.body).toMatchObject({ model: "qwen2.5-0.5b-instruct", stream: true });
    expect(call0.body.messages[0]!.content).toContain("Lesson passages");
    mode = "json";
    expect((await ask(s.token, sessionId, "fractions again?")).json().reply.engine).toBe("model");
  });

  it("never sends an under-13's words without a parent's consent, opted in or not", async () => {
    const { s, parent, sessionId } = await family(10, "missing");
    const before = seen.length;
    const saved = await optIn(parent.token, s.studentId, true);
    expect(saved.json()).toMatchObject({
      outside_model_allowed: true,
      engine: "built-in",
      reason: OUTSIDE_MODEL_REASONS.underAgeWithoutConsent,
    });
    expect((await ask(s.token, sessionId, "How do I add fractions?")).json().reply.engine).toBe("built-in");
    expect(seen.length).toBe(before);
  });

  it("falls back to the built-in tutor in the same turn on an error, a timeout, or a reply that gives the answer", async () => {
    const { s, parent, sessionId } = await family(15, "given");
    await optIn(parent.token, s.studentId, true);
    for (const [i, [m, reason]] of [
      ["error", "The model answered 500"],
      ["hang", "The model took too long"],
      ["leak", "The model's reply gave the answer away before a try"],
    ].entries()) {
      mode = m as Mode;
      const res = await ask(s.token, sessionId, "What is the answer to question 1?");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ fallback: reason });
      // "Easy!" passed its check and was shown; the sentence with the answer never was.
      expect(res.json().reply).toMatchObject({
        engine: m === "leak" ? "model" : "built-in",
        kind: "hint",
        rung: i + 1,
      });
      expect(res.json().reply.body).not.toContain("4/7");
    }
  });
});

/** The events of a streamed turn's body. */
function eventsOf(body: string): TutorStreamEvent[] {
  return body
    .split("\n\n")
    .map((frame) => frame.split("\n").find((line) => line.startsWith("data: ")))
    .filter((line): line is string => line !== undefined)
    .map((line) => tutorStreamEventSchema.parse(JSON.parse(line.slice(6))));
}
const askStreamed = (token: string, sessionId: number, message: string) =>
  call(t, "POST", `/api/tutor/sessions/${sessionId}/turns/stream`, { token, body: { message } });

describe("the model's reply streamed to the panel sentence by sentence", () => {
  it("hands each checked sentence on while the model is still writing, then the stored turn", async () => {
    const { s, parent, sessionId } = await family(15, "given");
    await optIn(parent.token, s.studentId, true);
    mode = "gated";
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const res = await fetch(`${address}/api/tutor/sessions/${sessionId}/turns/stream`, {
        method: "POST",
        headers: { authorization: `Bearer ${s.token}`, "content-type": "application/json" },
        body: JSON.stringify({ message: "How do I add fractions?" }),
      });
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = "";
      // The fake holds the rest of its reply: the first sentence can only arrive if it was streamed.
      while (!text.includes("\n\n")) text += decoder.decode((await reader.read()).value);
      expect(eventsOf(text)).toEqual([
        { type: "sentence", text: "What do the denominators have in common?" },
      ]);
      release();
      for (let r = await reader.read(); !r.done; r = await reader.read()) text += decoder.decode(r.value);
      const events = eventsOf(text);
      expect(events.map((e) => e.type)).toEqual(["sentence", "sentence", "done"]);
      expect(events[1]).toEqual({ type: "sentence", text: "Look at [worked example 1]." });
      const done = events[2] as Extract<TutorStreamEvent, { type: "done" }>;
      expect(done.turn.reply).toMatchObject({
        engine: "model",
        body: "What do the denominators have in common? Look at [worked example 1].",
      });
      expect(done.turn.fallback).toBeNull();
    } finally {
      await t.app.server.close();
    }
  });

  it("withholds the sentence with the answer and lets the built-in tutor finish the turn", async () => {
    const { s, parent, sessionId } = await family(15, "given");
    await optIn(parent.token, s.studentId, true);
    mode = "leak";
    const events = eventsOf(
      (await askStreamed(s.token, sessionId, "What is the answer to question 1?")).body,
    );
    const sentences = events.flatMap((e) => (e.type === "sentence" ? [e.text] : []));
    expect(sentences[0]).toBe("Easy!");
    expect(sentences.length).toBeGreaterThan(1);
    expect(sentences.join(" ")).not.toContain("4/7");
    const done = events.at(-1) as Extract<TutorStreamEvent, { type: "done" }>;
    expect(done.turn.fallback).toBe("The model's reply gave the answer away before a try");
    expect(done.turn.reply).toMatchObject({ engine: "model", kind: "hint", rung: 1 });
    // What was stored is exactly what the student saw.
    expect(done.turn.reply.body.split("\n")).toEqual(sentences);
  });

  it("falls back to the built-in tutor for the rest of the turn when the model fails mid-stream", async () => {
    const { s, parent, sessionId } = await family(15, "given");
    await optIn(parent.token, s.studentId, true);
    mode = "cut";
    const events = eventsOf((await askStreamed(s.token, sessionId, "How do I add fractions?")).body);
    const sentences = events.flatMap((e) => (e.type === "sentence" ? [e.text] : []));
    expect(sentences[0]).toBe("What do the denominators have in common?");
    expect(sentences.length).toBeGreaterThan(1);
    const done = events.at(-1) as Extract<TutorStreamEvent, { type: "done" }>;
    expect(done.turn.fallback).toBe("The model could not be reached");
    expect(done.turn.reply.engine).toBe("model");
    expect(done.turn.reply.body.split("\n")).toEqual(sentences);
  });

  it("streams the built-in tutor's reply too, and refuses before streaming as plain JSON", async () => {
    const { s, sessionId } = await family(14, "given");
    const events = eventsOf((await askStreamed(s.token, sessionId, "How do I add fractions?")).body);
    expect(events.at(-1)).toMatchObject({ type: "done", turn: { reply: { engine: "built-in" } } });
    expect(events.filter((e) => e.type === "sentence").length).toBeGreaterThan(1);
    const other = await createStudent(t, { age: 14 });
    const refused = await askStreamed(other.token, sessionId, "Whose session is this?");
    expect(refused.statusCode).toBe(404);
    expect(refused.headers["content-type"]).toContain("application/json");
    expect((await askStreamed(s.token, sessionId, "x".repeat(501))).statusCode).toBe(400);
  });
});
