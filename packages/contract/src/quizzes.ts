import { z } from "zod";
import { geometrySpecSchema } from "./geometry.ts";
import { studentIdSchema } from "./student.ts";

export const QUIZ_LIMITS = {
  /** Recent attempts shown by default, and the most one call gives (spec 9). */
  attemptsDefault: 5,
  attemptsMax: 50,
  answerMax: 2000,
  questionsMax: 100,
  /** The longest time a submission may claim: a day, in seconds. */
  timeTakenMax: 86_400,
} as const;

const recordIdSchema = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be positive`)
    .max(2_147_483_647, `${name} is too large`);

/** `include_answers` as the spec's clients send it. */
const includeAnswersSchema = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");

export const quizIdParamsSchema = z.strictObject({ id: recordIdSchema("id") });
export const quizAttemptParamsSchema = z.strictObject({ id: recordIdSchema("id") });
export const studentIdParamsSchema = z.strictObject({ id: studentIdSchema });

/** GET /api/quizzes/{id} (spec 7.3). */
export const quizQuerySchema = z.strictObject({
  include_answers: includeAnswersSchema,
  student_id: studentIdSchema.optional(),
});

/** GET /api/students/{id}/quiz-attempts (spec 7.3). */
export const quizAttemptsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(QUIZ_LIMITS.attemptsMax).default(QUIZ_LIMITS.attemptsDefault),
  include_answers: includeAnswersSchema,
  quiz_id: recordIdSchema("quiz_id").optional(),
});

export const quizAttemptQuerySchema = z.strictObject({ include_answers: includeAnswersSchema });

/** A quiz question; the answer fields are present only when answers may be shown. */
export const quizQuestionSchema = z.object({
  id: z.string(),
  type: z.string(),
  question: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  points: z.number(),
  /** Geometry questions: the starting board and target condition (issue 26), never an answer. */
  geometry: geometrySpecSchema.optional(),
  correctAnswer: z.string().optional(),
  explanation: z.string().nullable().optional(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  content_id: z.number().nullable(),
  time_limit_seconds: z.number().nullable(),
  show_instant_feedback: z.boolean(),
  question_count: z.number(),
  total_points: z.number(),
  includes_answers: z.boolean(),
  questions: z.array(quizQuestionSchema),
});
export type Quiz = z.infer<typeof quizSchema>;
export const quizResponseSchema = z.object({ quiz: quizSchema });

/** A list of quizzes to set as work (tutors and admins). */
export const quizSummarySchema = quizSchema.omit({ questions: true, includes_answers: true });
export const quizzesResponseSchema = z.object({ quizzes: z.array(quizSummarySchema) });

/** One judged answer of an attempt. */
export const attemptAnswerSchema = z.object({
  question_id: z.string(),
  answer: z.string(),
  is_correct: z.boolean(),
  score: z.number(),
  feedback: z.string(),
  correct_answer: z.string(),
  explanation: z.string().nullable(),
});
export type AttemptAnswer = z.infer<typeof attemptAnswerSchema>;

/** A quiz attempt (spec 3): status, completed_at, optionally answers. */
export const quizAttemptSchema = z.object({
  id: z.number(),
  quiz_id: z.number(),
  quiz_title: z.string(),
  student_id: z.number(),
  assignment_id: z.number().nullable(),
  status: z.string(),
  score: z.number(),
  total_points: z.number(),
  percentage: z.number(),
  correct_count: z.number(),
  question_count: z.number(),
  time_taken: z.number().nullable(),
  xp_awarded: z.number(),
  completed_at: z.string().nullable(),
  answers: z.array(attemptAnswerSchema).optional(),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

export const quizAttemptsResponseSchema = z.object({ attempts: z.array(quizAttemptSchema) });
export const quizAttemptResponseSchema = z.object({ attempt: quizAttemptSchema });

/** POST /api/quiz-submissions (spec 7.3); `answers` maps question ids to answers. */
export const quizSubmissionRequestSchema = z.strictObject({
  quiz_id: recordIdSchema("quiz_id"),
  student_id: studentIdSchema,
  answers: z
    .record(z.string().max(64), z.string().max(QUIZ_LIMITS.answerMax, "That answer is too long"))
    .refine((a) => Object.keys(a).length <= QUIZ_LIMITS.questionsMax, "Too many answers"),
  assignment_id: recordIdSchema("assignment_id").nullable().optional(),
  time_taken: z.number().int().min(0).max(QUIZ_LIMITS.timeTakenMax),
  /** The same key on a retried submission counts it once. */
  attempt_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "attempt_key is 8 to 64 letters, digits, - or _")
    .optional(),
});
export type QuizSubmissionRequest = z.infer<typeof quizSubmissionRequestSchema>;

export const quizSubmissionResponseSchema = z.object({
  attempt: quizAttemptSchema,
  duplicate: z.boolean(),
  assignment: z.object({ id: z.number(), status: z.string() }).nullable(),
});
export type QuizSubmissionResponse = z.infer<typeof quizSubmissionResponseSchema>;

/** POST /api/quizzes/{id}/check-answer: instant feedback, only where the quiz allows it. */
export const quizCheckAnswerRequestSchema = z.strictObject({
  question_id: z.string().trim().min(1).max(64),
  answer: z.string().max(QUIZ_LIMITS.answerMax),
});
export const quizCheckAnswerResponseSchema = z.object({
  is_correct: z.boolean(),
  feedback: z.string(),
});

/** GET /api/quizzes/{id}/question-stats: which questions a tutor's students got wrong most often. */
export const quizQuestionStatsResponseSchema = z.object({
  quiz_id: z.number(),
  attempts: z.number(),
  students: z.number(),
  questions: z.array(
    z.object({
      question_id: z.string(),
      question: z.string(),
      answered: z.number(),
      wrong: z.number(),
      wrong_rate: z.number(),
    }),
  ),
});
export type QuizQuestionStats = z.infer<typeof quizQuestionStatsResponseSchema>;
