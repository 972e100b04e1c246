import { z } from "zod";
import { learnerQuestionSchema } from "./learning.ts";
import { type XpAwardResponse, xpAwardResponseSchema } from "./xp.ts";

/*
 * The answers of the learning calls (spec 3, 7.5): materials, progress, completion, learning paths,
 * review and practice, answer sets and the public catalogue. The server declares each on its route
 * and every answer is checked against it in tests; the web infers its types from these.
 */

const isoDate = z.string();
const masteryStatusSchema = z.enum(["not_started", "learning", "proficient", "mastered"]);
const displayStatusSchema = z.enum(["not_started", "in_progress", "completed", "mastered", "overdue"]);

/** A card of a material's deck (Markdown with math). */
export const deckCardSchema = z.object({ title: z.string(), body: z.string() });
export type DeckCard = z.infer<typeof deckCardSchema>;

/** A worked example: a problem and its solution (Markdown with math). */
export const workedExampleSchema = z.object({ title: z.string(), problem: z.string(), solution: z.string() });
export type WorkedExample = z.infer<typeof workedExampleSchema>;

/** A practice question as the public preview sends it: no answer, no hint. */
export const previewQuestionSchema = learnerQuestionSchema.omit({ hint: true });
export type PreviewQuestion = z.infer<typeof previewQuestionSchema>;

/** A lesson's video as its page plays it: the file and its captions, or a link; a transcript always. */
export const lessonPlayerVideoSchema = z.object({
  kind: z.enum(["upload", "link"]),
  url: z.string(),
  captions_url: z.string().nullable(),
  transcript: z.string(),
});
export type LessonPlayerVideo = z.infer<typeof lessonPlayerVideoSchema>;

const materialBaseSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subject: z.string(),
  summary: z.string().nullable(),
  difficulty: z.string().nullable(),
  module_id: z.number().nullable(),
  module_title: z.string().nullable(),
  course_id: z.number().nullable(),
  course_title: z.string().nullable(),
  step_number: z.number().nullable(),
  total_steps: z.number(),
  tags: z.array(z.string()),
  body: z.string(),
  examples: z.array(workedExampleSchema),
  prerequisites: z.array(z.object({ id: z.number(), title: z.string() })),
  estimated_time: z.number().nullable(),
  deck_structure: z.array(deckCardSchema),
  /** The lesson's video, when it has one (issue 13). */
  video: lessonPlayerVideoSchema.nullable().optional(),
});

/** GET /api/material-templates/{id}: practice with hints and without answers (the server judges). */
export const materialTemplateSchema = materialBaseSchema.extend({
  practice: z.object({ questions: z.array(learnerQuestionSchema) }),
});
export type MaterialTemplate = z.infer<typeof materialTemplateSchema>;

/** A stored question whole, as teachers (approved tutors and admins) see it: with its answer. */
export const answerKeyQuestionSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  question: z.string(),
  correctAnswer: z.string(),
});

/** The same material as its teachers see it: every question with its answer key. */
export const materialAnswerKeySchema = materialBaseSchema.extend({
  practice: z.object({ questions: z.array(answerKeyQuestionSchema) }),
});

/** GET /api/material-templates/{id} answers a learner's copy, or the answer key to teachers. */
export const materialTemplateResponseSchema = z.union([materialTemplateSchema, materialAnswerKeySchema]);

/** GET /api/public/materials/{id}: the visitor's preview, questions without answers or hints. */
export const publicMaterialSchema = materialBaseSchema.extend({
  practice: z.object({ questions: z.array(previewQuestionSchema) }),
});
export type PublicMaterial = z.infer<typeof publicMaterialSchema>;

/** Material progress (spec 3), derived by the server from the attempts. */
export const materialProgressSchema = z.object({
  material_id: z.number(),
  unique_question_accuracy: z.number(),
  accuracy_pct: z.number(),
  total_questions_answered: z.number(),
  total_questions_correct: z.number(),
  unique_questions_answered: z.number(),
  unique_questions_correct: z.number(),
  total_questions: z.number(),
  mastery_status: masteryStatusSchema,
  mastery_level: z.string().nullable(),
  hints_used: z.number(),
  is_completed: z.boolean(),
  completed_at: isoDate.nullable(),
  first_attempt_at: isoDate.nullable(),
  last_attempt_at: isoDate.nullable(),
  cards_seen: z.array(z.number()),
  total_cards: z.number(),
  time_spent_seconds: z.number(),
  display_status: displayStatusSchema,
  badge: z.string(),
  classification: z.object({
    status: displayStatusSchema,
    mastery: z.enum(["high", "medium", "low"]).nullable(),
  }),
});
export type MaterialProgress = z.infer<typeof materialProgressSchema>;

/** POST /api/material-progress/batch: keyed by id; an unknown material is null. */
export const batchProgressResponseSchema = z.object({
  data: z.record(z.string(), materialProgressSchema.nullable()),
});

