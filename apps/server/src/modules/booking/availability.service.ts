import type {
  Availability,
  BookingSubject,
  BookingTutor,
  FreeSlots,
  GroupSession,
  SaveAvailabilityRequest,
} from "@app/contract/booking";
import {
  type AvailabilityWindow,
  bookableRange,
  freeSlots,
  parseTimeOfDay,
  seatsLeft,
  subjectSlug,
  wallClock,
} from "@app/domain/booking";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { forbidden, notFound, present } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import * as repo from "./booking.repository.ts";

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");
const minutesToTime = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

type TutorRow = Awaited<ReturnType<typeof repo.listBookableTutors>>[number];

function presentTutor(row: TutorRow): BookingTutor {
  return {
    id: row.id,
    name: fullName(row.first_name, row.last_name),
    subjects: row.subjects,
    time_zone: row.time_zone,
    hours_per_week: Math.round(Number(row.weekly_minutes ?? 0) / 6) / 10,
    photo_url: row.avatar_url,
    bio: row.bio,
    languages: row.languages,
    ages: row.age_min !== null && row.age_max !== null ? { min: row.age_min, max: row.age_max } : null,
    lessons_taught: Number(row.lessons_taught ?? 0),
    joined_at: new Date(row.created_at).toISOString(),
  };
}

/** The tutor's weekly windows as the domain reads them ("HH:MM" on the tutor's clock). */
export async function loadWindows(db: Kysely<Database>, tutorUserId: string): Promise<AvailabilityWindow[]> {
  return (await repo.listWindows(db, tutorUserId)).map((w) => ({
    weekday: w.weekday,
    start: minutesToTime(w.start_minute),
    end: minutesToTime(w.end_minute),
  }));
}

// The tutor's own availability.

/** GET /api/tutor/availability: the tutor's time zone, subjects, weekly windows and days off. */
export async function getAvailability(deps: Deps, user: AuthUser): Promise<{ availability: Availability }> {
  const calendar = await repo.findCalendar(deps.db, user.id);
  return {
    availability: {
      bio: calendar?.bio ?? "",
      languages: calendar?.languages ?? [],
      age_min: calendar?.age_min ?? null,
      age_max: calendar?.age_max ?? null,
      time_zone: calendar?.time_zone ?? "UTC",
      subjects: calendar?.subjects ?? [],
      windows: await loadWindows(deps.db, user.id),
      days_off: await repo.listDaysOff(deps.db, user.id),
    },
  };
}

/** PUT /api/tutor/availability: replaces the tutor's own calendar (never another's). */
export async function saveAvailability(deps: Deps, user: AuthUser, input: SaveAvailabilityRequest) {
  if (user.role !== "tutor") throw forbidden("Only a tutor publishes availability");
  const windows = input.windows.map((w) => ({
    weekday: w.weekday,
    start_minute: present(parseTimeOfDay(w.start), "start time"),
    end_minute: present(parseTimeOfDay(w.end), "end time"),
  }));
  await deps.db.transaction().execute((tx) =>
    repo.saveCalendar(tx, user.id, {
      timeZone: input.time_zone,
      subjects: [...new Set(input.subjects)],
      windows,
      daysOff: [...new Set(input.days_off)].sort(),
      card: {
        bio: input.bio,
        languages: input.languages && [...new Set(input.languages)],
        age_min: input.age_min,
        age_max: input.age_max,
      },
    }),
  );
  return getAvailability(deps, user);
}

// Public booking: subjects → tutors → free slots.

