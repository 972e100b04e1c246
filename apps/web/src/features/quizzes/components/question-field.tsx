import type { QuizQuestion } from "@app/contract/quizzes";
import type { ConstructionState } from "@app/domain/geometry/construction";
import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { LazyConstructionBoard } from "@/shared/geometry/lazy-board";

/**
 * The answer control a question type needs: choices as radio buttons, a geometry question's
 * construction board (issue 26; its code loads only when a quiz has one), anything else as text.
 */
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
  if (question.type === "geometry" && question.geometry) {
    return (
      <fieldset className="grid gap-2" disabled={isDisabled}>
        <legend className="text-sm font-medium text-slate-800">Your construction</legend>
        <LazyConstructionBoard
          initial={question.geometry.board as ConstructionState}
          label={`Board for question ${question.id}`}
          onChange={(state) => onChange(JSON.stringify(state))}
        />
      </fieldset>
    );
  }
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
