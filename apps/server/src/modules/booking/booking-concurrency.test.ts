import { describe, expect, it } from "vitest";
import { call, createStudent, useTestApp } from "../../test/helpers.ts";
import { createBookableTutor, grantCredits, slotIn } from "./booking-test-fixtures.ts";

/**
 * Decisions.md 4: two people can never book the same slot or the last seat. Requests sent at
 * once (the tutor's calendar row, the session row and the student's packages are locked in the
 * booking's transaction; unique indexes stand behind them). Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL with a pool of connections.
 */
const t = useTestApp();

const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe("bookings at the same moment", () => {
  it("lets one of six people book the same slot", async () => {
    const tutor = await createBookableTutor(t);
    const students = await Promise.all(Array.from({ length: 6 }, () => createStudent(t)));
    for (const s of students) await grantCredits(t, s.studentId, 1);
    const startsAt = slotIn(30);
    const responses = await Promise.all(
      students.map((s) =>
        call(t, "POST", "/api/booking/lessons", {
          token: s.token,
          body: { tutor_id: tutor.user.id, starts_at: startsAt, duration: 60, subject: "Mathematics" },
        }),
      ),
    );
    expect(codes(responses)).toEqual([201, 409, 409, 409, 409, 409]);
    const lessons = await t.database.db
      .selectFrom("lessons")
      .select("id")
      .where("tutor_user_id", "=", tutor.user.id)
      .execute();
    expect(lessons).toHaveLength(1);
  });

  it("lets overlapping slots of one tutor go to one person only", async () => {
    const tutor = await createBookableTutor(t);
    const students = await Promise.all(Array.from({ length: 4 }, () => createStudent(t)));
    for (const s of students) await grantCredits(t, s.studentId, 1);
    // 10:00 UTC two days on: the start half an hour later still ends inside the tutor's day,
    // whatever the time the suite runs (slotIn(40) could land on 23:00, and 23:30 + 60 min does not).
    const base = new Date(Date.now() + 48 * 3_600_000).setUTCHours(10, 0, 0, 0);
    const responses = await Promise.all(
      students.map((s, i) =>
        call(t, "POST", "/api/booking/lessons", {
          token: s.token,
          body: {
            tutor_id: tutor.user.id,
            starts_at: new Date(base + (i % 2) * 30 * 60_000).toISOString(),
            duration: 60,
            subject: "Mathematics",
          },
        }),
      ),
    );
    expect(codes(responses)).toEqual([201, 409, 409, 409]);
  });

  it("spends a student's last credit once", async () => {
    const tutors = await Promise.all([
      createBookableTutor(t),
      createBookableTutor(t),
      createBookableTutor(t),
    ]);
    const s = await createStudent(t);
    await grantCredits(t, s.studentId, 1);
    const responses = await Promise.all(
      tutors.map((tutor, i) =>
        call(t, "POST", "/api/booking/lessons", {
          token: s.token,
          body: {
            tutor_id: tutor.user.id,
            starts_at: slotIn(50 + 2 * i),
            duration: 30,
            subject: "Mathematics",
          },
        }),
      ),
    );
    expect(codes(responses)).toEqual([201, 402, 402]);
  });

  it("gives the last seat of a group lesson to one of five", async () => {
    const tutor = await createBookableTutor(t);
    const session = await t.database.db
      .insertInto("group_sessions")
      .values({
        tutor_user_id: tutor.user.id,
        title: "French circle",
        subject: "French",
        starts_at: new Date(Date.now() + 3 * 86_400_000),
        duration_minutes: 30,
        capacity: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const students = await Promise.all(Array.from({ length: 5 }, () => createStudent(t)));
    for (const s of students) await grantCredits(t, s.studentId, 1);
    const responses = await Promise.all(
      students.map((s) =>
        call(t, "POST", `/api/booking/group-sessions/${session.id}/join`, { token: s.token, body: {} }),
      ),
    );
    expect(codes(responses)).toEqual([201, 409, 409, 409, 409]);
  });

  it("refunds a lesson cancelled twice at once only once", async () => {
    const tutor = await createBookableTutor(t);
    const s = await createStudent(t);
    await grantCredits(t, s.studentId, 1);
    const booked = await call(t, "POST", "/api/booking/lessons", {
      token: s.token,
      body: { tutor_id: tutor.user.id, starts_at: slotIn(72), duration: 45, subject: "Mathematics" },
    });
    const id = booked.json().lesson.id;
    const responses = await Promise.all(
      [1, 2, 3].map(() => call(t, "POST", `/api/booking/lessons/${id}/cancel`, { token: s.token })),
    );
    expect(codes(responses)).toEqual([200, 409, 409]);
    const movements = await t.database.db
      .selectFrom("credit_movements")
      .select("delta")
      .where("lesson_id", "=", id)
      .execute();
    expect(movements.map((m) => m.delta).sort()).toEqual([-1, 1]);
  });
});
