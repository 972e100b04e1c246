import { z } from "zod";
import { idSchema, lineText } from "./primitives.ts";

/** Limits of the booking screens, enforced by the server and shown by the forms. */
export const BOOKING_LIMITS = {
  windowsMax: 50,
  daysOffMax: 200,
  subjectsMax: 10,
  subjectMax: 60,
  slotDaysMax: 31,
  bioMax: 600,
  languagesMax: 8,
  languageMax: 40,
  ageMin: 3,
  ageMax: 99,
} as const;

/** Error texts the server answers and the pages show. */
export const BOOKING_ERRORS = {
  duration: "A lesson lasts 30, 45 or 60 minutes",
  past: "That time has already passed",
  tooSoon: "Lessons are booked at least 12 hours ahead",
  tooFar: "Lessons are booked at most 60 days ahead",
  notFree: "That time is not one of the tutor's free slots",
  slotTaken: "Someone has just booked that slot: pick another",
  studentBusy: "The student already has a lesson at that time",
  noCredit: "No tutor-session credit left: buy credits to book a lesson",
  notYourLesson: "You can only change your own lessons",
  notScheduled: "This lesson is no longer scheduled",
  groupFull: "This group lesson is full",
  alreadyJoined: "The student already has a seat in this group lesson",
  groupMove: "A seat in a group lesson cannot be moved: cancel it instead",
  notTutor: "This tutor is not taking bookings",
  unknownTimeZone: "Unknown time zone",
} as const;

const timeZoneSchema = z
  .string({ error: BOOKING_ERRORS.unknownTimeZone })
  .max(64, BOOKING_ERRORS.unknownTimeZone)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, BOOKING_ERRORS.unknownTimeZone);

const durationSchema = z.coerce
  .number({ error: BOOKING_ERRORS.duration })
  .refine((m) => m === 30 || m === 45 || m === 60, BOOKING_ERRORS.duration);