/** GET /api/material-completion-config/{id} (and the answer of setting criteria). */
export const completionConfigSchema = z.object({
  material_id: z.number(),
  total_cards: z.number(),
  total_questions: z.number(),
  strict_deck_completion: z.boolean(),
  require_all_cards: z.boolean(),
  min_questions_answered: z.number(),
  min_accuracy: z.number(),
  student_criteria: z.record(z.string(), z.unknown()).nullable(),
});
export type CompletionConfig = z.infer<typeof completionConfigSchema>;

/** What an XP award reports (rewards module). */
const xpAwardSchema = xpAwardResponseSchema;
export type XpAward = XpAwardResponse;

/** POST /api/material-progress/{id}/complete. */
export const completeMaterialResponseSchema = z.object({
  progress: materialProgressSchema,
  xp: xpAwardSchema.passthrough(),
  assignments_completed: z.number(),
});
export type CompleteMaterialResponse = z.infer<typeof completeMaterialResponseSchema>;

/** The evaluator's verdict on one answer (check-answer, and inside a recorded attempt). */
export const evaluationResultSchema = z.object({
  is_correct: z.boolean(),
  score: z.number(),
  evaluation_method: z.string(),
  evaluation_sub_method: z.string(),
  feedback: z.string(),
  correct_answer: z.string(),
});
export type EvaluationResultAnswer = z.infer<typeof evaluationResultSchema>;

/** A recorded answer, as the server judged it. */
export const recordedAttemptSchema = z.object({
  id: z.number(),
  question_id: z.string(),
  answer: z.string(),
  is_correct: z.boolean(),
  score: z.number(),
  hint_used: z.boolean(),
  confidence_score: z.number().nullable(),
  evaluation_method: z.string(),
  evaluation_sub_method: z.string(),
  correct_answer: z.string(),
  feedback: z.string(),
  explanation: z.string().nullable(),
  /** The question's hint: after a miss, the step to try before the answer is shown (issue 21). */
  hint: z.string().nullable(),
  /** Whether the answer is shown: right, a second miss that day, or asked for; else `correct_answer` is "". */
  answer_shown: z.boolean(),
  /** Given after the question's answer was shown that day: it earns no XP that day. */
  after_reveal: z.boolean(),
  created_at: isoDate,
});
export type RecordedAttempt = z.infer<typeof recordedAttemptSchema>;

/** POST /api/material-progress/{id}/question-attempt. */
export const questionAttemptResponseSchema = z.object({
  attempt: recordedAttemptSchema,
  duplicate: z.boolean(),
  progress: materialProgressSchema,
  /** The student's answers show this lesson's skill known (issue 28, learning-policy.ts). */
  skill_known: z.boolean(),
});
export type QuestionAttemptResponse = z.infer<typeof questionAttemptResponseSchema>;

/** POST /api/material-progress/{id}/sync: each queued event's outcome, then the progress. */
export const syncProgressResponseSchema = z.object({
  results: z.array(z.object({ kind: z.string(), ok: z.boolean(), error: z.string().optional() })),
  progress: materialProgressSchema,
});
export type SyncProgressResponse = z.infer<typeof syncProgressResponseSchema>;

/** GET /api/module-progress/{id}. */
export const moduleProgressSchema = z.object({
  module_id: z.number(),
  completed_materials: z.number(),
  total_materials: z.number(),
  percentage: z.number(),
  overall_accuracy: z.number(),
  mastery_status: masteryStatusSchema,
  materials: z.array(
    z.object({ id: z.number(), title: z.string(), progress: materialProgressSchema.nullable() }),
  ),
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;

/** GET /api/evaluation-analytics. */
export const evaluationAnalyticsSchema = z.object({
  total_attempts: z.number(),
  accuracy_pct: z.number(),
  by_method: z.array(
    z.object({
      evaluation_method: z.string(),
      evaluation_sub_method: z.string(),
      count: z.number(),
      correct: z.number(),
      average_score: z.number(),
    }),
  ),
});

const progressGroupFields = {
  title: z.string(),
  subject: z.string(),
  materials: z.number(),
  completed: z.number(),
  mastered: z.number(),
  attempts: z.number(),
  accuracy_pct: z.number(),
};
export const progressGroupSchema = z.object(progressGroupFields);
export type ProgressGroup = z.infer<typeof progressGroupSchema>;
export const moduleProgressGroupSchema = z.object({ module_id: z.number(), ...progressGroupFields });
export type ModuleProgressGroup = z.infer<typeof moduleProgressGroupSchema>;
export const dayActivitySchema = z.object({
  date: z.string(),
  attempts: z.number(),
  correct: z.number(),
  accuracy_pct: z.number(),
});
export type DayActivity = z.infer<typeof dayActivitySchema>;

/** GET /api/progress/overview: totals, by subject and unit, and the last 30 days. */
export const progressOverviewSchema = z.object({
  totals: z.object({
    materials_started: z.number(),
    materials_completed: z.number(),
    materials_mastered: z.number(),
    attempts: z.number(),
    accuracy_pct: z.number(),
  }),
  by_subject: z.array(progressGroupSchema),
  by_module: z.array(moduleProgressGroupSchema),
  over_time: z.array(dayActivitySchema),
});
export type ProgressOverview = z.infer<typeof progressOverviewSchema>;
export type ProgressTotals = ProgressOverview["totals"];

/** A learning path (spec 3), with its progress when asked (with_progress=1). */
export const learningPathSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subject: z.string(),
  grade_band: z.string(),
  status: z.string(),
  description: z.string().nullable(),
  step_count: z.number(),
  updated_at: isoDate,
  progress: z
    .object({ completed_materials: z.number(), total_materials: z.number(), percentage: z.number() })
    .optional(),
});
export type LearningPath = z.infer<typeof learningPathSchema>;

