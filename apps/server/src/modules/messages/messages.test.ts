import { EMPTY_MESSAGE, MESSAGE_LIMITS, MESSAGE_TOO_LONG } from "@app/contract/messages";
import { MESSAGING_REFUSAL_TEXT } from "@app/domain/messaging";
import { describe, expect, it } from "vitest";
import { call, createParent, createStudent, createUser, useTestApp } from "../../test/helpers.ts";
import { assign, buildFamily, countMessages, unassign } from "./test-fixtures.ts";

const t = useTestApp();

async function openTutorThread(token: string, studentId: number, tutorUserId?: string) {
  return call(t, "POST", "/api/messages/threads", {
    token,
    body: { kind: "tutor", student_id: studentId, ...(tutorUserId ? { tutor_user_id: tutorUserId } : {}) },
  });
}

describe("messages between a family and the tutors assigned to them (decisions.md 6)", () => {
  it("lets the student write to their tutor, the tutor answer, the parent read and write, with unread counts", async () => {
    const f = await buildFamily(t);
    const contacts = await call(t, "GET", "/api/messages/contacts", { token: f.student.token });
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json().contacts.map((c: { name: string }) => c.name)).toEqual([
      "Lena Ortiz",
      "Brightpath support",
    ]);

    const opened = await openTutorThread(f.student.token, f.studentId, f.tutor.user.id);
    expect(opened.statusCode).toBe(200);
    const threadId = opened.json().thread.id;
    expect(opened.json().thread).toMatchObject({ title: "Lena Ortiz", can_send: true, unread_count: 0 });
    // Opening again finds the same thread; so does the tutor.
    expect((await openTutorThread(f.tutor.token, f.studentId)).json().thread.id).toBe(threadId);

    const sent = await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
      token: f.student.token,
      body: { body: "  Can we go over fractions?  " },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({
      body: "Can we go over fractions?",
      from_me: true,
      from_staff: false,
    });

    const tutorView = await call(t, "GET", "/api/messages/threads", { token: f.tutor.token });
    expect(tutorView.json().threads[0]).toMatchObject({ id: threadId, title: "Maya User", unread_count: 1 });
    expect((await call(t, "GET", "/api/messages/unread", { token: f.tutor.token })).json()).toEqual({
      unread_total: 1,
    });

    const read = await call(t, "POST", `/api/messages/threads/${threadId}/read`, {
      token: f.tutor.token,
      body: {},
    });
    expect(read.json()).toEqual({ unread_total: 0 });
    await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
      token: f.tutor.token,
      body: { body: "Sure!" },
    });

    const parentView = await call(t, "GET", `/api/messages/threads?student_id=${f.studentId}`, {
      token: f.parent.token,
    });
    expect(parentView.json().threads[0]).toMatchObject({
      id: threadId,
      subtitle: "Tutor · about Maya",
      unread_count: 1,
    });
    const history = await call(t, "GET", `/api/messages/threads/${threadId}`, { token: f.parent.token });
    expect(history.json().messages.map((m: { body: string }) => m.body)).toEqual([
      "Can we go over fractions?",
      "Sure!",
    ]);
    const reply = await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
      token: f.parent.token,
      body: { body: "Thank you from Maya's dad" },
    });
    expect(reply.statusCode).toBe(201);
    // The student's unread: the tutor's answer only (their parent is on their side).
    expect((await call(t, "GET", "/api/messages/unread", { token: f.student.token })).json()).toEqual({
      unread_total: 1,
    });
  });

  it("pages history newest last, with a cursor", async () => {
    const f = await buildFamily(t);
    const threadId = (await openTutorThread(f.tutor.token, f.studentId)).json().thread.id;
    for (let i = 1; i <= 5; i++) {
      await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
        token: f.tutor.token,
        body: { body: `m${i}` },
      });
    }
    const last = await call(t, "GET", `/api/messages/threads/${threadId}?limit=2`, {
      token: f.student.token,
    });
    expect(last.json().messages.map((m: { body: string }) => m.body)).toEqual(["m4", "m5"]);
    expect(last.json().has_more).toBe(true);
    const before = last.json().messages[0].id;
    const older = await call(t, "GET", `/api/messages/threads/${threadId}?limit=3&before=${before}`, {
      token: f.student.token,
    });
    expect(older.json()).toMatchObject({ has_more: false });
    expect(older.json().messages.map((m: { body: string }) => m.body)).toEqual(["m1", "m2", "m3"]);
    expect(
      (await call(t, "GET", `/api/messages/threads/${threadId}?limit=500`, { token: f.student.token }))
        .statusCode,
    ).toBe(400);
  });
});

