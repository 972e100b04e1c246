/*
 * Whether a reply gives a question's final answer away (issue 24): every engine's reply is checked
 * before it is shown, so neither a model nor text injected in a lesson can hand a student the answer
 * before they have tried.
 */
import { correctAnswerOf, findCorrectOption } from "../evaluator/result.ts";
import type { PracticeQuestion } from "../evaluator/types.ts";
import { foldText } from "./parse-answer.ts";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The answer as a standalone word or number in the text: "x = 12" names 12, "123" does not. */
function names(text: string, answer: string): boolean {
  const a = foldText(answer).trim();
  if (a === "" || (a.length < 2 && !/^\d$/.test(a))) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}.])${escapeRegExp(a)}($|[^\\p{L}\\p{N}.]|\\.(?!\\d))`, "u").test(
    foldText(text),
  );
}

/** The forms of the final answer a reply must not contain before a try. */
export function answerForms(question: PracticeQuestion): string[] {
  if (question.type === "true_false") return [];
  const forms = [correctAnswerOf(question), ...(question.acceptableAnswers ?? [])];
  if (question.type === "multiple_choice") {
    const option = findCorrectOption(question);
    if (option) forms.push(option.text);
  }
  if (question.type === "solutions")
    forms.push(
      ...correctAnswerOf(question)
        .split(",")
        .map((s) => s.trim().replace(/^[a-z]\s*=\s*/i, "")),
    );
  if (question.type === "numeric") {
    const n = Number(correctAnswerOf(question).replace(",", "."));
    if (Number.isFinite(n)) forms.push(String(n));
  }
  return [...new Set(forms.map((f) => f.trim()).filter((f) => f !== ""))];
}

export function givesAnswerAway(text: string, question: PracticeQuestion): boolean {
  if (question.type === "true_false") {
    const value = foldText(correctAnswerOf(question)).trim();
    return new RegExp(`\\b(answer|it|statement|that)( is|'s) (${value})\\b`).test(foldText(text));
  }
  if (question.type === "multiple_choice") {
    const option = findCorrectOption(question);
    const id = option ? escapeRegExp(option.id.toLowerCase()) : null;
    if (
      id &&
      new RegExp(`\\b(option|choice|answer is|pick|choose)\\s*\\(?${id}\\)?(\\b|$)`).test(foldText(text))
    )
      return true;
    return option ? names(text, option.text) : false;
  }
  return answerForms(question).some((form) => names(text, form));
}
