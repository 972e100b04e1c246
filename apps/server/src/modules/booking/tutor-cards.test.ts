import { describe, expect, it } from "vitest";
import { call, createStudent, createUser, useTestApp } from "../../test/helpers.ts";
import { EVERY_DAY, grantCredits, insertBookedLesson } from "./booking-test-fixtures.ts";

/*
 * Issue 21: a tutor card says who the tutor is (photo or avatar, bio, what they teach and to which
 * ages, languages, lessons taught, the next free time), and two tutors of one name differ.
 */
const t = useTestApp();
const HOUR = 3_600_000;

const base = { time_zone: "UTC", subjects: ["Chemistry"], windows: EVERY_DAY, days_off: [] };

async function tutorWithCard(card: Record<string, unknown>) {
  const tutor = await createUser(t, { role: "tutor", first_name: "Sam", last_name: "Lee" });
  const res = await call(t, "PUT", "/api/tutor/availability", {
    token: tutor.token,
    body: { ...base, ...card },
  });
  expect(res.statusCode, res.body).toBe(200);
  return tutor;
}

const chemistryTutors = async () =>
  (await call(t, "GET", "/api/booking/subjects/chemistry/tutors")).json().tutors as {
    id: string;
    name: string;
    bio: string;
    languages: string[];
    ages: { min: number; max: number } | null;
    lessons_taught: number;
    next_free_at: string | null;
    photo_url: string | null;
  }[];

describe("tutor cards", () => {
  it("show the tutor's bio, languages, ages, lessons taught and next free time; one name, two cards", async () => {
    const first = await tutorWithCard({
      bio: "Lab chemist who loves experiments.",
      languages: ["English", "Polish", "English"],
      age_min: 11,
      age_max: 18,
    });
    const second = await tutorWithCard({ bio: "Retired teacher, GCSE and A level.", languages: ["English"] });
    // A lesson the first tutor has already given, and one still ahead (not yet taught).
    const s = await createStudent(t);
    const pack = await grantCredits(t, s.studentId, 3);
    await insertBookedLesson(t, s.studentId, first.user.id, -30, pack.id);
    await insertBookedLesson(t, s.studentId, first.user.id, 30, pack.id);

    const cards = await chemistryTutors();
    const a = cards.find((c) => c.id === first.user.id);
    const b = cards.find((c) => c.id === second.user.id);
    expect(a).toMatchObject({
      name: "Sam Lee",
      bio: "Lab chemist who loves experiments.",
      languages: ["English", "Polish"],
      ages: { min: 11, max: 18 },
      lessons_taught: 1,
      photo_url: null,
    });
    expect(b).toMatchObject({
      name: "Sam Lee",
      bio: "Retired teacher, GCSE and A level.",
      ages: null,
      lessons_taught: 0,
    });
    // Available all day: the next free start is within the hour or so after now, on the half hour.
    const next = Date.parse(a?.next_free_at ?? "");
    expect(next).toBeGreaterThan(Date.now() - HOUR);
    expect(next).toBeLessThan(Date.now() + 14 * 24 * HOUR);
    expect(new Date(next).getUTCMinutes() % 30).toBe(0);

    // Saving the calendar without the card's fields keeps the card.
    await call(t, "PUT", "/api/tutor/availability", { token: first.token, body: base });
    const mine = (await call(t, "GET", "/api/tutor/availability", { token: first.token })).json()
      .availability;
    expect(mine).toMatchObject({ bio: "Lab chemist who loves experiments.", age_min: 11, age_max: 18 });
  });

  it("has no next free time for a tutor with no hours", async () => {
    await tutorWithCard({ windows: [], bio: "Only on request." });
    const card = (await chemistryTutors()).find((c) => c.bio === "Only on request.");
    expect(card?.next_free_at).toBeNull();
  });

  it("refuses a bad card with a clear error and changes nothing", async () => {
    const tutor = await tutorWithCard({ bio: "Kept.", age_min: 8, age_max: 12 });
    for (const [bad, message] of [
      [{ age_min: 14, age_max: 9 }, "The youngest age cannot be above the oldest"],
      [{ age_min: 2 }, "Ages are whole numbers from 3 to 99"],
      [{ age_max: 12.5 }, "Ages are whole numbers from 3 to 99"],
      [{ bio: "x".repeat(601) }, "A bio is at most 600 characters"],
      [{ languages: [""] }, "A language cannot be empty"],
      [{ languages: Array.from({ length: 9 }, (_, i) => `L${i}`) }, "Too many languages"],
    ] as const) {
      const res = await call(t, "PUT", "/api/tutor/availability", {
        token: tutor.token,
        body: { ...base, ...bad },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.body).toContain(message);
    }
    const mine = (await call(t, "GET", "/api/tutor/availability", { token: tutor.token })).json()
      .availability;
    expect(mine).toMatchObject({ bio: "Kept.", age_min: 8, age_max: 12 });
  });
});
