import type { QuizQuestion } from "@app/contract/quizzes";
import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";

/** The answer control a question type needs: choices as radio buttons, anything else as text. */
export function QuestionField({
  question,
  value,
  onChange,
  renderText,
  isDisabled = false,
}: {
  question: QuizQuestion;
  value: string;
  onChange: (value: string) => void;
  renderText: (source: string) => ReactNode;
  isDisabled?: boolean;
}) {
  const name = `question-${question.id}`;
  const choices =
    question.type === "true_false"
      ? [
          { id: "true", text: "True" },
          { id: "false", text: "False" },
        ]
      : question.type === "multiple_choice"
        ? question.options
        : null;
  if (choices) {
    return (
      <fieldset className="grid gap-2" disabled={isDisabled}>
        <legend className="sr-only">Your answer</legend>
        {choices.map((choice) => (
          <label
            key={choice.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={choice.id}
              checked={value === choice.id}
              onChange={() => onChange(choice.id)}
              className="size-4 accent-brand-700"
            />
            <span>{renderText(choice.text)}</span>
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <Input
      aria-label="Your answer"
      value={value}
      disabled={isDisabled}
      maxLength={2000}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
