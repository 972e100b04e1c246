import { PRODUCT_NAME } from "@app/contract/product";
import { describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createParent, createStudent, createUser, useTestApp } from "../../test/helpers.ts";
import {
  createBookableTutor,
  grantCredits,
  insertBookedLesson,
  slotIn,
  tutorBalanceOf,
} from "./booking-test-fixtures.ts";

const t = useTestApp();

const book = (token: string, body: Record<string, unknown>) =>
  call(t, "POST", "/api/booking/lessons", { token, body: { duration: 60, subject: "Mathematics", ...body } });

describe("public booking: subjects → tutors → free slots", () => {
  it("lists the subjects and tutors of approved tutors only, and their free slots in the viewer's zone", async () => {
    const tutor = await createBookableTutor(
      t,
      [{ weekday: 3, start: "09:00", end: "12:00" }],
      "Europe/Paris",
    );
    const applicant = await createUser(t, { role: "tutor", tutor_status: "applicant" });
    await call(t, "PUT", "/api/tutor/availability", {
      token: applicant.token,
      body: { time_zone: "UTC", subjects: ["Astrology"], windows: [], days_off: [] },
    });
    const subjects = (await call(t, "GET", "/api/booking/subjects")).json().subjects;
    expect(subjects).toContainEqual({
      slug: "mathematics",
      name: "Mathematics",
      tutor_count: expect.any(Number),
    });
    expect(subjects.map((s: { slug: string }) => s.slug)).not.toContain("astrology");

    const tutors = (await call(t, "GET", "/api/booking/subjects/mathematics/tutors")).json().tutors;
    expect(tutors).toContainEqual(
      expect.objectContaining({ id: tutor.user.id, time_zone: "Europe/Paris", hours_per_week: 3 }),
    );
    expect((await call(t, "GET", "/api/booking/subjects/astrology/tutors")).statusCode).toBe(404);

    const res = await call(
      t,
      "GET",
      `/api/booking/tutors/${tutor.user.id}/slots?days=14&duration=60&tz=America/New_York`,
    );
    expect(res.statusCode).toBe(200);
    const { slots } = res.json();
    // Wednesdays 09:00–12:00 in Paris: 09:00, 09:30, 10:00, 10:30, 11:00 for an hour; 3:00 to 5:00 in New York.
    expect(slots.length).toBeGreaterThanOrEqual(5);
    for (const slot of slots.slice(0, 5)) {
      expect([
        "03:00",
        "03:30",
        "04:00",
        "04:30",
        "05:00",
        "04:00",
        "04:30",
        "05:00",
        "05:30",
        "06:00",
      ]).toContain(slot.time);
    }
    expect((await call(t, "GET", `/api/booking/tutors/${applicant.user.id}/slots`)).statusCode).toBe(404);
    expect((await call(t, "GET", `/api/booking/tutors/${tutor.user.id}/slots?duration=50`)).statusCode).toBe(
      400,
    );
    expect((await call(t, "GET", `/api/booking/tutors/${tutor.user.id}/slots?tz=Mars/Base`)).statusCode).toBe(
      400,
    );
  });
});

