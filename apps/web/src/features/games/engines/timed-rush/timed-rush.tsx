import { rushSeconds } from "@app/domain/games";
import { Timer } from "lucide-react";
import { useEffect, useState } from "react";
import { AnswerInput } from "../shared/answer-input";
import { AnswerError, FeedbackBar, Position, Prompt, useOneAtATime } from "../shared/one-at-a-time";
import type { EngineProps } from "../types";

/** What is recorded when the clock runs out: a miss. */
export const OUT_OF_TIME = "(out of time)";

/** Timed rush: quick choices against the clock; calm mode has no timer. */
export default function TimedRush({ items, answer, done, calm }: EngineProps) {
  const play = useOneAtATime(items, answer, done);
  const limit = rushSeconds(calm);
  const [left, setLeft] = useState(limit ?? 0);
  const { index, verdict, pending, submit } = play;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question restarts the clock.
  useEffect(() => {
    setLeft(limit ?? 0);
  }, [index, limit]);
  useEffect(() => {
    if (limit === null || verdict || pending) return;
    if (left <= 0) {
      void submit(OUT_OF_TIME);
      return;
    }
    const tick = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(tick);
  }, [left, limit, verdict, pending, submit]);
  return (
    <div className="grid gap-4" data-testid="timed-rush">
      <div className="flex items-center justify-between">
        <Position index={index} total={items.length} />
        {limit === null ? (
          <span className="text-sm text-slate-600">Calm mode: no timer</span>
        ) : (
          <span
            className={
              left <= 5
                ? "flex items-center gap-1 font-bold text-red-700"
                : "flex items-center gap-1 font-medium"
            }
            aria-live="off"
            data-testid="rush-timer"
          >
            <Timer aria-hidden className="size-4" /> {left}s
          </span>
        )}
      </div>
      <Prompt item={play.item} />
      {verdict ? (
        <FeedbackBar verdict={verdict} onNext={play.next} isLast={play.isLast} />
      ) : (
        <AnswerInput key={index} item={play.item} disabled={pending} onAnswer={(t) => void submit(t)} />
      )}
      <AnswerError message={play.error} />
    </div>
  );
}
