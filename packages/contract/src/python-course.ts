import { z } from "zod";
import { xpAwardResponseSchema } from "./xp.ts";

/*
 * The Python course (issue 25): the course content as the server reads it from its files, and the
 * API between the course pages and the server. Hidden checks and reference solutions are part of
 * the content only: no answer schema below carries them, except an exercise's solution once passed.
 */

export const PYTHON_LIMITS = {
  /** The most characters of code saved or checked for one exercise or playground file. */
  codeMax: 20_000,
  /** Playground files per student. */
  filesMax: 20,
  weeksMax: 52,
} as const;

export const PYTHON_MESSAGES = {
  exerciseNotFound: "Exercise not found",
  weekNotFound: "Week not found",
  fileNotFound: "File not found",
  tooManyFiles: `You can keep at most ${PYTHON_LIMITS.filesMax} files; delete one first`,
  noMoreHints: "There are no more hints for this exercise",
  checkerBusy: "The checker is busy; try again in a moment",
} as const;

// --- Content (files under apps/server/content/python-course) ---

const checkSchema = z.union([
  z.strictObject({
    kind: z.literal("output"),
    label: z.string().optional(),
    inputs: z.array(z.string()).optional(),
    expected: z.string(),
  }),
  z.strictObject({
    kind: z.literal("function"),
    label: z.string().optional(),
    name: z.string().regex(/^[A-Za-z_]\w*$/),
    args: z.array(z.unknown()).optional(),
    expected: z.unknown(),
    inputs: z.array(z.string()).optional(),
  }),
  z.strictObject({
    kind: z.enum(["forbid", "require"]),
    label: z.string().optional(),
    pattern: z.string(),
    message: z.string().min(1),
  }),
]);

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const pythonExerciseContentSchema = z.strictObject({
  slug: slugSchema,
  title: z.string().min(1),
  prompt: z.string().min(1),
  starter: z.string(),
  solution: z.string().min(1),
  /** Checks shown to the student and run in the browser. */
  examples: z.array(checkSchema).min(1),
  /** Checks only the server holds; together with the examples they decide a pass. */
  checks: z.array(checkSchema).min(1),
  /** A nudge, then a bigger hint; after them the solution is shown line by line. */
  hints: z.tuple([z.string().min(1), z.string().min(1)]),
});
export type PythonExerciseContent = z.infer<typeof pythonExerciseContentSchema>;

export const pythonWeekContentSchema = z.strictObject({
  week: z.number().int().min(1).max(PYTHON_LIMITS.weeksMax),
  slug: slugSchema,
  title: z.string().min(1),
  summary: z.string().min(1),
  /** Lessons of the catalogue's "Python from scratch" course read this week (decision 054). */
  lessonSlugs: z.array(slugSchema),
  intro: z.string().min(1),
  exercises: z.array(pythonExerciseContentSchema).min(4),
});
export type PythonWeekContent = z.infer<typeof pythonWeekContentSchema>;

export const pythonCourseManifestSchema = z.strictObject({
  courseSlug: slugSchema,
  title: z.string().min(1),
  description: z.string().min(1),
});

// --- API ---

export const PYTHON_EXERCISE_STATUSES = ["not-started", "started", "passed"] as const;
export const pythonExerciseStatusSchema = z.enum(PYTHON_EXERCISE_STATUSES);

/** A check as the browser may see it: the examples only. */
export const pythonVisibleCheckSchema = checkSchema;
export type PythonVisibleCheck = z.infer<typeof checkSchema>;

const exerciseSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  status: pythonExerciseStatusSchema,
});

