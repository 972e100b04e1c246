import { PRODUCT_NAME } from "@app/contract/product";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSiteContent } from "../../db/seed/site/index.ts";
import { call, createParent, createUser, useTestApp } from "../../test/helpers.ts";
import { setWork } from "../assignments/test-fixtures.ts";
import { createBookableTutor, grantCredits, slotIn } from "../booking/booking-test-fixtures.ts";

/*
 * Issue 21, "tell people what happened" (decision 042): each step of the booking, homework and
 * payment loops reaches the other side in the bell and by e-mail, as each person chose.
 */

const t = useTestApp();
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  await seedSiteContent(t.database.db);
  admin = await createUser(t, { role: "admin" });
});

/** A parent and their child, who has a login of their own. */
async function family(age = 12) {
  const parent = await createParent(t, [age]);
  const child = parent.childIds[0]!;
  const student = await createUser(t, { role: "student" });
  await t.database.db
    .updateTable("student_profiles")
    .set({ user_id: student.user.id })
    .where("id", "=", child)
    .execute();
  return { parent, child, student };
}

const bell = async (token: string) =>
  (await call(t, "GET", "/api/notifications", { token })).json() as {
    notifications: { title: string; body: string; link_url: string | null }[];
    unread_count: number;
  };
const titles = async (token: string) => (await bell(token)).notifications.map((n) => n.title);
async function mailsTo(email: string | null) {
  await t.app.deps.jobs.idle();
  const rows = await t.database.db
    .selectFrom("email_outbox")
    .select(["subject", "text_body"])
    .where("to_email", "=", email!)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.subject);
}
const prefer = (token: string, preferences: { kind: string; bell: boolean; email: boolean }[]) =>
  call(t, "PUT", "/api/notifications/preferences", { token, body: { preferences } });

