import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSecondProcess, buildTestApp, call, createUser, type TestApp } from "../../test/helpers.ts";
import { EXE_BYTES, PDF_BYTES, upload } from "../assignments/test-fixtures.ts";
import { listenOnFreePort, openMessageStream } from "./stream-client.ts";
import { buildFamily } from "./test-fixtures.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "messages-"));
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir });
  base = await listenOnFreePort(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function tutorThread(f: Awaited<ReturnType<typeof buildFamily>>) {
  const res = await call(t, "POST", "/api/messages/threads", {
    token: f.tutor.token,
    body: { kind: "tutor", student_id: f.studentId },
  });
  return res.json().thread.id as number;
}

describe("live delivery (server-sent events)", () => {
  it("delivers a message to the other side's open stream, and to nobody else", async () => {
    const f = await buildFamily(t);
    const stranger = await createUser(t, { role: "tutor" });
    const threadId = await tutorThread(f);
    const strangerThread = (
      await call(t, "POST", "/api/messages/threads", { token: stranger.token, body: { kind: "support" } })
    ).json().thread.id;
    const tutorStream = await openMessageStream(base, f.tutor.token);
    const strangerStream = await openMessageStream(base, stranger.token);
    expect(tutorStream.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(await tutorStream.next()).toEqual({ type: "ready" });
    expect(await strangerStream.next()).toEqual({ type: "ready" });

    await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
      token: f.student.token,
      body: { body: "Live hello" },
    });
    expect(await tutorStream.nextMessage()).toMatchObject({
      thread_id: threadId,
      body: "Live hello",
      from_me: false,
      sender_name: "Maya User",
    });
    // Delivered in order: the stranger's first message is their own, so the family's never came.
    await call(t, "POST", `/api/messages/threads/${strangerThread}/messages`, {
      token: stranger.token,
      body: { body: "Mine" },
    });
    expect(await strangerStream.nextMessage()).toMatchObject({ thread_id: strangerThread, from_me: true });
    // Reading in another tab clears the badge live.
    await call(t, "POST", `/api/messages/threads/${threadId}/read`, { token: f.tutor.token, body: {} });
    expect(await tutorStream.next()).toEqual({ type: "read", thread_id: threadId });
    tutorStream.close();
    strangerStream.close();
  });

  it("tells only the person whose bell changed, when a notification reaches them and when they read it (issue 21)", async () => {
    const f = await buildFamily(t);
    const admin = await createUser(t, { role: "admin" });
    const tutorStream = await openMessageStream(base, f.tutor.token);
    const studentStream = await openMessageStream(base, f.student.token);
    expect(await tutorStream.next()).toEqual({ type: "ready" });
    expect(await studentStream.next()).toEqual({ type: "ready" });
    const sent = await call(t, "POST", "/api/admin/notifications", {
      token: admin.token,
      body: {
        title: "Hello tutor",
        body: "Just you",
        audience: { kind: "users", user_ids: [f.tutor.user.id] },
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(await tutorStream.next()).toEqual({ type: "notification" });
    await call(t, "POST", "/api/notifications/read-all", { token: f.tutor.token });
    expect(await tutorStream.next()).toEqual({ type: "notification" });
    // The student's stream heard nothing: its next event is their own message.
    const threadId = await tutorThread(f);
    await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
      token: f.student.token,
      body: { body: "After" },
    });
    const heard: string[] = [];
    for (let event = await studentStream.next(); ; event = await studentStream.next()) {
      heard.push(event.type);
      if (event.type === "message") break;
    }
    expect(heard).not.toContain("notification");
    tutorStream.close();
    studentStream.close();
  });

  it("ends the stream of an account that signs out everywhere; the reconnection is refused", async () => {
    const f = await buildFamily(t);
    const stream = await openMessageStream(base, f.student.token);
    expect(await stream.next()).toEqual({ type: "ready" });
    expect((await call(t, "POST", "/api/auth/logout-all", { token: f.student.token })).statusCode).toBe(200);
    await expect(stream.next()).rejects.toThrow("stream ended");
    await expect(openMessageStream(base, f.student.token)).rejects.toThrow("stream: 401");
  });

  it("answers 401 without a token, never takes one from the address, and reads no query", async () => {
    const f = await buildFamily(t);
    expect((await fetch(`${base}/api/messages/stream`)).status).toBe(401);
    expect((await fetch(`${base}/api/messages/stream?token=${f.student.token}`)).status).toBe(401);
    const withQuery = await fetch(`${base}/api/messages/stream?token=x`, {
      headers: { authorization: `Bearer ${f.student.token}` },
    });
    expect(withQuery.status).toBe(400);
  });
});

describe("attachments, as for assignments", () => {
  it("uploads a file, sends it with a message, and lets only the thread's people download it", async () => {
    const f = await buildFamily(t);
    const threadId = await tutorThread(f);
    const url = `/api/messages/threads/${threadId}/attachments`;
    const up = await upload(t, url, f.student.token, { name: "essay.pdf", bytes: PDF_BYTES });
    expect(up.statusCode).toBe(201);
    const attachment = up.json().attachment;
    expect(attachment).toMatchObject({ name: "essay.pdf", content_type: "application/pdf" });
    expect((await upload(t, url, f.student.token, { name: "x.pdf", bytes: EXE_BYTES })).statusCode).toBe(415);
    const outsider = await createUser(t, { role: "tutor" });
    expect((await upload(t, url, outsider.token, { name: "a.pdf", bytes: PDF_BYTES })).statusCode).toBe(404);
    // Not sent yet: only its uploader sees it.
    expect((await call(t, "GET", attachment.url, { token: f.tutor.token })).statusCode).toBe(404);
    // Someone else's upload cannot be sent.
    const stolen = await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
      token: f.tutor.token,
      body: { body: "mine now", attachment_ids: [attachment.id] },
    });
    expect(stolen.statusCode).toBe(400);
    const sent = await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
      token: f.student.token,
      body: { body: "My essay", attachment_ids: [attachment.id] },
    });
    expect(sent.json().message.attachments).toEqual([attachment]);
    const download = await call(t, "GET", attachment.url, { token: f.tutor.token });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect((await call(t, "GET", attachment.url, { token: outsider.token })).statusCode).toBe(404);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("two processes on one PostgreSQL (LISTEN/NOTIFY)", () => {
  it("delivers a message sent through one process to a stream open on the other", async () => {
    const other = await buildSecondProcess(t, { DATA_DIR: dataDir });
    try {
      const otherBase = await listenOnFreePort(other.app);
      const f = await buildFamily(t);
      const threadId = await tutorThread(f);
      const stream = await openMessageStream(otherBase, f.tutor.token);
      expect(await stream.next()).toEqual({ type: "ready" });
      const sent = await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
        token: f.parent.token,
        body: { body: "Sent through process A" },
      });
      expect(sent.statusCode).toBe(201);
      expect(await stream.nextMessage()).toMatchObject({
        id: sent.json().message.id,
        body: "Sent through process A",
      });
      stream.close();
    } finally {
      await other.close();
    }
  });
});
