import { z } from "zod";
import { learnerQuestionSchema } from "./learning.ts";

/* After a miss (issue 21, decision 041): the answer the student asked for, and a similar question. */

/** POST /api/material-progress/{id}/questions/{question_id}/reveal: the answer, recorded as shown. */
export const revealedAnswerSchema = z.object({
  question_id: z.string(),
  correct_answer: z.string(),
  explanation: z.string().nullable(),
  /** The student's day (their time zone) on which a right answer to it earns nothing. */
  day: z.string(),
});
export type RevealedAnswer = z.infer<typeof revealedAnswerSchema>;

/** GET /api/material-progress/{id}/questions/{question_id}/similar: another question of the same lesson. */
export const similarQuestionSchema = z.object({
  material_id: z.number(),
  question: learnerQuestionSchema.nullable(),
});
export type SimilarQuestion = z.infer<typeof similarQuestionSchema>;
