import { ArrowRight, CircleCheck, CircleX } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import type { GameItem } from "../../api/open-game";
import type { Verdict } from "../types";

/** An engine that plays its items one by one: the item in play, its verdict, and the step on. */
export function useOneAtATime(
  items: GameItem[],
  answer: (index: number, text: string) => Promise<Verdict>,
  done: () => void,
) {
  const [index, setIndex] = useState(0);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(
    async (text: string) => {
      if (pending || verdict) return;
      setPending(true);
      setError(null);
      try {
        setVerdict(await answer(index, text));
      } catch (e) {
        setError(e instanceof Error ? e.message : "Your answer could not be checked. Try again.");
      } finally {
        setPending(false);
      }
    },
    [answer, index, pending, verdict],
  );
  const next = useCallback(() => {
    setVerdict(null);
    if (index + 1 >= items.length) done();
    else setIndex(index + 1);
  }, [done, index, items.length]);
  return {
    index,
    item: items[index]!,
    verdict,
    pending,
    error,
    submit,
    next,
    isLast: index + 1 >= items.length,
  };
}

/** The Duolingo-style verdict bar: right or wrong at once, the right answer after a miss, then on. */
export function FeedbackBar({
  verdict,
  onNext,
  isLast,
}: {
  verdict: Verdict;
  onNext: () => void;
  isLast: boolean;
}) {
  return (
    <div
      role="status"
      data-testid="game-feedback"
      data-correct={verdict.isCorrect}
      className={
        verdict.isCorrect
          ? "grid gap-2 rounded-xl border-2 border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
          : "grid gap-2 rounded-xl border-2 border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
      }
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        {verdict.isCorrect ? (
          <CircleCheck aria-hidden className="size-5" />
        ) : (
          <CircleX aria-hidden className="size-5" />
        )}
        {verdict.isCorrect ? (verdict.score < 1 ? "Almost! Partly right" : "Correct!") : "Not quite"}
      </p>
      {verdict.feedback && <p className="text-sm">{verdict.feedback}</p>}
      {!verdict.isCorrect && verdict.correctAnswer && (
        <div className="text-sm">
          <span className="font-semibold">Correct answer: </span>
          <MathMarkdown source={verdict.correctAnswer} className="inline" />
        </div>
      )}
      <Button onClick={onNext} autoFocus className="w-fit">
        {isLast ? "See results" : "Continue"}
        <ArrowRight aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

/** The prompt of an item. */
export function Prompt({ item }: { item: GameItem }) {
  return (
    <div className="text-lg text-slate-900" data-testid="game-prompt">
      <MathMarkdown source={item.question.question} />
    </div>
  );
}

/** "Question 2 of 8". */
export function Position({ index, total }: { index: number; total: number }) {
  return (
    <p className="text-sm text-slate-600" data-testid="game-position">
      {index + 1} of {total}
    </p>
  );
}

export function AnswerError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  ) : null;
}