const instantSchema = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be a date and time` });
const timeOfDay = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "Times are HH:MM");
const ageSchema = z
  .number({ error: `Ages are whole numbers from ${BOOKING_LIMITS.ageMin} to ${BOOKING_LIMITS.ageMax}` })
  .int(`Ages are whole numbers from ${BOOKING_LIMITS.ageMin} to ${BOOKING_LIMITS.ageMax}`)
  .min(
    BOOKING_LIMITS.ageMin,
    `Ages are whole numbers from ${BOOKING_LIMITS.ageMin} to ${BOOKING_LIMITS.ageMax}`,
  )
  .max(
    BOOKING_LIMITS.ageMax,
    `Ages are whole numbers from ${BOOKING_LIMITS.ageMin} to ${BOOKING_LIMITS.ageMax}`,
  );
const subjectText = lineText(
  z.string().trim().min(1, "A subject cannot be empty").max(BOOKING_LIMITS.subjectMax, "Subject is too long"),
);

// Public: subjects → tutors → free slots; group lessons.

export const bookingSubjectSchema = z.object({ slug: z.string(), name: z.string(), tutor_count: z.number() });
export const bookingSubjectsResponseSchema = z.object({ subjects: z.array(bookingSubjectSchema) });
export type BookingSubject = z.infer<typeof bookingSubjectSchema>;

export const subjectSlugParamsSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, "Unknown subject"),
});
export const bookingTutorSchema = z.object({
  id: z.string(),
  name: z.string(),
  subjects: z.array(z.string()),
  time_zone: z.string(),
  hours_per_week: z.number(),
  /** The tutor's card (issue 21): photo if any, bio, languages, learners' ages, lessons taught. */
  photo_url: z.string().nullable(),
  bio: z.string(),
  languages: z.array(z.string()),
  ages: z.object({ min: z.number(), max: z.number() }).nullable(),
  lessons_taught: z.number(),
  /** When the tutor joined (month), which tells two tutors of one name apart. */
  joined_at: z.string(),
  /** The first free 30-minute start in the next two weeks, or null. Only in the tutor list. */
  next_free_at: z.string().nullable().optional(),
});
export type BookingTutor = z.infer<typeof bookingTutorSchema>;
export const bookingTutorsResponseSchema = z.object({
  subject: bookingSubjectSchema,
  tutors: z.array(bookingTutorSchema),
});

export const tutorIdParamsSchema = z.strictObject({ id: z.uuid("Unknown tutor") });
export const freeSlotsQuerySchema = z.strictObject({
  from: instantSchema("from").optional(),
  days: z.coerce.number().int().min(1).max(BOOKING_LIMITS.slotDaysMax).optional(),
  duration: durationSchema.optional(),
  tz: timeZoneSchema.optional(),
});
export const freeSlotSchema = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  /** On the viewer's clock. */
  date: z.string(),
  time: z.string(),
});
export type FreeSlot = z.infer<typeof freeSlotSchema>;
export const freeSlotsResponseSchema = z.object({
  tutor: bookingTutorSchema,
  duration: z.number(),
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  slots: z.array(freeSlotSchema),
});
export type FreeSlots = z.infer<typeof freeSlotsResponseSchema>;

export const groupSessionSchema = z.object({
  id: z.number(),
  title: z.string(),
  subject: z.string(),
  description: z.string(),
  tutor_name: z.string().nullable(),
  starts_at: z.string(),
  duration: z.number(),
  capacity: z.number(),
  seats_left: z.number(),
});
export type GroupSession = z.infer<typeof groupSessionSchema>;
export const groupSessionsResponseSchema = z.object({ sessions: z.array(groupSessionSchema) });
export const groupSessionIdParamsSchema = z.strictObject({ id: idSchema("id", "Unknown group lesson") });

// Booking, cancelling, moving.

const studentIdField = idSchema("student_id").optional();
export const bookLessonRequestSchema = z.strictObject({
  tutor_id: z.uuid("tutor_id must be a tutor's id"),
  starts_at: instantSchema("starts_at"),
  duration: durationSchema,
  subject: subjectText,
  student_id: studentIdField,
});
export type BookLessonRequest = z.infer<typeof bookLessonRequestSchema>;
export const joinGroupRequestSchema = z.strictObject({ student_id: studentIdField });
export const rescheduleRequestSchema = z.strictObject({ starts_at: instantSchema("starts_at") });

export const bookedLessonSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(["tutor", "group"]),
  datetime: z.string(),
  duration: z.number(),
  tutor: z.string().nullable(),
  tutor_id: z.string().nullable(),
  student_id: z.number(),
  student_name: z.string(),
  status: z.enum(["scheduled", "completed", "cancelled"]),
  join_url: z.string().nullable(),
  group_session_id: z.number().nullable(),
});
export type BookedLesson = z.infer<typeof bookedLessonSchema>;
export const scheduleQuerySchema = z.strictObject({ student_id: idSchema("student_id").optional() });
/** GET /api/booking/balance: the student's usable tutor-session credits (what booking spends). */
export const bookingBalanceResponseSchema = z.object({ student_id: z.number(), balance: z.number() });
export const scheduleResponseSchema = z.object({ lessons: z.array(bookedLessonSchema) });
export const lessonIdParamsSchema = z.strictObject({ id: idSchema("id", "Unknown lesson") });
export const bookingResponseSchema = z.object({
  lesson: bookedLessonSchema,
  /** The student's tutor-session credits left after this change. */
  balance: z.number(),
  /** Cancel or move: whether the credit came back (decisions.md 3: 24 hours or more before). */
  refunded: z.boolean(),
  /** Whether this change spent a credit. */
  charged: z.boolean(),
});
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

// The tutor's availability.

export const availabilityWindowSchema = z
  .strictObject({ weekday: z.number().int().min(1).max(7), start: timeOfDay, end: timeOfDay })
  .refine((w) => w.start < w.end || w.end === "24:00", "A window ends after it starts");
export const tutorCardFieldsSchema = z.object({
  bio: z.string(),
  languages: z.array(z.string()),
  age_min: z.number().nullable(),
  age_max: z.number().nullable(),
});
export const availabilitySchema = tutorCardFieldsSchema.extend({
  time_zone: z.string(),
  subjects: z.array(z.string()),
  windows: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  days_off: z.array(z.string()),
});
export type Availability = z.infer<typeof availabilitySchema>;
export const availabilityResponseSchema = z.object({ availability: availabilitySchema });
export const saveAvailabilityRequestSchema = z
  .strictObject({
    time_zone: timeZoneSchema,
    subjects: z.array(subjectText).min(1, "Choose at least one subject").max(BOOKING_LIMITS.subjectsMax),
    windows: z.array(availabilityWindowSchema).max(BOOKING_LIMITS.windowsMax, "Too many windows"),
    days_off: z
      .array(z.iso.date("Days off are dates (YYYY-MM-DD)"))
      .max(BOOKING_LIMITS.daysOffMax, "Too many days off"),
    // The card (issue 21); left out, the saved card stays as it is.
    bio: z
      .string()
      .trim()
      .max(BOOKING_LIMITS.bioMax, `A bio is at most ${BOOKING_LIMITS.bioMax} characters`)
      .optional(),
    languages: z
      .array(
        lineText(
          z
            .string()
            .trim()
            .min(1, "A language cannot be empty")
            .max(BOOKING_LIMITS.languageMax, "Language is too long"),
        ),
      )
      .max(BOOKING_LIMITS.languagesMax, "Too many languages")
      .optional(),
    age_min: ageSchema.nullable().optional(),
    age_max: ageSchema.nullable().optional(),
  })
  .refine((v) => v.age_min == null || v.age_max == null || v.age_min <= v.age_max, {
    message: "The youngest age cannot be above the oldest",
    path: ["age_max"],
  });
export type SaveAvailabilityRequest = z.infer<typeof saveAvailabilityRequestSchema>;

// Calendar feed.

export const calendarFeedResponseSchema = z.object({ url: z.string() });
export const calendarFeedParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,80}(\.ics)?$/, "Unknown calendar"),
});

// Admin calendar.

export const adminLessonsQuerySchema = z.strictObject({
  tutor_id: z.uuid("tutor_id must be a tutor's id").optional(),
  student_id: idSchema("student_id").optional(),
  from: instantSchema("from").optional(),
  to: instantSchema("to").optional(),
  status: z.enum(["scheduled", "completed", "cancelled"]).optional(),
});
export type AdminLessonsQuery = z.infer<typeof adminLessonsQuerySchema>;
export const adminLessonsResponseSchema = z.object({ lessons: z.array(bookedLessonSchema) });
