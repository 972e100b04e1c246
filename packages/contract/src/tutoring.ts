import { z } from "zod";
import { idSchema, lineText, multiLineText } from "./primitives.ts";

/** Limits of a tutor's application and notes, enforced by the server and shown by the forms. */
export const TUTORING_LIMITS = {
  subjectsMax: 10,
  subjectMax: 60,
  experienceMax: 4000,
  availabilityMax: 1000,
  statementMax: 4000,
  statementMin: 50,
  reviewMessageMax: 2000,
  noteMax: 5000,
  studentSearchMax: 100,
} as const;

const userIdSchema = (name: string) => z.uuid(`${name} must be a user id`);
const requiredText = (label: string, max: number, min = 1) =>
  multiLineText(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(min, min > 1 ? `${label} needs at least ${min} characters` : `${label} is required`)
      .max(max, `${label} is at most ${max} characters`),
  );

// Tutor-student assignments (admins only).

export const createTutorAssignmentRequestSchema = z.strictObject({
  tutor_id: userIdSchema("tutor_id"),
  student_id: idSchema("student_id"),
});
export type CreateTutorAssignmentRequest = z.infer<typeof createTutorAssignmentRequestSchema>;
export const tutorAssignmentIdParamsSchema = z.strictObject({ id: idSchema("id") });
export const tutorAssignmentsQuerySchema = z.strictObject({
  tutor_id: userIdSchema("tutor_id").optional(),
  student_id: idSchema("student_id").optional(),
});
export type TutorAssignmentsQuery = z.infer<typeof tutorAssignmentsQuerySchema>;

export const tutorAssignmentSchema = z.object({
  id: z.number(),
  tutor_id: z.string(),
  tutor_name: z.string(),
  student_id: z.number(),
  student_name: z.string(),
  assigned_at: z.string(),
  unassigned_at: z.string().nullable(),
});
export type TutorAssignment = z.infer<typeof tutorAssignmentSchema>;
export const tutorAssignmentResponseSchema = z.object({ assignment: tutorAssignmentSchema });
export const tutorAssignmentsResponseSchema = z.object({ assignments: z.array(tutorAssignmentSchema) });

/** Students an admin can pick from when assigning (by name). */
export const assignableStudentsQuerySchema = z.strictObject({
  search: lineText(z.string().trim().max(TUTORING_LIMITS.studentSearchMax, "Search is too long")).optional(),
});
export const assignableStudentsResponseSchema = z.object({
  students: z.array(
    z.object({ id: z.number(), name: z.string(), grade: z.string().nullable(), has_login: z.boolean() }),
  ),
});

/** Approved tutors with their current students (the admin's tutors page). */
export const adminTutorsResponseSchema = z.object({
  tutors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      subjects: z.array(z.string()),
      students: z.array(tutorAssignmentSchema),
    }),
  ),
});
export type AdminTutors = z.infer<typeof adminTutorsResponseSchema>;

// Recruitment: /join-tutor and its review.

export const tutorApplicationRequestSchema = z.strictObject({
  subjects: z
    .array(
      lineText(
        z
          .string()
          .trim()
          .min(1, "A subject cannot be empty")
          .max(
            TUTORING_LIMITS.subjectMax,
            `Subject names are at most ${TUTORING_LIMITS.subjectMax} characters`,
          ),
      ),
      { error: "Choose at least one subject" },
    )
    .min(1, "Choose at least one subject")
    .max(TUTORING_LIMITS.subjectsMax, `At most ${TUTORING_LIMITS.subjectsMax} subjects`),
  experience: requiredText("Experience", TUTORING_LIMITS.experienceMax),
  availability: requiredText("Availability", TUTORING_LIMITS.availabilityMax),
  statement: requiredText("Statement", TUTORING_LIMITS.statementMax, TUTORING_LIMITS.statementMin),
});
export type TutorApplicationRequest = z.infer<typeof tutorApplicationRequestSchema>;

export const tutorApplicationStatusSchema = z.enum(["pending", "approved", "declined"]);
export const tutorApplicationSchema = z.object({
  id: z.number(),
  applicant: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  subjects: z.array(z.string()),
  experience: z.string(),
  availability: z.string(),
  statement: z.string(),
  status: tutorApplicationStatusSchema,
  review_message: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type TutorApplication = z.infer<typeof tutorApplicationSchema>;
export const tutorApplicationResponseSchema = z.object({ application: tutorApplicationSchema });
export const ownTutorApplicationResponseSchema = z.object({ application: tutorApplicationSchema.nullable() });
export const tutorApplicationsQuerySchema = z.strictObject({
  status: tutorApplicationStatusSchema.optional(),
});
export const tutorApplicationsResponseSchema = z.object({ applications: z.array(tutorApplicationSchema) });
export const tutorApplicationIdParamsSchema = z.strictObject({ id: idSchema("id") });
export const approveTutorApplicationRequestSchema = z.strictObject({
  message: multiLineText(
    z.string().trim().max(TUTORING_LIMITS.reviewMessageMax, "The message is too long"),
  ).optional(),
});
export const declineTutorApplicationRequestSchema = z.strictObject({
  message: requiredText("A message to the applicant", TUTORING_LIMITS.reviewMessageMax),
});

// The tutor area.

export const tutorLessonSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(["tutor", "group"]),
  datetime: z.string(),
  duration: z.number(),
  status: z.enum(["scheduled", "completed", "cancelled"]),
  join_url: z.string().nullable(),
  student_id: z.number(),
  student_name: z.string(),
});
export type TutorLesson = z.infer<typeof tutorLessonSchema>;

