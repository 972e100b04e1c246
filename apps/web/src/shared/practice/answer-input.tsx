import type { LearnerQuestion } from "@app/contract/learning";
import type { normalizeQuestionType } from "@app/domain/evaluator/question-type";
import type { ConstructionState } from "@app/domain/geometry/construction";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { LazyConstructionBoard } from "@/shared/geometry/lazy-board";
import { MathMarkdown } from "@/shared/math/components/math-markdown";

const PLACEHOLDERS: Record<string, string> = {
  numeric: "A number, e.g. 12, 0.5 or 2/3",
  algebraic: "An expression, e.g. 2x + 1",
  solutions: "Solutions separated by commas, e.g. x = 2, x = -3",
  short_answer: "Your answer",
};

/** The answer's input, fitting the question's type: choices, true or false, or a line of text. */
export function AnswerInput({
  type,
  question,
  inputId,
  value,
  onChange,
  isDisabled,
  autoFocus,
}: {
  type: ReturnType<typeof normalizeQuestionType>;
  question: LearnerQuestion;
  inputId: string;
  value: string;
  onChange: (value: string) => void;
  isDisabled: boolean;
  autoFocus: boolean;
}) {
  if (type === "multiple_choice" || type === "true_false") {
    const options =
      type === "true_false"
        ? [
            { id: "true", text: "True" },
            { id: "false", text: "False" },
          ]
        : (question.options ?? []);
    return (
      <fieldset className="grid gap-2" disabled={isDisabled}>
        <legend className="sr-only">{type === "true_false" ? "True or false" : "Choices"}</legend>
        <div className={cn("grid gap-2", type === "true_false" && "grid-cols-2 sm:max-w-sm")}>
          {options.map((option, index) => {
            const isChosen = value === option.id;
            return (
              <label
                key={option.id}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  isChosen
                    ? "border-brand-600 bg-brand-50 text-brand-900"
                    : "border-slate-300 bg-white hover:bg-slate-50",
                  type === "true_false" && "justify-center font-medium",
                  isDisabled && "cursor-default opacity-80",
                )}
              >
                <input
                  type="radio"
                  name={inputId}
                  value={option.id}
                  checked={isChosen}
                  onChange={() => onChange(option.id)}
                  className={type === "true_false" ? "sr-only" : "size-4 accent-brand-700"}
                  // biome-ignore lint/a11y/noAutofocus: one question at a time, focus goes to its answer
                  autoFocus={autoFocus && index === 0}
                />
                {type === "multiple_choice" && (
                  <span aria-hidden className="font-semibold text-slate-500">
                    {String.fromCharCode(65 + index)}
                  </span>
                )}
                {type === "true_false" ? option.text : <MathMarkdown source={option.text} inline />}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  }
  if (type === "geometry" && question.geometry) {
    return (
      <fieldset className="grid gap-2" disabled={isDisabled} id={inputId}>
        <legend className="text-sm font-medium text-slate-800">Your construction</legend>
        <LazyConstructionBoard
          initial={question.geometry.board as ConstructionState}
          label={`Board for: ${question.question}`}
          onChange={(state) => onChange(JSON.stringify(state))}
        />
      </fieldset>
    );
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        Your answer
      </label>
      <Input
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={PLACEHOLDERS[type] ?? PLACEHOLDERS.short_answer}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={2000}
        readOnly={isDisabled}
        autoFocus={autoFocus}
        className="sm:max-w-md"
      />
    </div>
  );
}
