import { BOOKING_ERRORS } from "@app/contract/booking";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createParent, createStudent, createUser, useTestApp } from "../../test/helpers.ts";
import {
  bookingRowCounts,
  createBookableTutor,
  grantCredits,
  insertBookedLesson,
  slotIn,
} from "./booking-test-fixtures.ts";

/** Issue 12's bad input: clear errors, nothing changed, a test for each. */
const t = useTestApp();
let tutor: Awaited<ReturnType<typeof createBookableTutor>>;
let s: Awaited<ReturnType<typeof createStudent>>;
beforeAll(async () => {
  tutor = await createBookableTutor(t, [
    ...[1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })),
  ]);
  s = await createStudent(t);
  await grantCredits(t, s.studentId, 3);
});

/** 10:00 UTC two days on: half an hour later still ends inside the tutor's day, whenever the suite runs. */
const TAKEN = new Date(new Date(Date.now() + 48 * 3_600_000).setUTCHours(10, 0, 0, 0)).toISOString();

const book = (token: string, body: Record<string, unknown>) =>
  call(t, "POST", "/api/booking/lessons", {
    token,
    body: { tutor_id: tutor.user.id, duration: 60, subject: "Mathematics", ...body },
  });

/** Sends a request that must fail with `status` and `error`, and checks no row was written. */
async function expectRefused(
  send: () => ReturnType<typeof call>,
  status: number,
  error?: string,
): Promise<void> {
  const before = await bookingRowCounts(t);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  if (error) expect(res.json().error).toBe(error);
  expect(await bookingRowCounts(t)).toEqual(before);
}

describe("bad bookings change nothing", () => {
  it("refuses the past, under 12 hours and beyond 60 days", async () => {
    await expectRefused(() => book(s.token, { starts_at: slotIn(-3) }), 400, BOOKING_ERRORS.past);
    await expectRefused(() => book(s.token, { starts_at: slotIn(11) }), 400, BOOKING_ERRORS.tooSoon);
    await expectRefused(() => book(s.token, { starts_at: slotIn(61 * 24) }), 400, BOOKING_ERRORS.tooFar);
  });

  it("refuses a duration other than 30, 45 or 60 minutes, and a time off the half hour", async () => {
    for (const duration of [15, 50, 90, "sixty"]) {
      await expectRefused(() => book(s.token, { starts_at: slotIn(30), duration }), 400);
    }
    const offGrid = new Date(new Date(slotIn(30)).getTime() + 10 * 60_000).toISOString();
    await expectRefused(() => book(s.token, { starts_at: offGrid }), 400, BOOKING_ERRORS.notFree);
  });

  it("refuses a slot outside the tutor's windows and on a day off", async () => {
    // A window on a weekday other than the slot's, whatever the day the suite runs.
    const weekday = ((new Date(slotIn(30)).getUTCDay() + 3) % 7) + 1;
    const narrow = await createBookableTutor(t, [{ weekday, start: "09:00", end: "10:00" }]);
    await expectRefused(
      () => book(s.token, { tutor_id: narrow.user.id, starts_at: slotIn(30) }),
      400,
      BOOKING_ERRORS.notFree,
    );
  });

  it("refuses a double booking of the tutor's slot and of the student's time", async () => {
    const startsAt = TAKEN;
    expect((await book(s.token, { starts_at: startsAt })).statusCode).toBe(201);
    const other = await createStudent(t);
    await grantCredits(t, other.studentId, 1);
    await expectRefused(() => book(other.token, { starts_at: startsAt }), 409, BOOKING_ERRORS.slotTaken);
    // Half an hour later overlaps the hour-long lesson.
    const half = new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString();
    await expectRefused(() => book(other.token, { starts_at: half }), 409, BOOKING_ERRORS.slotTaken);
    const second = await createBookableTutor(t);
    await expectRefused(
      () => book(s.token, { tutor_id: second.user.id, starts_at: startsAt }),
      409,
      BOOKING_ERRORS.studentBusy,
    );
  });

  it("refuses without credit (402) with a message that says to buy credits", async () => {
    const poor = await createStudent(t);
    await grantCredits(t, poor.studentId, 4, -1); // expired
    // A tutor of its own: with the shared one, 40 hours on can overlap the lesson booked at TAKEN
    // (10:00 UTC two days on) when the suite runs in the late afternoon, and the slot is refused first.
    const free = await createBookableTutor(t);
    await expectRefused(
      () => book(poor.token, { tutor_id: free.user.id, starts_at: slotIn(40) }),
      402,
      BOOKING_ERRORS.noCredit,
    );
  });

  it("refuses booking for a child who is not yours, and tutors booking at all", async () => {
    const parent = await createParent(t, [10]);
    await expectRefused(() => book(parent.token, { starts_at: slotIn(42), student_id: s.studentId }), 403);
    await expectRefused(() => book(s.token, { starts_at: slotIn(42), student_id: parent.childIds[0] }), 403);
    await expectRefused(() => book(tutor.token, { starts_at: slotIn(42), student_id: s.studentId }), 403);
    await expectRefused(() => book("", { starts_at: slotIn(42) }), 401);
  });

  it("refuses an unknown tutor, and a tutor whose application is under review", async () => {
    const applicant = await createUser(t, { role: "tutor", tutor_status: "applicant" });
    await expectRefused(() => book(s.token, { tutor_id: applicant.user.id, starts_at: slotIn(44) }), 404);
    await expectRefused(() => book(s.token, { tutor_id: "not-a-uuid", starts_at: slotIn(44) }), 400);
  });
});

