import { matchingChoices } from "@app/domain/games";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import type { EngineProps, Verdict } from "../types";

/**
 * Matching pairs: each question on the left with its answer among every choice on the right.
 * Pick a question, then a choice (click, or Tab and Enter: nothing needs dragging); the server
 * judges each pair as it is made.
 */
export default function MatchingPairs({ items, answer, done }: EngineProps) {
  const choices = useMemo(
    () => matchingChoices(items.map((i) => i.question)).sort((a, b) => a.localeCompare(b)),
    [items],
  );
  const [picked, setPicked] = useState<number | null>(null);
  const [verdicts, setVerdicts] = useState<Record<number, Verdict & { chosen: string }>>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matched = Object.keys(verdicts).length;
  const match = async (text: string) => {
    if (picked === null || pending) return;
    const item = items[picked]!;
    const option = item.question.options.find((o) => o.text === text);
    setPending(true);
    setError(null);
    try {
      const verdict = await answer(picked, option ? option.id : text);
      setVerdicts((all) => ({ ...all, [picked]: { ...verdict, chosen: text } }));
      setPicked(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : "That pair could not be checked. Try again.");
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="grid gap-4" data-testid="matching-pairs">
      <p className="text-sm text-slate-600">
        {matched} of {items.length} matched. Pick a question, then its answer.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <ul className="grid gap-2" aria-label="Questions">
          {items.map((item, index) => {
            const verdict = verdicts[index];
            return (
              <li key={item.question.id}>
                <button
                  type="button"
                  aria-pressed={picked === index}
                  disabled={verdict !== undefined || pending}
                  onClick={() => setPicked(index)}
                  className={`w-full rounded-lg border-2 p-3 text-left text-sm ${
                    verdict
                      ? verdict.isCorrect
                        ? "border-emerald-300 bg-emerald-50 dark:bg-emerald-950"
                        : "border-red-300 bg-red-50 dark:bg-red-950"
                      : picked === index
                        ? "border-brand-600 bg-brand-50"
                        : "border-slate-200 bg-white"
                  }`}
                >
                  <MathMarkdown source={item.question.question} />
                  {verdict && (
                    <span className="mt-1 block text-xs" data-testid="pair-verdict">
                      {verdict.isCorrect ? "✓ " : "✗ "}
                      {verdict.chosen}
                      {!verdict.isCorrect && verdict.correctAnswer
                        ? ` (answer: ${verdict.correctAnswer})`
                        : ""}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        <ul className="grid content-start gap-2" aria-label="Answers">
          {choices.map((text) => (
            <li key={text}>
              <Button
                variant="outline"
                className="h-auto min-h-10 w-full justify-start whitespace-normal py-2 text-left"
                disabled={picked === null || pending}
                onClick={() => void match(text)}
              >
                <MathMarkdown source={text} className="inline" />
              </Button>
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {matched === items.length && (
        <Button onClick={done} autoFocus className="w-fit">
          See results
        </Button>
      )}
    </div>
  );
}
