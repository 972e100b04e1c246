import type { AnswerCheck } from "@app/contract/authoring";
import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import type { PracticeQuestion } from "@app/domain/evaluator/types";

const MATH_TYPES = new Set(["numeric", "algebraic"]);

/**
 * Content that fails its own questions cannot be published (issue 13): each question's stored
 * answer, and each answer it also accepts, must be judged correct by the evaluator that will judge
 * the students.
 */
export function checkLessonAnswers(questions: readonly PracticeQuestion[]): AnswerCheck {
  const problems: AnswerCheck["problems"] = [];
  for (const question of questions) {
    const answers = [question.correctAnswer, ...(question.acceptableAnswers ?? [])];
    for (const answer of answers) {
      const result = evaluateAnswer(question, answer);
      if (!result.is_correct)
        problems.push({
          question_id: question.id,
          answer,
          message: `The evaluator marks "${answer}" wrong for question ${question.id} (${result.evaluation_sub_method}): ${result.feedback}`,
        });
      // Maths it cannot read would only ever match letter for letter: students could not answer it.
      else if (MATH_TYPES.has(question.type) && result.evaluation_sub_method === "text")
        problems.push({
          question_id: question.id,
          answer,
          message: `The evaluator cannot read "${answer}" as a ${question.type === "numeric" ? "number" : "maths expression"} for question ${question.id}`,
        });
    }
  }
  return { ok: problems.length === 0, problems };
}