/** GET /api/booking/subjects: every subject an approved tutor takes bookings for. */
export async function listSubjects(deps: Deps): Promise<{ subjects: BookingSubject[] }> {
  const bySlug = new Map<string, BookingSubject>();
  for (const tutor of await repo.listBookableTutors(deps.db)) {
    for (const name of tutor.subjects) {
      const slug = subjectSlug(name);
      if (!slug) continue;
      const entry = bySlug.get(slug) ?? { slug, name, tutor_count: 0 };
      entry.tutor_count += 1;
      bySlug.set(slug, entry);
    }
  }
  return { subjects: [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}

/** GET /api/booking/subjects/{slug}/tutors: the approved tutors teaching a subject. */
export async function listSubjectTutors(deps: Deps, slug: string, now = new Date()) {
  const tutors = (await repo.listBookableTutors(deps.db)).filter((t) =>
    t.subjects.some((s) => subjectSlug(s) === slug),
  );
  const name = tutors[0]?.subjects.find((s) => subjectSlug(s) === slug);
  if (!name) throw notFound("No tutor teaches this subject yet");
  const cards = await Promise.all(
    tutors.map(async (t) => ({ ...presentTutor(t), next_free_at: await nextFreeStart(deps.db, t, now) })),
  );
  return { subject: { slug, name, tutor_count: tutors.length }, tutors: cards };
}

/** How far ahead a tutor card looks for the next free time. */
const NEXT_FREE_DAYS = 14;

/** The tutor's first free 30-minute start in the next two weeks (the card's "next free time"). */
async function nextFreeStart(db: Kysely<Database>, tutor: TutorRow, now: Date): Promise<string | null> {
  const to = new Date(now.getTime() + NEXT_FREE_DAYS * DAY_MS);
  const [windows, exceptions, busy] = await Promise.all([
    loadWindows(db, tutor.id),
    repo.listDaysOff(db, tutor.id),
    repo.listBusy(db, tutor.id, new Date(now.getTime() - DAY_MS), new Date(to.getTime() + DAY_MS)),
  ]);
  const [first] = freeSlots({
    windows,
    tutorTimeZone: tutor.time_zone,
    exceptions,
    busy,
    duration: 30,
    from: now,
    to,
    now,
  });
  return first ? first.toISOString() : null;
}

/** A bookable tutor, or 404. */
export async function findBookableTutor(db: Kysely<Database>, tutorUserId: string): Promise<TutorRow> {
  const [tutor] = await repo.listBookableTutors(db, tutorUserId);
  if (!tutor) throw notFound("This tutor is not taking bookings");
  return tutor;
}

/**
 * GET /api/booking/tutors/{id}/slots: the tutor's free slots from `from` for `days` days, shown
 * on the viewer's clock (`tz`).
 */
export async function getFreeSlots(
  deps: Deps,
  tutorUserId: string,
  query: { from?: string; days?: number; duration?: number; tz?: string },
  now = new Date(),
): Promise<FreeSlots> {
  const tutor = await findBookableTutor(deps.db, tutorUserId);
  const duration = query.duration ?? 60;
  const viewerZone = query.tz ?? "UTC";
  const from = query.from ? new Date(query.from) : now;
  const to = new Date(from.getTime() + (query.days ?? 7) * DAY_MS);
  const [windows, exceptions, busy] = await Promise.all([
    loadWindows(deps.db, tutor.id),
    repo.listDaysOff(deps.db, tutor.id),
    repo.listBusy(deps.db, tutor.id, new Date(from.getTime() - DAY_MS), new Date(to.getTime() + DAY_MS)),
  ]);
  const slots = freeSlots({
    windows,
    tutorTimeZone: tutor.time_zone,
    exceptions,
    busy,
    duration,
    from,
    to,
    now,
  });
  return {
    tutor: presentTutor(tutor),
    duration,
    time_zone: viewerZone,
    from: from.toISOString(),
    to: to.toISOString(),
    slots: slots.map((start) => {
      const local = wallClock(start, viewerZone);
      return {
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + duration * 60_000).toISOString(),
        date: local.date,
        time: local.time,
      };
    }),
  };
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof repo.findSession>>>;

export function presentSession(row: SessionRow): GroupSession {
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    description: row.description,
    tutor_name: row.tutor_first_name ? fullName(row.tutor_first_name, row.tutor_last_name) : null,
    starts_at: new Date(row.starts_at).toISOString(),
    duration: row.duration_minutes,
    capacity: row.capacity,
    seats_left: seatsLeft(row.capacity, Number(row.taken ?? 0)),
  };
}

/** GET /api/booking/group-sessions: group lessons one can still join (12 hours to 60 days ahead). */
export async function listGroupSessions(deps: Deps, now = new Date()) {
  const range = bookableRange(now);
  const rows = await repo.listUpcomingSessions(deps.db, range.from, range.to);
  return { sessions: rows.map(presentSession) };
}
