import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import type { GameItem } from "../../api/open-game";

/**
 * How an item is answered: its choices as buttons (keys 1 to 9 pick them), true or false, or a
 * typed answer. The engines that take a plain answer share it.
 */
export function AnswerInput({
  item,
  disabled,
  onAnswer,
  typedOnly = false,
}: {
  item: GameItem;
  disabled: boolean;
  onAnswer: (text: string) => void;
  typedOnly?: boolean;
}) {
  const { question } = item;
  const choices = typedOnly
    ? []
    : question.type === "true_false"
      ? [
          { id: "true", text: "True" },
          { id: "false", text: "False" },
        ]
      : question.options;
  useEffect(() => {
    if (choices.length === 0 || disabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey) return;
      const n = Number(event.key);
      if (Number.isInteger(n) && n >= 1 && n <= choices.length) onAnswer(choices[n - 1]!.id);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [choices, disabled, onAnswer]);
  const [text, setText] = useState("");
  if (choices.length > 0) {
    return (
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">Choices</legend>
        {choices.map((choice, i) => (
          <Button
            key={choice.id}
            variant="outline"
            className="h-auto min-h-12 justify-start whitespace-normal py-3 text-left"
            disabled={disabled}
            onClick={() => onAnswer(choice.id)}
          >
            <span className="mr-2 rounded bg-slate-100 px-1.5 text-xs text-slate-600">{i + 1}</span>
            <MathMarkdown source={choice.text} className="inline" />
          </Button>
        ))}
      </fieldset>
    );
  }
  return (
    <form
      className="flex flex-wrap gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onAnswer(text.trim());
      }}
    >
      <Input
        aria-label="Your answer"
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={disabled}
        autoFocus
        autoComplete="off"
        className="min-w-0 flex-1"
      />
      <Button type="submit" disabled={disabled || !text.trim()}>
        Check
      </Button>
    </form>
  );
}
