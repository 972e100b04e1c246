import type { LearnerQuestion } from "@app/contract/learning";
import { Shuffle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import type { RecordedAttempt } from "./record-question-attempt";

/** What a teacher says after a wrong answer: the right answer, how to get there, and what to do next. */
export function WrongAnswerHelp({
  attempt,
  question,
  similarHref,
  onTryAgain,
}: {
  attempt: RecordedAttempt;
  question: LearnerQuestion;
  similarHref: string | undefined;
  onTryAgain: () => void;
}) {
  const option = question.options?.find((o) => o.id === attempt.correct_answer);
  const answer = option?.text ?? attempt.correct_answer;
  const step = attempt.explanation ?? question.hint ?? null;
  return (
    <div
      className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
      data-testid="correct-answer"
    >
      {answer && (
        <p>
          <span className="font-semibold">The answer: </span>
          <MathMarkdown source={answer} inline />
        </p>
      )}
      {step && (
        <div className="grid gap-0.5">
          <span className="font-semibold">How to get there</span>
          <MathMarkdown source={step} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onTryAgain}>
          Try again
        </Button>
        {similarHref && (
          <Link
            to={similarHref}
            className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-100"
          >
            <Shuffle aria-hidden className="size-4" />
            Try a similar one
          </Link>
        )}
      </div>
    </div>
  );
}