export const pythonCourseSchema = z.object({
  title: z.string(),
  description: z.string(),
  course_slug: z.string(),
  weeks: z.array(
    z.object({
      week: z.number().int(),
      title: z.string(),
      summary: z.string(),
      passed: z.number().int(),
      total: z.number().int(),
      exercises: z.array(exerciseSummarySchema),
    }),
  ),
  passed: z.number().int(),
  total: z.number().int(),
  xp_earned: z.number().int(),
  next: z.object({ week: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
});
export type PythonCourse = z.infer<typeof pythonCourseSchema>;

export const pythonHintSchema = z.object({
  kind: z.enum(["hint", "solution-line"]),
  text: z.string(),
});
export type PythonHint = z.infer<typeof pythonHintSchema>;

export const pythonExerciseSchema = z.object({
  slug: z.string(),
  title: z.string(),
  prompt: z.string(),
  starter: z.string(),
  examples: z.array(pythonVisibleCheckSchema),
  status: pythonExerciseStatusSchema,
  saved_code: z.string().nullable(),
  hints_shown: z.array(pythonHintSchema),
  hints_left: z.number().int(),
  failed_runs: z.number().int(),
  /** The reference solution, once the exercise is passed. */
  solution: z.string().nullable(),
});
export type PythonExercise = z.infer<typeof pythonExerciseSchema>;

export const pythonWeekSchema = z.object({
  week: z.number().int(),
  title: z.string(),
  summary: z.string(),
  intro: z.string(),
  course_slug: z.string(),
  lessons: z.array(
    z.object({ slug: z.string(), unit_slug: z.string(), title: z.string(), summary: z.string() }),
  ),
  exercises: z.array(pythonExerciseSchema),
  previous_week: z.number().int().nullable(),
  next_week: z.number().int().nullable(),
});
export type PythonWeek = z.infer<typeof pythonWeekSchema>;

export const pythonWeekParamsSchema = z.strictObject({
  week: z.coerce
    .number({ error: PYTHON_MESSAGES.weekNotFound })
    .int(PYTHON_MESSAGES.weekNotFound)
    .min(1, PYTHON_MESSAGES.weekNotFound)
    .max(PYTHON_LIMITS.weeksMax, PYTHON_MESSAGES.weekNotFound),
});
export const pythonExerciseParamsSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, PYTHON_MESSAGES.exerciseNotFound),
});

const codeSchema = z
  .string({ error: "Code must be text" })
  .max(PYTHON_LIMITS.codeMax, `Code is at most ${PYTHON_LIMITS.codeMax} characters`);

/** PUT …/code: the autosave. */
export const savePythonCodeRequestSchema = z.strictObject({ code: codeSchema });
export const savedPythonCodeSchema = z.object({ saved_at: z.string() });

/**
 * POST …/attempts: the code only. Whether it passes is the server's to say (decision 007): a body
 * claiming a result has an unknown field and is refused.
 */
export const pythonAttemptRequestSchema = z.strictObject({ code: codeSchema });

export const pythonCheckResultSchema = z.object({
  ok: z.boolean(),
  label: z.string(),
  message: z.string(),
  output: z.string().optional(),
});
export const pythonErrorSchema = z.object({
  type: z.string(),
  message: z.string(),
  line: z.number().int().nullable(),
});

export const pythonAttemptResponseSchema = z.object({
  passed: z.boolean(),
  results: z.array(pythonCheckResultSchema),
  error: pythonErrorSchema.nullable(),
  /** The friendly explanation of the error, when there was one. */
  explanation: z.string().nullable(),
  xp: xpAwardResponseSchema.nullable(),
  solution: z.string().nullable(),
});
export type PythonAttemptResponse = z.infer<typeof pythonAttemptResponseSchema>;

// --- Playground files (/student/python-learning/ide) ---

export const pythonFileNameSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{1,40}\.py$/,
    "A file name is letters, digits, - or _ and ends in .py (at most 40 characters)",
  );
export const pythonFileParamsSchema = z.strictObject({ name: pythonFileNameSchema });
export const savePythonFileRequestSchema = z.strictObject({ content: codeSchema });
export const pythonFileSchema = z.object({ name: z.string(), content: z.string(), updated_at: z.string() });
export const pythonFilesSchema = z.object({ files: z.array(pythonFileSchema) });
export type PythonFile = z.infer<typeof pythonFileSchema>;

// --- Tutors ---

export const pythonStudentWorkSchema = z.object({
  passed: z.number().int(),
  total: z.number().int(),
  exercises: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      week: z.number().int(),
      status: pythonExerciseStatusSchema,
      attempts: z.number().int(),
      hints_taken: z.number().int(),
      latest_code: z.string().nullable(),
      updated_at: z.string().nullable(),
    }),
  ),
});
export type PythonStudentWork = z.infer<typeof pythonStudentWorkSchema>;
