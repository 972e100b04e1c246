import { capitalise, FRENCH_CIRCLE, FRENCH_CIRCLE_TEXT } from "@app/domain/french-circles";
import type { Transaction } from "kysely";
import type { Database } from "../database.ts";

const DAY = 86_400_000;

/** The French circles (the announcement's group lessons): a few future sessions with seats. */
export const DEMO_FRENCH_CIRCLES = [
  { title: "French circle: café conversation", days: 4, hour: 17 },
  { title: "French circle: at the market", days: 11, hour: 17 },
  { title: "French circle: telling a story", days: 18, hour: 17 },
] as const;

/**
 * The demo tutor's calendar (issue 12): weekday afternoons and Saturday mornings in Madrid, a day
 * off next week, and the French circles families can join; dates relative to now so they stay ahead.
 */
export async function seedDemoBooking(
  tx: Transaction<Database>,
  ids: { tutorId: string },
  now = new Date(),
): Promise<void> {
  await tx
    .insertInto("tutor_calendars")
    .values({
      tutor_user_id: ids.tutorId,
      time_zone: "Europe/Madrid",
      subjects: JSON.stringify(["Mathematics", "French", "Spanish", "Python"]),
      bio: "Maths and languages teacher from Madrid. Patient with beginners, keen on puzzles, and happy to help with homework and exams.",
      languages: JSON.stringify(["English", "Spanish", "French"]),
      age_min: 8,
      age_max: 18,
    })
    .execute();
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    start_minute: 15 * 60,
    end_minute: 20 * 60,
  }));
  await tx
    .insertInto("tutor_availability")
    .values(
      [...weekdays, { weekday: 6, start_minute: 9 * 60, end_minute: 13 * 60 }].map((w) => ({
        ...w,
        tutor_user_id: ids.tutorId,
      })),
    )
    .execute();
  await linkDemoSpends(tx, ids.tutorId, now);
  const dayOff = new Date(now.getTime() + 9 * DAY).toISOString().slice(0, 10);
  await tx.insertInto("tutor_days_off").values({ tutor_user_id: ids.tutorId, day: dayOff }).execute();
  await tx
    .insertInto("group_sessions")
    .values(
      DEMO_FRENCH_CIRCLES.map((c) => {
        const startsAt = new Date(now.getTime() + c.days * DAY);
        startsAt.setUTCHours(c.hour, 0, 0, 0);
        return {
          tutor_user_id: ids.tutorId,
          title: c.title,
          subject: "French",
          description: `${capitalise(FRENCH_CIRCLE_TEXT.duration)} of French in a small group, for beginners and improvers.`,
          starts_at: startsAt,
          duration_minutes: FRENCH_CIRCLE.minutes,
          capacity: FRENCH_CIRCLE.seats,
        };
      }),
    )
    .execute();
}

/**
 * The portal's demo spends were written before lessons carried their spend: tie each family's
 * tutor-session spends to their upcoming lessons, soonest first, so cancelling one early refunds
 * it as the booking rules say (a seed-time link, not a change of any amount).
 */
async function linkDemoSpends(tx: Transaction<Database>, tutorId: string, now: Date): Promise<void> {
  const lessons = await tx
    .selectFrom("lessons")
    .select(["id", "student_id"])
    .where("tutor_user_id", "=", tutorId)
    .where("status", "=", "scheduled")
    .where("starts_at", ">", now)
    .orderBy("starts_at")
    .execute();
  const spends = await tx
    .selectFrom("credit_movements as m")
    .innerJoin("credit_packages as p", "p.id", "m.package_id")
    .select(["m.id", "p.student_id"])
    .where("p.credit_type", "=", "tutor-session")
    .where("m.delta", "<", 0)
    .where("m.lesson_id", "is", null)
    .orderBy("m.id")
    .execute();
  const taken = new Set<number>();
  for (const spend of spends) {
    const lesson = lessons.find((l) => l.student_id === spend.student_id && !taken.has(l.id));
    if (!lesson) continue;
    taken.add(lesson.id);
    await tx
      .updateTable("credit_movements")
      .set({ lesson_id: lesson.id })
      .where("id", "=", spend.id)
      .execute();
  }
}
