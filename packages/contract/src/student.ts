import { z } from "zod";
import { emailSchema, personNameSchema } from "./auth.ts";
import { idSchema, lineText } from "./primitives.ts";
import { xpAwardResponseSchema } from "./xp.ts";

/** A student id as it travels in addresses and queries: digits only, within the database's range. */
export const studentIdSchema = idSchema("student_id");

/** `?student_id=` on every student-dashboard call; optional for an account with one student. */
export const studentQuerySchema = z.strictObject({ student_id: studentIdSchema.optional() });
export type StudentQuery = z.infer<typeof studentQuerySchema>;

export const planSchema = z.enum(["ai-only", "tutor-lite", "tutor-plus"]);
export const themeSchema = z.enum(["kids", "adult"]);

const subjectSchema = lineText(
  z.string().trim().min(1, "A subject cannot be empty").max(60, "Subject names are at most 60 characters"),
);

/** The student profile (spec 3). */
export const studentProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  age: z.number().nullable(),
  grade: z.string().nullable(),
  timezone: z.string(),
  subjects: z.array(z.string()),
  learningGoals: z.string().nullable(),
  weeklyStudyHours: z.number().nullable(),
  skillLevels: z.record(z.string(), z.number()),
  plan: planSchema,
  lastProfileUpdate: z.string().nullable(),
  /** When the next edit is allowed (last update + 30 days); null when an edit is allowed now. */
  nextProfileEditDate: z.string().nullable(),
  createdAt: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  avatarFileId: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  preferredTheme: themeSchema,
  onboardingCompleted: z.boolean(),
  hasOwnLogin: z.boolean(),
  /** A student under 13 with their own login whose parent has not confirmed yet (decisions.md 1). */
  parentConsentPending: z.boolean(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** GET /api/student-dashboard/profile: `students` for a parent, `student` otherwise (spec 5). */
export const profileResponseSchema = z.union([
  z.object({ students: z.array(studentProfileSchema) }),
  z.object({ student: studentProfileSchema }),
]);
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** One student's profile: the answer of adding a child and of changing an avatar. */
export const studentResponseSchema = z.object({ student: studentProfileSchema });
export type StudentResponse = z.infer<typeof studentResponseSchema>;

/** POST /api/student-dashboard/onboarding: the profile, and the XP onboarding earned (null when none). */
export const onboardingResponseSchema = z.object({
  student: studentProfileSchema,
  xp: xpAwardResponseSchema,
});

/** POST /api/student-dashboard/parent-consent: whom we wrote to, and the profile. */
export const parentConsentResponseSchema = z.object({ message: z.string(), student: studentProfileSchema });

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

/** The oldest child a parent adds (the end of secondary school); older learners sign up themselves. */
export const CHILD_AGE_MAX = 18;

const ageSchema = z
  .number({ error: "Age must be a number" })
  .int("Age must be a whole number")
  .min(3, "Age must be at least 3")
  .max(120, "Age must be at most 120");

const weeklyHoursSchema = z
  .number({ error: "Weekly hours must be a number" })
  .min(0, "Weekly hours cannot be negative")
  .max(80, "Weekly hours must be at most 80");

const timezoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone");

/** PUT /api/student-dashboard/profile: the fields a student or parent may change (30-day lock). */
export const updateProfileRequestSchema = z
  .strictObject({
    firstName: personNameSchema("First name").optional(),
    lastName: personNameSchema("Last name").optional(),
    age: ageSchema.nullable().optional(),
    grade: optionalText(20, "Grade"),
    timezone: timezoneSchema.optional(),
    subjects: z.array(subjectSchema).max(20, "At most 20 subjects").optional(),
    learningGoals: optionalText(1000, "Learning goals"),
    weeklyStudyHours: weeklyHoursSchema.nullable().optional(),
    phone: optionalText(30, "Phone"),
    bio: optionalText(1000, "Bio"),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update" });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** POST /api/student-dashboard/onboarding: answering it does not start the edit lock. */
export const onboardingRequestSchema = z.strictObject({
  age: ageSchema,
  grade: optionalText(20, "Grade"),
  subjects: z.array(subjectSchema).min(1, "Choose at least one subject").max(20, "At most 20 subjects"),
  learningGoals: optionalText(1000, "Learning goals"),
  weeklyStudyHours: weeklyHoursSchema,
  /** Needed when a student with their own login is under 13 (decisions.md 1). */
  parentEmail: emailSchema.optional(),
});
export type OnboardingRequest = z.infer<typeof onboardingRequestSchema>;

/**
 * POST /api/student-dashboard/students: a parent adds a child (no login of their own; the parent
 * may create one later).
 */
export const addStudentRequestSchema = z.strictObject({
  firstName: personNameSchema("First name"),
  lastName: personNameSchema("Last name"),
  age: ageSchema.max(CHILD_AGE_MAX, `A child's age is at most ${CHILD_AGE_MAX}`),
  grade: optionalText(20, "Grade"),
  subjects: z.array(subjectSchema).max(20, "At most 20 subjects").optional(),
  learningGoals: optionalText(1000, "Learning goals"),
  timezone: timezoneSchema.optional(),
});
export type AddStudentRequest = z.infer<typeof addStudentRequestSchema>;

export const studentIdParamsSchema = z.strictObject({ id: studentIdSchema });

/** Avatar uploads: image types and size the server accepts. */
export const AVATAR_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  types: ["image/png", "image/jpeg", "image/webp", "image/gif"] as readonly string[],
} as const;

/** Onboarding happens once; afterwards the profile's rules (30-day lock) apply. */
export const ONBOARDING_DONE_MESSAGE =
  "Onboarding is already complete. Change your details in your profile (once every 30 days).";

/**
 * POST /api/student-dashboard/parent-consent: a student under 13 waiting for a parent sends the
 * confirmation e-mail again, to the address on file or a corrected one (decisions.md 1).
 */
export const parentConsentRequestSchema = z.strictObject({ parentEmail: emailSchema.optional() });
export type ParentConsentRequest = z.infer<typeof parentConsentRequestSchema>;
