/** Building results and showing a question's correct answer. */
import { describeTarget } from "../geometry/target.ts";
import { normalizeQuestionType } from "./question-type.ts";
import type { EvaluationMethod, EvaluationResult, PracticeQuestion, QuestionOption } from "./types.ts";

/** One result; the score is clamped to 0..1 so that no rule can report more than full marks. */
export function buildResult(
  method: EvaluationMethod,
  subMethod: string,
  isCorrect: boolean,
  score: number,
  feedback: string,
  correctAnswer: string,
): EvaluationResult {
  return {
    is_correct: isCorrect,
    score: Math.min(1, Math.max(0, score)),
    evaluation_method: method,
    evaluation_sub_method: subMethod,
    feedback,
    correct_answer: correctAnswer,
  };
}

/** The correct answer as stored: a string even when inline content sent a number or nothing. */
export function correctAnswerOf(question: PracticeQuestion): string {
  const raw: unknown = question.correctAnswer;
  if (typeof raw === "string") return raw.trim();
  if (typeof raw === "number" || typeof raw === "boolean") return String(raw);
  return "";
}

/** The option a multiple-choice question's correct answer names, by id or else by its text. */
export function findCorrectOption(question: PracticeQuestion): QuestionOption | undefined {
  const options = Array.isArray(question.options) ? question.options : [];
  const expected = correctAnswerOf(question);
  const key = optionIdKey(expected);
  return (
    options.find((o) => optionIdKey(String(o.id)) === key) ??
    options.find((o) => compactText(String(o.text)) === compactText(expected))
  );
}

/** Option ids compare without case, brackets or a trailing ")" / "." ("(B)" is "b"). */
export function optionIdKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^\(\s*(.*?)\s*\)$/, "$1")
    .replace(/\s*[).:]$/, "");
}

/** Text compared without case and runs of spaces. */
export function compactText(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
}

const TRUE_WORDS = new Set(["true", "t", "yes", "y", "vrai", "verdadero", "correct", "right", "1"]);
const FALSE_WORDS = new Set(["false", "f", "no", "n", "faux", "falso", "incorrect", "wrong", "0"]);

/** true, false, or undefined when the word is neither (spec: true/false with common synonyms). */
export function readTruthValue(text: string): boolean | undefined {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/^[\s¿¡"'«“(]+|[\s.!?"'»”)]+$/g, "");
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/** The correct answer as a student should see it: an option's text, "True"/"False", or as written. */
export function displayCorrectAnswer(question: PracticeQuestion): string {
  const type = normalizeQuestionType(question.type);
  if (type === "multiple_choice") {
    const option = findCorrectOption(question);
    if (option) return String(option.text);
  }
  if (type === "true_false") {
    const value = readTruthValue(correctAnswerOf(question));
    if (value !== undefined) return value ? "True" : "False";
  }
  if (type === "geometry" && question.geometry?.target) {
    const words = describeTarget(question.geometry.target);
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return correctAnswerOf(question);
}