describe("bad cancels and moves change nothing", () => {
  it("refuses cancelling or moving someone else's lesson", async () => {
    const pkg = await grantCredits(t, s.studentId, 1);
    const lessonId = await insertBookedLesson(t, s.studentId, tutor.user.id, 100, pkg.id);
    const stranger = await createStudent(t);
    const parent = await createParent(t, [11]);
    const otherTutor = await createBookableTutor(t);
    for (const token of [stranger.token, parent.token, otherTutor.token]) {
      await expectRefused(
        () => call(t, "POST", `/api/booking/lessons/${lessonId}/cancel`, { token }),
        403,
        BOOKING_ERRORS.notYourLesson,
      );
      await expectRefused(
        () =>
          call(t, "POST", `/api/booking/lessons/${lessonId}/reschedule`, {
            token,
            body: { starts_at: slotIn(120) },
          }),
        403,
      );
    }
    await expectRefused(() => call(t, "POST", "/api/booking/lessons/999999/cancel", { token: s.token }), 404);
  });

  it("refuses moving into the past, a taken slot, or without credit when late", async () => {
    const poor = await createStudent(t);
    const pkg = await grantCredits(t, poor.studentId, 1);
    const late = await insertBookedLesson(t, poor.studentId, tutor.user.id, 13.2, pkg.id);
    const move = (starts_at: string) =>
      call(t, "POST", `/api/booking/lessons/${late}/reschedule`, { token: poor.token, body: { starts_at } });
    await expectRefused(() => move(slotIn(-30)), 400, BOOKING_ERRORS.past);
    await expectRefused(() => move(slotIn(150)), 402, BOOKING_ERRORS.noCredit);
    await expectRefused(() => move(TAKEN), 409); // booked by the double-booking test above
  });
});

describe("group lessons: seats and roster", () => {
  it("takes seats until the capacity, one per student, and lists seats left", async () => {
    const session = await t.database.db
      .insertInto("group_sessions")
      .values({
        tutor_user_id: tutor.user.id,
        title: "French circle",
        subject: "French",
        starts_at: new Date(Date.now() + 5 * 86_400_000),
        duration_minutes: 45,
        capacity: 2,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const join = (token: string) =>
      call(t, "POST", `/api/booking/group-sessions/${session.id}/join`, { token, body: {} });
    const a = await createStudent(t);
    const b = await createStudent(t);
    const c = await createStudent(t);
    for (const x of [a, b, c]) await grantCredits(t, x.studentId, 2);
    const first = await join(a.token);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      balance: 1,
      lesson: { type: "group", group_session_id: session.id },
    });
    await expectRefused(() => join(a.token), 409, BOOKING_ERRORS.alreadyJoined);
    expect((await join(b.token)).statusCode).toBe(201);
    await expectRefused(() => join(c.token), 409, BOOKING_ERRORS.groupFull);
    const listed = (await call(t, "GET", "/api/booking/group-sessions")).json().sessions;
    expect(listed).toContainEqual(expect.objectContaining({ id: session.id, capacity: 2, seats_left: 0 }));
    const upcoming = (
      await call(t, "GET", "/api/student-dashboard/upcoming-lessons", { token: a.token })
    ).json();
    expect(upcoming.upcoming_lessons).toContainEqual(
      expect.objectContaining({ title: "French circle", type: "group" }),
    );
    // A seat given back frees it; the tutor's time is taken by the session.
    const seat = first.json().lesson.id;
    const cancel = await call(t, "POST", `/api/booking/lessons/${seat}/cancel`, { token: a.token });
    expect(cancel.json()).toMatchObject({ refunded: true, balance: 2 });
    expect((await join(c.token)).statusCode).toBe(201);
    await expectRefused(
      () =>
        call(t, "POST", `/api/booking/lessons/${seat}/reschedule`, {
          token: a.token,
          body: { starts_at: slotIn(200) },
        }),
      409,
    );
    await expectRefused(
      () => call(t, "POST", "/api/booking/group-sessions/999999/join", { token: a.token, body: {} }),
      404,
    );
  });
});
