/*
 * When a question gives its answer away (issue 21, docs/decisions/041-answers-shown-after-a-try.md).
 * A first miss shows the hint (the worked step); the answer itself comes after a second miss of the
 * same question that day, or when the student asks for it. Once shown, the question earns nothing
 * more that day: typing back an answer just read is not learning it.
 */

/** Misses of a question in one day after which the server shows its answer. */
export const MISSES_BEFORE_ANSWER = 2;

/** Whether a wrong answer, the day's `missesToday`-th of its question (this one included), shows the answer. */
export function isAnswerShownAfterMiss(missesToday: number): boolean {
  return missesToday >= MISSES_BEFORE_ANSWER;
}

/** What the student is told about an answer given after the question's answer was shown that day. */
export const ANSWER_SHOWN_NO_XP = "The answer was shown today, so this one earns no XP. Try a similar one.";

/** What a miss says while the answer is still the student's to find. */
export const MISS_WITHOUT_ANSWER = "Not quite. Look at the hint and try again.";

/**
 * The evaluator's feedback on a miss, unless it gives the answer away (short answers say "the
 * answer is 'x'" or "it's 'word'"): then the plain miss message.
 */
export function feedbackWithoutAnswer(feedback: string, shownAnswer: string): string {
  const answer = shownAnswer.trim().toLowerCase();
  if (answer === "") return feedback;
  const text = feedback.toLowerCase();
  const quoted = [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]!.trim());
  const escaped = answer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const namesAnswer = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "u").test(text);
  const givesAway = namesAnswer || quoted.some((q) => q !== "" && answer.includes(q));
  return givesAway ? MISS_WITHOUT_ANSWER : feedback;
}