describe("who may not message whom: clear errors, nothing changed", () => {
  it("refuses a tutor not assigned to the student (403) and a family writing to a tutor not theirs", async () => {
    const f = await buildFamily(t);
    const stranger = await createUser(t, { role: "tutor" });
    const before = await countMessages(t);
    const res = await openTutorThread(stranger.token, f.studentId);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MESSAGING_REFUSAL_TEXT["tutor-not-assigned"]);
    const family = await openTutorThread(f.student.token, f.studentId, stranger.user.id);
    expect(family.statusCode).toBe(403);
    const applicant = await createUser(t, { role: "tutor", tutor_status: "applicant" });
    await assign(t, applicant.user.id, f.studentId);
    expect((await openTutorThread(applicant.token, f.studentId)).statusCode).toBe(403);
    expect(await countMessages(t)).toBe(before);
  });

  it("shuts a former tutor out, and leaves the family their history to read but not to write", async () => {
    const f = await buildFamily(t);
    const threadId = (await openTutorThread(f.tutor.token, f.studentId)).json().thread.id;
    await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
      token: f.tutor.token,
      body: { body: "Hi" },
    });
    await unassign(t, f.tutor.user.id, f.studentId);
    const before = await countMessages(t);
    const tutorSend = await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
      token: f.tutor.token,
      body: { body: "Still here?" },
    });
    expect(tutorSend.statusCode).toBe(403);
    expect(tutorSend.json().error).toBe(MESSAGING_REFUSAL_TEXT["tutor-not-assigned"]);
    expect(
      (await call(t, "GET", `/api/messages/threads/${threadId}`, { token: f.tutor.token })).statusCode,
    ).toBe(403);
    expect((await openTutorThread(f.tutor.token, f.studentId)).statusCode).toBe(403);
    expect((await call(t, "GET", "/api/messages/threads", { token: f.tutor.token })).json().threads).toEqual(
      [],
    );

    const familyRead = await call(t, "GET", `/api/messages/threads/${threadId}`, { token: f.student.token });
    expect(familyRead.statusCode).toBe(200);
    expect(familyRead.json().thread.can_send).toBe(false);
    const familySend = await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
      token: f.student.token,
      body: { body: "Bye" },
    });
    expect(familySend.statusCode).toBe(403);
    expect(await countMessages(t)).toBe(before);
  });

  it("refuses a parent for a child not theirs, another student, and an admin in a tutor thread", async () => {
    const f = await buildFamily(t);
    const threadId = (await openTutorThread(f.tutor.token, f.studentId)).json().thread.id;
    const otherParent = await createParent(t, [9]);
    const otherStudent = await createStudent(t);
    expect((await openTutorThread(otherParent.token, f.studentId, f.tutor.user.id)).statusCode).toBe(403);
    expect(
      (await call(t, "GET", `/api/messages/threads?student_id=${f.studentId}`, { token: otherParent.token }))
        .statusCode,
    ).toBe(403);
    for (const token of [otherParent.token, otherStudent.token, f.admin.token]) {
      const read = await call(t, "GET", `/api/messages/threads/${threadId}`, { token });
      expect(read.statusCode).toBe(404);
      const send = await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
        token,
        body: { body: "x" },
      });
      expect(send.statusCode).toBe(404);
    }
    expect((await call(t, "GET", "/api/messages/threads/999999")).statusCode).toBe(401);
  });

  it("keeps a child under 13 awaiting a parent's confirmation out of messages (decisions.md 1)", async () => {
    const kid = await createStudent(t, { age: 11 });
    const tutor = await createUser(t, { role: "tutor" });
    await assign(t, tutor.user.id, kid.studentId);
    await t.database.db
      .updateTable("student_profiles")
      .set({ parent_consent_required: true, parent_consent_email: "mum@example.test" })
      .where("id", "=", kid.studentId)
      .execute();
    const asKid = await openTutorThread(kid.token, kid.studentId, tutor.user.id);
    expect(asKid.statusCode).toBe(403);
    expect(asKid.json().error).toBe(MESSAGING_REFUSAL_TEXT["consent-pending"]);
    expect(
      (await call(t, "POST", "/api/messages/threads", { token: kid.token, body: { kind: "support" } }))
        .statusCode,
    ).toBe(403);
    expect((await openTutorThread(tutor.token, kid.studentId)).statusCode).toBe(403);
    const list = await call(t, "GET", "/api/messages/threads", { token: kid.token });
    expect(list.json()).toMatchObject({
      threads: [],
      paused_reason: MESSAGING_REFUSAL_TEXT["consent-pending"],
    });
  });

  it("refuses an empty and a 100 KB message, and a file that was not uploaded to the thread", async () => {
    const f = await buildFamily(t);
    const threadId = (await openTutorThread(f.student.token, f.studentId, f.tutor.user.id)).json().thread.id;
    const before = await countMessages(t);
    const send = (body: unknown) =>
      call(t, "POST", `/api/messages/threads/${threadId}/messages`, { token: f.student.token, body });
    const empty = await send({ body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.body).toEqual([EMPTY_MESSAGE]);
    const huge = await send({ body: "x".repeat(100 * 1024) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().details.body).toEqual([MESSAGE_TOO_LONG]);
    expect((await send({ body: "x".repeat(MESSAGE_LIMITS.bodyMax + 1) })).statusCode).toBe(400);
    expect((await send({})).statusCode).toBe(400);
    expect((await send({ body: "hi", attachment_ids: [123456] })).statusCode).toBe(400);
    expect((await send({ body: "hi", extra: 1 })).statusCode).toBe(400);
    expect(await countMessages(t)).toBe(before);
    expect((await send({ body: "x".repeat(MESSAGE_LIMITS.bodyMax) })).statusCode).toBe(201);
  });
});

