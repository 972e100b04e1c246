/** True/false with the usual synonyms in English, French and Spanish. */
import { buildResult, compactText, correctAnswerOf, displayCorrectAnswer, readTruthValue } from "./result.ts";
import type { EvaluationResult, PracticeQuestion } from "./types.ts";

/** Judges a true/false answer. */
export function judgeTrueFalse(question: PracticeQuestion, answer: string): EvaluationResult {
  const display = displayCorrectAnswer(question);
  const expected = readTruthValue(correctAnswerOf(question));
  const given = readTruthValue(answer);
  if (given === undefined) {
    return buildResult("true_false", "unrecognized", false, 0, "Answer true or false.", display);
  }
  if (expected === undefined) {
    // Content whose answer is not a truth value: compare the words themselves.
    const isCorrect = compactText(answer) === compactText(correctAnswerOf(question));
    return buildResult(
      "true_false",
      "text",
      isCorrect,
      isCorrect ? 1 : 0,
      isCorrect ? "Correct!" : "Not quite.",
      display,
    );
  }
  const word = answer
    .trim()
    .toLowerCase()
    .replace(/[\s.!]+$/, "");
  const subMethod = word === "true" || word === "false" ? "exact" : "synonym";
  return given === expected
    ? buildResult("true_false", subMethod, true, 1, "Correct!", display)
    : buildResult("true_false", subMethod, false, 0, "Not quite — think it through again.", display);
}
