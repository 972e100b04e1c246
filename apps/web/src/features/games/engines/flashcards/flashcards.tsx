import { RotateCw } from "lucide-react";
import { AnswerInput } from "../shared/answer-input";
import { AnswerError, FeedbackBar, Position, Prompt, useOneAtATime } from "../shared/one-at-a-time";
import type { EngineProps } from "../types";

/**
 * Flashcards: the front asks, the student answers from memory and flips; the back shows the
 * server's verdict and the answer. Each answer is rated by the server's judgement into the
 * question's FSRS review card, like every recorded answer.
 */
export default function Flashcards({ items, answer, done }: EngineProps) {
  const play = useOneAtATime(items, answer, done);
  return (
    <div className="grid gap-4" data-testid="flashcards">
      <Position index={play.index} total={items.length} />
      <div
        className={
          play.verdict
            ? "rounded-2xl border-2 border-brand-300 bg-brand-50 p-6 dark:border-brand-700"
            : "rounded-2xl border-2 border-slate-200 bg-white p-6 shadow-md"
        }
      >
        <p className="mb-2 flex items-center gap-1 text-xs uppercase tracking-wide text-slate-500">
          <RotateCw aria-hidden className="size-3" /> {play.verdict ? "Back" : "Front"}
        </p>
        <Prompt item={play.item} />
      </div>
      {play.verdict ? (
        <FeedbackBar verdict={play.verdict} onNext={play.next} isLast={play.isLast} />
      ) : (
        <AnswerInput
          key={play.index}
          item={play.item}
          disabled={play.pending}
          onAnswer={(t) => void play.submit(t)}
        />
      )}
      <AnswerError message={play.error} />
    </div>
  );
}