describe("the preferences page's API", () => {
  it("answers each kind that can reach the caller, both channels on until chosen", async () => {
    const tutor = await createUser(t, { role: "tutor" });
    const res = await call(t, "GET", "/api/notifications/preferences", { token: tutor.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().has_email).toBe(true);
    expect(res.json().preferences.map((p: { kind: string }) => p.kind)).toEqual([
      "lesson-booked",
      "lesson-moved",
      "lesson-cancelled",
      "homework-handed-in",
    ]);
    expect(res.json().preferences.every((p: { bell: boolean; email: boolean }) => p.bell && p.email)).toBe(
      true,
    );
    const { parent } = await family();
    const kinds = (await call(t, "GET", "/api/notifications/preferences", { token: parent.token }))
      .json()
      .preferences.map((p: { kind: string }) => p.kind);
    expect(kinds).toEqual([
      "lesson-moved",
      "lesson-cancelled",
      "homework-set",
      "homework-graded",
      "payment-confirmed",
    ]);
  });

  it("stores a choice per kind and channel, and answers it back", async () => {
    const tutor = await createUser(t, { role: "tutor" });
    const res = await prefer(tutor.token, [{ kind: "lesson-booked", bell: true, email: false }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().preferences[0]).toMatchObject({ kind: "lesson-booked", bell: true, email: false });
    await prefer(tutor.token, [{ kind: "lesson-booked", bell: false, email: true }]);
    const again = (await call(t, "GET", "/api/notifications/preferences", { token: tutor.token })).json();
    expect(again.preferences[0]).toMatchObject({ bell: false, email: true });
    expect(again.preferences[1]).toMatchObject({ kind: "lesson-moved", bell: true, email: true });
  });

  it("refuses a kind that never reaches the caller, bad input and strangers, changing nothing", async () => {
    const tutor = await createUser(t, { role: "tutor" });
    const foreign = await prefer(tutor.token, [
      { kind: "lesson-booked", bell: false, email: false },
      { kind: "homework-set", bell: false, email: false },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe("That kind of notification does not reach your account");
    for (const body of [
      { preferences: [] },
      { preferences: [{ kind: "lesson-booked", bell: "yes", email: false }] },
      { preferences: [{ kind: "nonsense", bell: true, email: false }] },
      {
        preferences: [
          { kind: "lesson-booked", bell: true, email: false },
          { kind: "lesson-booked", bell: false, email: false },
        ],
      },
    ]) {
      const res = await call(t, "PUT", "/api/notifications/preferences", { token: tutor.token, body });
      expect(res.statusCode).toBe(400);
    }
    const stored = await t.database.db
      .selectFrom("notification_preferences")
      .selectAll()
      .where("user_id", "=", tutor.user.id)
      .execute();
    expect(stored).toEqual([]);
    expect((await call(t, "GET", "/api/notifications/preferences")).statusCode).toBe(401);
  });
});

describe("a lesson booked, moved and cancelled reaches the other side", () => {
  it("the tutor hears of a family's booking, move and cancel, as they chose", async () => {
    const tutor = await createBookableTutor(t);
    const { parent, child } = await family();
    await grantCredits(t, child, 5);
    const booked = await call(t, "POST", "/api/booking/lessons", {
      token: parent.token,
      body: {
        tutor_id: tutor.user.id,
        student_id: child,
        starts_at: slotIn(72),
        duration: 60,
        subject: "Mathematics",
      },
    });
    expect(booked.statusCode).toBe(201);
    const lessonId = booked.json().lesson.id as number;
    const first = await bell(tutor.token);
    expect(first.unread_count).toBe(1);
    expect(first.notifications[0]).toMatchObject({ title: "New booking: Child0 Family", link_url: "/tutor" });
    expect(first.notifications[0]!.body).toContain("booked Mathematics with Tara");
    expect(await mailsTo(tutor.user.email)).toEqual([`${PRODUCT_NAME}: New booking: Child0 Family`]);
    // The family does not hear of its own booking in the bell.
    expect((await bell(parent.token)).unread_count).toBe(0);

    // The tutor keeps moves in the bell only, and cancels by e-mail only.
    await prefer(tutor.token, [
      { kind: "lesson-moved", bell: true, email: false },
      { kind: "lesson-cancelled", bell: false, email: true },
    ]);
    const moved = await call(t, "POST", `/api/booking/lessons/${lessonId}/reschedule`, {
      token: parent.token,
      body: { starts_at: slotIn(96) },
    });
    expect(moved.statusCode).toBe(200);
    expect(await titles(tutor.token)).toContain("Lesson moved: Child0 Family");
    expect(await mailsTo(tutor.user.email)).toHaveLength(1);

    const cancelled = await call(t, "POST", `/api/booking/lessons/${lessonId}/cancel`, {
      token: parent.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await titles(tutor.token)).not.toContain("Lesson cancelled: Child0 Family");
    expect((await mailsTo(tutor.user.email)).at(-1)).toBe(`${PRODUCT_NAME}: Lesson cancelled: Child0 Family`);
    expect((await bell(parent.token)).unread_count).toBe(0);
  });

  it("the family hears when the tutor cancels, the tutor does not hear of their own cancel", async () => {
    const tutor = await createBookableTutor(t);
    const { parent, child, student } = await family();
    await grantCredits(t, child, 5);
    const booked = await call(t, "POST", "/api/booking/lessons", {
      token: parent.token,
      body: {
        tutor_id: tutor.user.id,
        student_id: child,
        starts_at: slotIn(50),
        duration: 60,
        subject: "Mathematics",
      },
    });
    const before = (await bell(tutor.token)).notifications.length;
    const res = await call(t, "POST", `/api/booking/lessons/${booked.json().lesson.id}/cancel`, {
      token: tutor.token,
    });
    expect(res.statusCode).toBe(200);
    expect((await bell(tutor.token)).notifications).toHaveLength(before);
    for (const token of [parent.token, student.token])
      expect((await bell(token)).notifications[0]).toMatchObject({
        title: "Lesson cancelled: Child0 Family",
        link_url: "/student/schedule",
      });
  });
});

describe("the homework loop tells each side", () => {
  it("set: student and parent; handed in: the tutor; graded: student and parent", async () => {
    const tutor = await createUser(t, { role: "tutor" });
    const { parent, child, student } = await family();
    await t.database.db
      .insertInto("tutor_student_assignments")
      .values({ tutor_user_id: tutor.user.id, student_id: child })
      .execute();
    // The parent keeps grades in the bell only.
    await prefer(parent.token, [{ kind: "homework-graded", bell: true, email: false }]);

    const work = await setWork(t, tutor.token, {
      student_id: child,
      title: "Fractions worksheet",
      total_points: 10,
    });
    for (const token of [student.token, parent.token])
      expect((await bell(token)).notifications[0]).toMatchObject({
        title: "New homework for Child0",
        link_url: `/student/homework?student_id=${child}`,
      });
    expect(await mailsTo(parent.user.email)).toEqual([`${PRODUCT_NAME}: New homework for Child0`]);
    expect(await titles(tutor.token)).toEqual([]);

    const submitted = await call(t, "POST", `/api/assignments/${work.id}/submit`, {
      token: student.token,
      body: { submission_data: { text: "1/2 + 1/4 = 3/4", attachment_ids: [] } },
    });
    expect(submitted.statusCode).toBe(200);
    expect((await bell(tutor.token)).notifications[0]).toMatchObject({
      title: "Homework handed in: Child0",
      link_url: `/tutor/students/${child}`,
    });
    expect(await mailsTo(tutor.user.email)).toEqual([`${PRODUCT_NAME}: Homework handed in: Child0`]);

    const graded = await call(t, "POST", `/api/assignments/${work.id}/complete`, {
      token: tutor.token,
      body: { score: 9, grade: "A", feedback: "Well done" },
    });
    expect(graded.statusCode).toBe(200);
    for (const token of [student.token, parent.token]) {
      const top = (await bell(token)).notifications[0]!;
      expect(top.title).toBe("Homework graded: Fractions worksheet");
      expect(top.body).toContain("9 out of 10, grade A");
    }
    // The parent's choice holds: no e-mail of the grade.
    expect(await mailsTo(parent.user.email)).toEqual([`${PRODUCT_NAME}: New homework for Child0`]);
    expect((await mailsTo(student.user.email)).at(-1)).toBe(
      `${PRODUCT_NAME}: Homework graded: Fractions worksheet`,
    );
  });

  it("a person who turned the bell off for a kind gets no bell entry of it", async () => {
    const tutor = await createUser(t, { role: "tutor" });
    const { parent, child } = await family();
    await t.database.db
      .insertInto("tutor_student_assignments")
      .values({ tutor_user_id: tutor.user.id, student_id: child })
      .execute();
    await prefer(parent.token, [{ kind: "homework-set", bell: false, email: false }]);
    await setWork(t, tutor.token, { student_id: child });
    expect(await titles(parent.token)).toEqual([]);
    expect(await mailsTo(parent.user.email)).toEqual([]);
  });
});

describe("a bank transfer confirmed reaches the payer", () => {
  it("in the bell and by e-mail, linked to the child's billing", async () => {
    const { parent, child } = await family();
    const offer = await t.database.db
      .selectFrom("credit_offers")
      .select("id")
      .where("slug", "=", "tutor-5")
      .executeTakeFirstOrThrow();
    const checkout = await call(t, "POST", "/api/billing/checkout", {
      token: parent.token,
      body: { student_id: child, offer_id: offer.id, method: "bank-transfer" },
    });
    expect(checkout.statusCode).toBe(201);
    expect(await titles(parent.token)).toEqual([]);
    const id = checkout.json().request.id as number;
    const res = await call(t, "POST", `/api/admin/payments/requests/${id}/confirm`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    const top = (await bell(parent.token)).notifications[0]!;
    expect(top.title).toMatch(/^Payment received: /);
    expect(top.link_url).toBe(`/student/settings?view=billing&student_id=${child}`);
    expect((await mailsTo(parent.user.email)).at(-1)).toMatch(/Payment received: /);
    // Admins' "sent" list keeps to what admins sent.
    const sent = (await call(t, "GET", "/api/admin/notifications", { token: admin.token })).json();
    expect(sent.notifications).toEqual([]);
  });
});