describe("the tutor's availability", () => {
  it("is the tutor's own: read and replaced by them; other roles are refused", async () => {
    const tutor = await createBookableTutor(t);
    const mine = (await call(t, "GET", "/api/tutor/availability", { token: tutor.token })).json()
      .availability;
    expect(mine.windows).toHaveLength(7);
    const save = await call(t, "PUT", "/api/tutor/availability", {
      token: tutor.token,
      body: {
        time_zone: "Asia/Tokyo",
        subjects: ["Physics"],
        windows: [{ weekday: 1, start: "18:00", end: "20:30" }],
        days_off: ["2030-01-01"],
      },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().availability).toEqual({
      bio: "",
      languages: [],
      age_min: null,
      age_max: null,
      time_zone: "Asia/Tokyo",
      subjects: ["Physics"],
      windows: [{ weekday: 1, start: "18:00", end: "20:30" }],
      days_off: ["2030-01-01"],
    });
    const student = await createStudent(t);
    const body = { time_zone: "UTC", subjects: ["X"], windows: [], days_off: [] };
    expect((await call(t, "PUT", "/api/tutor/availability", { token: student.token, body })).statusCode).toBe(
      403,
    );
    expect((await call(t, "PUT", "/api/tutor/availability", { body })).statusCode).toBe(401);
    for (const bad of [
      { ...body, time_zone: "Nowhere/City" },
      { ...body, windows: [{ weekday: 8, start: "09:00", end: "10:00" }] },
      { ...body, windows: [{ weekday: 1, start: "10:00", end: "09:00" }] },
      { ...body, days_off: ["tomorrow"] },
      { ...body, subjects: [] },
    ]) {
      expect(
        (await call(t, "PUT", "/api/tutor/availability", { token: tutor.token, body: bad })).statusCode,
      ).toBe(400);
    }
  });
});

describe("booking a lesson", () => {
  it("books for the student, spends one credit soonest-expiring first, shows it everywhere and e-mails", async () => {
    const tutor = await createBookableTutor(t);
    const s = await createStudent(t);
    const late = await grantCredits(t, s.studentId, 5, 300);
    const soon = await grantCredits(t, s.studentId, 2, 30);
    await grantCredits(t, s.studentId, 9, -1); // expired: never spent
    expect(await tutorBalanceOf(t, s.token)).toBe(7);
    const startsAt = slotIn(48);
    const res = await book(s.token, { tutor_id: tutor.user.id, starts_at: startsAt });
    expect(res.statusCode).toBe(201);
    const { lesson, balance, charged } = res.json();
    expect(charged).toBe(true);
    expect(balance).toBe(6);
    expect(lesson).toMatchObject({
      title: "Mathematics with Tara",
      type: "tutor",
      duration: 60,
      status: "scheduled",
    });
    expect(lesson.join_url).toMatch(/^https:\/\/meet\.jit\.si\/brightpath-/);
    const spend = await t.database.db
      .selectFrom("credit_movements")
      .selectAll()
      .where("lesson_id", "=", lesson.id)
      .executeTakeFirstOrThrow();
    expect(spend).toMatchObject({ package_id: soon.id, delta: -1 });
    expect(spend.package_id).not.toBe(late.id);

    const upcoming = (
      await call(t, "GET", "/api/student-dashboard/upcoming-lessons", { token: s.token })
    ).json();
    expect(upcoming.upcoming_lessons).toContainEqual(
      expect.objectContaining({
        id: lesson.id,
        title: lesson.title,
        type: "tutor",
        datetime: startsAt,
        duration: 60,
        tutor: "Tara User",
      }),
    );
    const schedule = (await call(t, "GET", "/api/booking/schedule", { token: s.token })).json().lessons;
    const own = (await call(t, "GET", "/api/booking/balance", { token: s.token })).json();
    expect(own).toEqual({ student_id: s.studentId, balance: 6 });
    expect(schedule).toContainEqual(expect.objectContaining({ id: lesson.id, tutor_id: tutor.user.id }));
    const stranger = await createParent(t, [8]);
    const refused = await call(t, "GET", `/api/booking/schedule?student_id=${s.studentId}`, {
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(403);
    const dashboard = (await call(t, "GET", "/api/tutor/dashboard", { token: tutor.token })).json();
    expect(JSON.stringify(dashboard)).toContain(`"id":${lesson.id}`);
    const mail = await t.database.db
      .selectFrom("email_outbox")
      .select(["subject", "text_body"])
      .where("to_email", "=", s.user.email)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Lesson booked: Mathematics with Tara");
    expect(mail.text_body).toContain(lesson.join_url);
    await t.app.deps.jobs.idle();
    const tutorMail = await t.database.db
      .selectFrom("email_outbox")
      .select(["subject", "text_body"])
      .where("to_email", "=", tutor.user.email)
      .executeTakeFirstOrThrow();
    expect(tutorMail.subject).toBe(`${PRODUCT_NAME}: New booking: ${lesson.student_name}`);
    expect(tutorMail.text_body).toContain("booked Mathematics with Tara");

    // The slot is gone from the tutor's free slots.
    const slots = (
      await call(
        t,
        "GET",
        `/api/booking/tutors/${tutor.user.id}/slots?from=${encodeURIComponent(slotIn(40))}&days=1`,
      )
    ).json().slots;
    expect(slots.map((x: { starts_at: string }) => x.starts_at)).not.toContain(
      new Date(startsAt).toISOString(),
    );
  });

  it("lets a parent book for their selected child, spending that child's credit", async () => {
    const tutor = await createBookableTutor(t);
    const parent = await createParent(t, [9, 12]);
    const [first, second] = parent.childIds as [number, number];
    await grantCredits(t, first, 1);
    await grantCredits(t, second, 3);
    const res = await book(parent.token, {
      tutor_id: tutor.user.id,
      starts_at: slotIn(30),
      student_id: second,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().lesson.student_id).toBe(second);
    expect(await tutorBalanceOf(t, parent.token, second)).toBe(2);
    expect(await tutorBalanceOf(t, parent.token, first)).toBe(1);
  });
});

describe("cancelling and moving", () => {
  it("refunds 24 hours or more before, keeps the credit later (decisions.md 3)", async () => {
    const tutor = await createBookableTutor(t);
    const s = await createStudent(t);
    const pkg = await grantCredits(t, s.studentId, 2);
    const early = (await book(s.token, { tutor_id: tutor.user.id, starts_at: slotIn(50) })).json().lesson;
    const cancelEarly = await call(t, "POST", `/api/booking/lessons/${early.id}/cancel`, { token: s.token });
    expect(cancelEarly.statusCode).toBe(200);
    expect(cancelEarly.json()).toMatchObject({ refunded: true, balance: 2, lesson: { status: "cancelled" } });
    const again = await call(t, "POST", `/api/booking/lessons/${early.id}/cancel`, { token: s.token });
    expect(again.statusCode).toBe(409);

    const lateId = await insertBookedLesson(t, s.studentId, tutor.user.id, 5, pkg.id);
    expect(await tutorBalanceOf(t, s.token)).toBe(1);
    const cancelLate = await call(t, "POST", `/api/booking/lessons/${lateId}/cancel`, { token: s.token });
    expect(cancelLate.json()).toMatchObject({ refunded: false, balance: 1 });
  });

  it("moves a lesson to another free slot; under 24 hours before it costs a new credit", async () => {
    const tutor = await createBookableTutor(t);
    const s = await createStudent(t);
    const pkg = await grantCredits(t, s.studentId, 3);
    const lesson = (await book(s.token, { tutor_id: tutor.user.id, starts_at: slotIn(60) })).json().lesson;
    const moved = await call(t, "POST", `/api/booking/lessons/${lesson.id}/reschedule`, {
      token: s.token,
      body: { starts_at: slotIn(80) },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      charged: false,
      balance: 2,
      lesson: { id: lesson.id, datetime: slotIn(80) },
    });

    const lateId = await insertBookedLesson(t, s.studentId, tutor.user.id, 13, pkg.id);
    const lateMove = await call(t, "POST", `/api/booking/lessons/${lateId}/reschedule`, {
      token: s.token,
      body: { starts_at: slotIn(100) },
    });
    expect(lateMove.json()).toMatchObject({ charged: true, balance: 0 });
  });

  it("lets the lesson's tutor and an admin cancel; a tutor's cancellation always refunds", async () => {
    const tutor = await createBookableTutor(t);
    const admin = await createUser(t, { role: "admin" });
    const s = await createStudent(t);
    const pkg = await grantCredits(t, s.studentId, 2);
    const late = await insertBookedLesson(t, s.studentId, tutor.user.id, 3, pkg.id);
    const byTutor = await call(t, "POST", `/api/booking/lessons/${late}/cancel`, { token: tutor.token });
    expect(byTutor.json()).toMatchObject({ refunded: true });
    const other = await insertBookedLesson(t, s.studentId, tutor.user.id, 4, pkg.id);
    const byAdmin = await call(t, "POST", `/api/admin/lessons/${other}/cancel`, { token: admin.token });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ refunded: false });
    const audit = await t.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", String(other))
      .executeTakeFirst();
    expect(audit?.action).toBe("lesson.cancel");
  });
});

describe("the admin's calendar", () => {
  it("lists every lesson by tutor and student, and moves one under the same rules", async () => {
    const admin = await createUser(t, { role: "admin" });
    const tutor = await createBookableTutor(t);
    const s = await createStudent(t);
    await grantCredits(t, s.studentId, 2);
    const lesson = (await book(s.token, { tutor_id: tutor.user.id, starts_at: slotIn(70) })).json().lesson;
    const byTutor = await call(t, "GET", `/api/admin/lessons?tutor_id=${tutor.user.id}`, {
      token: admin.token,
    });
    expect(byTutor.json().lessons.map((l: { id: number }) => l.id)).toEqual([lesson.id]);
    const byStudent = await call(t, "GET", `/api/admin/lessons?student_id=${s.studentId}`, {
      token: admin.token,
    });
    expect(byStudent.json().lessons).toHaveLength(1);
    const move = await call(t, "POST", `/api/admin/lessons/${lesson.id}/move`, {
      token: admin.token,
      body: { starts_at: slotIn(6) },
    });
    expect(move.statusCode).toBe(400);
    const audited = () =>
      t.database.db
        .selectFrom("audit_log")
        .select(["action", "before", "after"])
        .where("entity_type", "=", "lesson")
        .where("entity_id", "=", String(lesson.id))
        .execute();
    // A refused move changes nothing, so the log holds nothing either: it is written in the change's transaction.
    expect(await audited()).toEqual([]);
    const ok = await call(t, "POST", `/api/admin/lessons/${lesson.id}/move`, {
      token: admin.token,
      body: { starts_at: slotIn(90) },
    });
    expect(ok.json()).toMatchObject({ charged: false, lesson: { datetime: slotIn(90) } });
    expect(await audited()).toEqual([
      expect.objectContaining({
        action: "lesson.move",
        before: expect.objectContaining({ datetime: slotIn(70) }),
        after: expect.objectContaining({ datetime: slotIn(90), charged: false }),
      }),
    ]);
    await expectAdminOnly(t, "GET", "/api/admin/lessons");
    await expectAdminOnly(t, "POST", `/api/admin/lessons/${lesson.id}/cancel`);
  });
});

describe("calendar files", () => {
  it("gives an .ics per lesson to its family and tutor, and a private feed per user", async () => {
    const tutor = await createBookableTutor(t);
    const s = await createStudent(t);
    await grantCredits(t, s.studentId, 1);
    const lesson = (await book(s.token, { tutor_id: tutor.user.id, starts_at: slotIn(26) })).json().lesson;
    const ics = await call(t, "GET", `/api/booking/lessons/${lesson.id}/ics`, { token: s.token });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    expect(ics.body).toContain("BEGIN:VEVENT");
    expect(ics.body).toContain(`UID:lesson-${lesson.id}@app.test`);
    const stranger = await createStudent(t);
    expect(
      (await call(t, "GET", `/api/booking/lessons/${lesson.id}/ics`, { token: stranger.token })).statusCode,
    ).toBe(403);

    const { url } = (await call(t, "GET", "/api/calendar/feed", { token: s.token })).json();
    expect(url).toMatch(/^http:\/\/app\.test\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
    const path = new URL(url).pathname;
    const feed = await call(t, "GET", path);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:lesson-${lesson.id}@`);
    const tutorFeed = (await call(t, "GET", "/api/calendar/feed", { token: tutor.token })).json().url;
    expect((await call(t, "GET", new URL(tutorFeed).pathname)).body).toContain(`UID:lesson-${lesson.id}@`);

    const reset = (await call(t, "POST", "/api/calendar/feed/reset", { token: s.token })).json().url;
    expect(reset).not.toBe(url);
    expect((await call(t, "GET", path)).statusCode).toBe(404);
  });
});
