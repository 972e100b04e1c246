import { AnswerInput } from "../shared/answer-input";
import { AnswerError, FeedbackBar, Position, Prompt, useOneAtATime } from "../shared/one-at-a-time";
import type { EngineProps } from "../types";

/** Fill the blank: the student types the missing answer; the server judges it (typos and accents as the evaluator does). */
export default function FillTheBlank({ items, answer, done }: EngineProps) {
  const play = useOneAtATime(items, answer, done);
  return (
    <div className="grid gap-4" data-testid="fill-the-blank">
      <Position index={play.index} total={items.length} />
      <Prompt item={play.item} />
      {play.verdict ? (
        <FeedbackBar verdict={play.verdict} onNext={play.next} isLast={play.isLast} />
      ) : (
        <AnswerInput
          key={play.index}
          item={play.item}
          typedOnly
          disabled={play.pending}
          onAnswer={(t) => void play.submit(t)}
        />
      )}
      <AnswerError message={play.error} />
    </div>
  );
}