export const attentionReasonSchema = z.enum(["overdue_work", "inactive", "low_accuracy"]);
export type AttentionReason = z.infer<typeof attentionReasonSchema>;

/** One assigned student at a glance: activity, accuracy, work and the next lesson. */
export const tutorStudentSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  grade: z.string().nullable(),
  subjects: z.array(z.string()),
  assigned_at: z.string(),
  last_active_at: z.string().nullable(),
  attempts_last_7_days: z.number(),
  accuracy_last_7_days: z.number().nullable(),
  materials_completed: z.number(),
  open_assignments: z.number(),
  overdue_assignments: z.number(),
  next_lesson_at: z.string().nullable(),
  attention: z.array(attentionReasonSchema),
});
export type TutorStudentSummary = z.infer<typeof tutorStudentSummarySchema>;
export const tutorStudentsResponseSchema = z.object({ students: z.array(tutorStudentSummarySchema) });

export const tutorDashboardResponseSchema = z.object({
  today_lessons: z.array(tutorLessonSchema),
  upcoming_lessons: z.array(tutorLessonSchema),
  submissions_to_grade: z.array(
    z.object({
      assignment_id: z.number(),
      title: z.string(),
      student_id: z.number(),
      student_name: z.string(),
      submitted_at: z.string().nullable(),
    }),
  ),
  students_needing_attention: z.array(tutorStudentSummarySchema),
  student_count: z.number(),
  /** Messages from students, parents and support the tutor has not read. */
  unread_messages: z.number(),
});
export type TutorDashboard = z.infer<typeof tutorDashboardResponseSchema>;

/** The tutor's time zone (the browser's), which decides what "today" is; UTC when not given. */
export const tutorDashboardQuerySchema = z.strictObject({
  tz: z
    .string()
    .max(64, "Unknown time zone")
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "Unknown time zone")
    .optional(),
});

export const tutorStudentParamsSchema = z.strictObject({ id: idSchema("id") });

export const subjectProgressSchema = z.object({
  subject: z.string(),
  attempts: z.number(),
  accuracy: z.number().nullable(),
  materials_started: z.number(),
  materials_completed: z.number(),
  last_active_at: z.string().nullable(),
});

export const tutorLessonWithNoteSchema = tutorLessonSchema.extend({
  note: z.string().nullable(),
  note_updated_at: z.string().nullable(),
});
export type TutorLessonWithNote = z.infer<typeof tutorLessonWithNoteSchema>;

export const tutorStudentDetailResponseSchema = z.object({
  student: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    age: z.number().nullable(),
    grade: z.string().nullable(),
    timezone: z.string(),
    subjects: z.array(z.string()),
    learning_goals: z.string().nullable(),
    weekly_study_hours: z.number().nullable(),
  }),
  summary: tutorStudentSummarySchema,
  progress_by_subject: z.array(subjectProgressSchema),
  lessons: z.array(tutorLessonWithNoteSchema),
});
export type TutorStudentDetail = z.infer<typeof tutorStudentDetailResponseSchema>;

export const lessonIdParamsSchema = z.strictObject({ id: idSchema("id") });
export const lessonNoteRequestSchema = z.strictObject({
  note: multiLineText(
    z.string().max(TUTORING_LIMITS.noteMax, `Notes are at most ${TUTORING_LIMITS.noteMax} characters`),
  ),
});
export const lessonNoteResponseSchema = z.object({
  lesson_id: z.number(),
  note: z.string().nullable(),
  note_updated_at: z.string().nullable(),
});

// The brief before a lesson.

export const masteryLevelSchema = z.enum(["expert", "advanced", "proficient", "basic"]);

export const lessonBriefResponseSchema = z.object({
  lesson: tutorLessonSchema,
  /** The previous lesson's start (or 30 days before this one when there was none). */
  since: z.string(),
  previous_lesson_at: z.string().nullable(),
  weakest_skills: z.array(
    z.object({
      material_id: z.number(),
      title: z.string(),
      subject: z.string(),
      attempts_since: z.number(),
      accuracy_since: z.number(),
      mastery: masteryLevelSchema.nullable(),
      last_answered_at: z.string().nullable(),
    }),
  ),
  homework: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      type: z.string(),
      status: z.string(),
      score: z.number().nullable(),
      total_points: z.number().nullable(),
      grade: z.string().nullable(),
      due_date: z.string().nullable(),
      submitted_at: z.string().nullable(),
      completed_at: z.string().nullable(),
    }),
  ),
  suggested_practice: z.array(
    z.object({
      template_id: z.number(),
      title: z.string(),
      subject: z.string(),
      reason: z.string(),
      already_assigned: z.boolean(),
    }),
  ),
});
export type LessonBrief = z.infer<typeof lessonBriefResponseSchema>;

/** POST /api/tutor/lessons/{id}/brief/practice: one click sets a suggested practice. */
export const assignBriefPracticeRequestSchema = z.strictObject({ template_id: idSchema("template_id") });