describe("support threads: any user and the admins", () => {
  it("lets a tutor write to support, every admin read and answer, and no admin write to another admin", async () => {
    const tutor = await createUser(t, {
      role: "tutor",
      tutor_status: "applicant",
      first_name: "Ana",
      last_name: "Ng",
    });
    const admin = await createUser(t, { role: "admin" });
    const otherAdmin = await createUser(t, { role: "admin" });
    const opened = await call(t, "POST", "/api/messages/threads", {
      token: tutor.token,
      body: { kind: "support" },
    });
    expect(opened.json().thread).toMatchObject({ kind: "support", title: "Brightpath support" });
    const threadId = opened.json().thread.id;
    await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
      token: tutor.token,
      body: { body: "When am I approved?" },
    });
    const inbox = await call(t, "GET", "/api/messages/threads", { token: admin.token });
    expect(inbox.json().threads.find((th: { id: number }) => th.id === threadId)).toMatchObject({
      title: "Ana Ng",
      subtitle: "Tutor",
      unread_count: 1,
    });
    const answer = await call(t, "POST", `/api/messages/threads/${threadId}/messages`, {
      token: otherAdmin.token,
      body: { body: "This week" },
    });
    expect(answer.json().message.from_staff).toBe(true);
    const started = await call(t, "POST", "/api/messages/threads", {
      token: admin.token,
      body: { kind: "support", user_id: tutor.user.id },
    });
    expect(started.json().thread.id).toBe(threadId);
    expect(
      (
        await call(t, "POST", "/api/messages/threads", {
          token: admin.token,
          body: { kind: "support", user_id: otherAdmin.user.id },
        })
      ).statusCode,
    ).toBe(400);
    const someone = await createStudent(t);
    expect(
      (
        await call(t, "POST", "/api/messages/threads", {
          token: someone.token,
          body: { kind: "support", user_id: tutor.user.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(t, "GET", `/api/messages/threads/${threadId}`, { token: someone.token })).statusCode,
    ).toBe(404);
  });
});
