import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { AnswerInput } from "../shared/answer-input";
import { AnswerError, FeedbackBar, Position, Prompt, useOneAtATime } from "../shared/one-at-a-time";
import type { EngineProps } from "../types";

/** The accent bar of each language's verb game (issue 23). */
export const ACCENTS = {
  fr: ["é", "è", "ê", "à", "ç", "ô", "î", "û", "ë", "ï"],
  es: ["á", "é", "í", "ó", "ú", "ñ", "ü"],
} as const;

/** A typed form with an on-screen accent bar: a button puts its letter where the cursor is. */
function TypedForm({
  accents,
  disabled,
  onAnswer,
}: {
  accents: readonly string[];
  disabled: boolean;
  onAnswer: (text: string) => void;
}) {
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const insert = (letter: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + letter + text.slice(end);
    setText(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + letter.length, start + letter.length);
    });
  };
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onAnswer(text.trim());
      }}
    >
      <div className="flex flex-wrap gap-2">
        <Input
          ref={input}
          aria-label="Your answer"
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={disabled}
          autoFocus
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="min-w-0 flex-1 text-lg"
        />
        <Button type="submit" disabled={disabled || !text.trim()}>
          Check
        </Button>
      </div>
      <fieldset className="flex flex-wrap gap-1.5" aria-label="Accents">
        <legend className="sr-only">Accents</legend>
        {accents.map((letter) => (
          <Button
            key={letter}
            type="button"
            variant="outline"
            size="sm"
            className="min-w-10 text-base"
            disabled={disabled}
            aria-label={`Type ${letter}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => insert(letter)}
          >
            {letter}
          </Button>
        ))}
      </fieldset>
    </form>
  );
}

/** A verb drill: type the form (with the accent bar) or pick it; the server judges every answer. */
function VerbDrill({ items, answer, done, language }: EngineProps & { language: "fr" | "es" }) {
  const play = useOneAtATime(items, answer, done);
  const isPick = play.item.question.options.length > 0;
  return (
    <div className="grid gap-4" data-testid="verb-drill">
      <Position index={play.index} total={items.length} />
      <Prompt item={play.item} />
      {play.verdict ? (
        <FeedbackBar verdict={play.verdict} onNext={play.next} isLast={play.isLast} />
      ) : isPick ? (
        <AnswerInput
          key={play.index}
          item={play.item}
          disabled={play.pending}
          onAnswer={(t) => void play.submit(t)}
        />
      ) : (
        <TypedForm
          key={play.index}
          accents={ACCENTS[language]}
          disabled={play.pending}
          onAnswer={(t) => void play.submit(t)}
        />
      )}
      <AnswerError message={play.error} />
    </div>
  );
}

export const FrenchVerbDrill = (props: EngineProps) => <VerbDrill {...props} language="fr" />;
export const SpanishVerbDrill = (props: EngineProps) => <VerbDrill {...props} language="es" />;
