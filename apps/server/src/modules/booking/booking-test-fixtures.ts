import { sql } from "kysely";
import { call, createUser, type TestApp } from "../../test/helpers.ts";

const HOUR = 3_600_000;
export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" }));

/** An approved tutor available all day, every day, in UTC, teaching Mathematics. */
export async function createBookableTutor(t: TestApp, windows = EVERY_DAY, timeZone = "UTC") {
  const tutor = await createUser(t, { role: "tutor", first_name: "Tara" });
  const res = await call(t, "PUT", "/api/tutor/availability", {
    token: tutor.token,
    body: { time_zone: timeZone, subjects: ["Mathematics"], windows, days_off: [] },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return tutor;
}

/** Gives a student a package of tutor-session credits. */
export async function grantCredits(t: TestApp, studentId: number, total: number, expiresInDays = 365) {
  return t.database.db
    .insertInto("credit_packages")
    .values({
      student_id: studentId,
      credit_type: "tutor-session",
      total,
      expires_at: new Date(Date.now() + expiresInDays * 24 * HOUR),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** A start on the half hour, `hours` from now. */
export function slotIn(hours: number): string {
  const d = new Date(Date.now() + hours * HOUR);
  d.setUTCMinutes(d.getUTCMinutes() < 30 ? 30 : 60, 0, 0);
  // The test tutor's windows are whole UTC days, and a lesson must end inside its window: a start
  // at 23:30 would only fit a 30-minute lesson, so such a start moves an hour earlier (the tests'
  // margins to the 12-hour, 24-hour and 60-day limits allow it), whatever the time the suite runs.
  if (d.getUTCHours() === 23 && d.getUTCMinutes() === 30) d.setTime(d.getTime() - HOUR);
  return d.toISOString();
}

/** The student's tutor-session balance as the dashboard shows it. */
export async function tutorBalanceOf(t: TestApp, token: string, studentId?: number) {
  const res = await call(
    t,
    "GET",
    `/api/student-dashboard/balance${studentId ? `?student_id=${studentId}` : ""}`,
    {
      token,
    },
  );
  const credits = res.json().credits as { type: string; remaining: number; isExpired: boolean }[];
  return credits
    .filter((c) => c.type === "tutor-session" && !c.isExpired)
    .reduce((s, c) => s + c.remaining, 0);
}

/** Counts of the rows booking writes, to show a refused request changed nothing. */
export async function bookingRowCounts(t: TestApp) {
  const result = await sql<{ lessons: string; movements: string }>`
    SELECT (SELECT count(*) FROM lessons) AS lessons, (SELECT count(*) FROM credit_movements) AS movements`.execute(
    t.database.db,
  );
  return result.rows[0];
}

/** Puts a lesson `hoursAhead` from now straight into the database (a late cancel needs one < 24 h away). */
export async function insertBookedLesson(
  t: TestApp,
  studentId: number,
  tutorUserId: string,
  hoursAhead: number,
  packageId: number,
) {
  const lesson = await t.database.db
    .insertInto("lessons")
    .values({
      student_id: studentId,
      tutor_user_id: tutorUserId,
      title: "Mathematics with Tara",
      lesson_type: "tutor",
      starts_at: new Date(Date.now() + hoursAhead * HOUR),
      duration_minutes: 60,
      join_url: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto("credit_movements")
    .values({ package_id: packageId, delta: -1, reason: "Booked a lesson", lesson_id: lesson.id })
    .execute();
  return lesson.id;
}
