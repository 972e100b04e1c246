/** Multiple choice: the option picked by its id ("b", "(B)", "b)") or by its text. */
import { nearlyEqual } from "./equivalence.ts";
import { parseNumber } from "./number-parse.ts";
import {
  buildResult,
  compactText,
  correctAnswerOf,
  displayCorrectAnswer,
  findCorrectOption,
  optionIdKey,
} from "./result.ts";
import { foldAccents } from "./text.ts";
import type { EvaluationResult, PracticeQuestion, QuestionOption } from "./types.ts";

type Pick = { option: QuestionOption; by: "option_id" | "option_text" | "option_value" };

/** Judges a multiple-choice answer. */
export function judgeMultipleChoice(question: PracticeQuestion, answer: string): EvaluationResult {
  const display = displayCorrectAnswer(question);
  const correct = findCorrectOption(question);
  const options = Array.isArray(question.options) ? question.options : [];
  if (!correct) {
    // Content without options (or whose answer names none): compare with the stored answer itself.
    const isCorrect = compactText(answer) === compactText(correctAnswerOf(question));
    return isCorrect
      ? buildResult("multiple_choice", "option_text", true, 1, "Correct!", display)
      : buildResult("multiple_choice", "option_text", false, 0, "Not quite — try again.", display);
  }
  const pick = pickOption(options, answer);
  if (!pick) {
    return buildResult(
      "multiple_choice",
      "no_such_option",
      false,
      0,
      "That isn't one of the options — answer with a letter or an option's text.",
      display,
    );
  }
  if (String(pick.option.id) === String(correct.id)) {
    return buildResult("multiple_choice", pick.by, true, 1, "Correct!", display);
  }
  return buildResult("multiple_choice", pick.by, false, 0, "Not quite — try again.", display);
}

function pickOption(options: QuestionOption[], answer: string): Pick | undefined {
  const key = optionIdKey(answer);
  const byId = options.find((o) => optionIdKey(String(o.id)) === key);
  if (byId) return { option: byId, by: "option_id" };

  // "b) Paris": an id followed by that option's own text.
  const labelled = /^\(?\s*([a-z0-9]{1,2})\s*[).:-]\s+(.+)$/i.exec(answer.trim());
  if (labelled) {
    const option = options.find((o) => optionIdKey(String(o.id)) === labelled[1]!.toLowerCase());
    if (option && looseText(String(option.text)) === looseText(labelled[2]!)) {
      return { option, by: "option_id" };
    }
  }

  // By text: first without case and runs of spaces, then more loosely, as long as that still
  // names one option only.
  const exact = options.filter((o) => compactText(String(o.text)) === compactText(answer));
  if (exact.length === 1) return { option: exact[0]!, by: "option_text" };
  const loose = options.filter((o) => looseText(String(o.text)) === looseText(answer));
  if (loose.length === 1) return { option: loose[0]!, by: "option_text" };

  // "0.5" for the option "1/2".
  const number = parseNumber(answer);
  if (number.ok && !number.number.isPercent && number.number.unit === "") {
    const matches = options.filter((o) => {
      const option = parseNumber(String(o.text));
      return (
        option.ok &&
        !option.number.isPercent &&
        option.number.unit === "" &&
        nearlyEqual(option.number.value, number.number.value)
      );
    });
    if (matches.length === 1) return { option: matches[0]!, by: "option_value" };
  }
  return undefined;
}

/**
 * Text as a student may type an option: no case, accents, spaces, quotes or end punctuation, and
 * no hyphen or apostrophe between letters ("saint etienne" for "Saint-Étienne"). A "-" next to a
 * digit is a minus sign and stays, so "x 1" does not pick "x-1".
 */
function looseText(text: string): string {
  return foldAccents(text.normalize("NFC").toLowerCase())
    .replace(/^[\s"'«»“”„¿¡([{]+|[\s.,!?;:"'«»“”„)\]}]+$/g, "")
    .replace(/(\p{L})['’-](?=\p{L})/gu, "$1")
    .replace(/\s+/g, "");
}
