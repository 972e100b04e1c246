/** Small builders that keep the course files readable: Markdown text, lessons and practice questions. */
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import type { SeedLesson } from "./types.ts";

/**
 * Markdown (with LaTeX) written as a tagged template: backslashes are kept as typed (`\frac`,
 * `\times`), the common indentation is removed, "\`" gives a backtick and a line of `~~~`
 * (optionally followed by a language) becomes a fenced-code line of three backticks.
 */
export function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = String.raw({ raw: strings.raw }, ...values);
  const lines = raw.replace(/\\`/g, "`").split("\n");
  while (lines.length > 0 && lines[0]!.trim() === "") lines.shift();
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === "") lines.pop();
  const indents = lines.filter((l) => l.trim() !== "").map((l) => l.length - l.trimStart().length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines
    .map((l) => l.slice(cut).trimEnd())
    .map((l) => l.replace(/^(\s*)~~~/, "$1```"))
    .join("\n");
}

/** A practice question before the lesson numbers it. */
export type QuestionDraft = Omit<PracticeQuestion, "id">;

const OPTION_IDS = ["a", "b", "c", "d"] as const;
type OptionId = (typeof OPTION_IDS)[number];

/** Multiple choice: up to four options, lettered a–d in the order given. */
export function mc(
  question: string,
  options: string[],
  correct: OptionId,
  hint: string,
  explanation: string,
): QuestionDraft {
  return {
    type: "multiple_choice",
    question,
    options: options.map((text, i) => ({ id: OPTION_IDS[i] ?? `o${i}`, text })),
    correctAnswer: correct,
    hint,
    explanation,
  };
}

export function tf(question: string, correct: boolean, hint: string, explanation: string): QuestionDraft {
  return { type: "true_false", question, correctAnswer: correct ? "true" : "false", hint, explanation };
}

/** A number; `tolerance` (absolute) for answers that are rounded. */
export function num(
  question: string,
  correct: string,
  hint: string,
  explanation: string,
  tolerance?: number,
): QuestionDraft {
  return {
    type: "numeric",
    question,
    correctAnswer: correct,
    hint,
    explanation,
    ...(tolerance === undefined ? {} : { tolerance }),
  };
}

/** An expression judged by equivalence, e.g. "2x + 6". */
export function alg(question: string, correct: string, hint: string, explanation: string): QuestionDraft {
  return { type: "algebraic", question, correctAnswer: correct, hint, explanation };
}

/** The solutions of an equation, comma-separated, e.g. "x = 2, x = -3". */
export function sol(question: string, correct: string, hint: string, explanation: string): QuestionDraft {
  return { type: "solutions", question, correctAnswer: correct, hint, explanation };
}

/** A word or phrase; `language` enables accent feedback; `accept` lists genuine alternatives. */
export function short(
  question: string,
  correct: string,
  hint: string,
  explanation: string,
  extra: { language?: string; accept?: string[] } = {},
): QuestionDraft {
  return {
    type: "short_answer",
    question,
    correctAnswer: correct,
    hint,
    explanation,
    ...(extra.language === undefined ? {} : { language: extra.language }),
    ...(extra.accept === undefined ? {} : { acceptableAnswers: extra.accept }),
  };
}

/** A French short answer. */
export function fr(
  question: string,
  correct: string,
  hint: string,
  explanation: string,
  accept?: string[],
): QuestionDraft {
  return short(question, correct, hint, explanation, { language: "fr", ...(accept ? { accept } : {}) });
}

/** A Spanish short answer. */
export function es(
  question: string,
  correct: string,
  hint: string,
  explanation: string,
  accept?: string[],
): QuestionDraft {
  return short(question, correct, hint, explanation, { language: "es", ...(accept ? { accept } : {}) });
}

/** A lesson whose questions are numbered q1, q2, … in order. */
export function lesson(l: Omit<SeedLesson, "questions"> & { questions: QuestionDraft[] }): SeedLesson {
  return { ...l, questions: l.questions.map((q, i) => ({ id: `q${i + 1}`, ...q })) };
}