/** GET /api/learning-paths. */
export const learningPathsResponseSchema = z.object({ paths: z.array(learningPathSchema) });

export const pathLessonSchema = z.object({
  id: z.number(),
  title: z.string(),
  estimated_time: z.number(),
  progress: materialProgressSchema.nullable().optional(),
});
export type PathLesson = z.infer<typeof pathLessonSchema>;
export type PathLessonProgress = MaterialProgress;

export const pathStepSchema = z.object({
  position: z.number(),
  kind: z.enum(["unit", "lesson"]),
  module_id: z.number().nullable(),
  material_id: z.number().nullable(),
  title: z.string(),
  description: z.string(),
  lesson_count: z.number(),
  estimated_time: z.number(),
  materials: z.array(pathLessonSchema).optional(),
  completed_materials: z.number().optional(),
  is_completed: z.boolean().optional(),
});
export type PathStep = z.infer<typeof pathStepSchema>;

export const pathProgressSchema = z.object({
  completed_materials: z.number(),
  total_materials: z.number(),
  percentage: z.number(),
  completed_steps: z.number(),
  next_material_id: z.number().nullable(),
});
export type PathProgress = z.infer<typeof pathProgressSchema>;

/** GET /api/learning-paths/{id}: the path and its steps; with_progress=1 adds `progress`. */
export const learningPathDetailSchema = learningPathSchema.omit({ progress: true }).extend({
  steps: z.array(pathStepSchema),
  progress: pathProgressSchema.optional(),
});
export type LearningPathDetail = z.infer<typeof learningPathDetailSchema>;

/** POST /api/learning-paths/rebuild. */
export const rebuildPathsResponseSchema = z.object({ rebuilt: z.number() });

/** A due review item: the question (without its answer) and where it comes from. */
export const reviewItemSchema = z.object({
  material_id: z.number(),
  material_title: z.string(),
  subject: z.string(),
  due_at: isoDate,
  reps: z.number(),
  lapses: z.number(),
  question: learnerQuestionSchema,
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** GET /api/review/due. */
export const reviewQueueSchema = z.object({
  due: z.array(reviewItemSchema),
  is_ahead: z.boolean(),
  total_cards: z.number(),
  due_now: z.number(),
  next_due_at: isoDate.nullable(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** GET /api/practice/{id}: a session's questions, chosen by the server. */
export const practiceSessionSchema = z.object({
  source: z.enum(["material", "path"]),
  id: z.number(),
  title: z.string(),
  items: z.array(
    z.object({
      material_id: z.number(),
      material_title: z.string(),
      question: learnerQuestionSchema,
      is_review: z.boolean(),
    }),
  ),
  review_count: z.number(),
});
export type PracticeSession = z.infer<typeof practiceSessionSchema>;

/** POST /api/answer-sets: the set the server opened, and its questions. */
export const answerSetSchema = z.object({
  set_id: z.string(),
  kind: z.enum(["practice", "review", "game"]),
  title: z.string(),
  items: practiceSessionSchema.shape.items,
  /** A game's card and engine (issue 23). */
  card_id: z.string().optional(),
  engine: z.string().optional(),
  review_count: z.number(),
  source: z.string().optional(),
  id: z.number().optional(),
});
export type AnswerSet = z.infer<typeof answerSetSchema>;

/** POST /api/answer-sets/{id}/finish: what the set earned, once. */
export const finishAnswerSetResponseSchema = z.object({
  awarded: z.number(),
  duplicate: z.boolean(),
  counted: z.number(),
  repeats: z.number(),
  is_whole_set: z.boolean(),
  xp: xpAwardSchema.passthrough().nullable(),
});
export type FinishAnswerSetResponse = z.infer<typeof finishAnswerSetResponseSchema>;
