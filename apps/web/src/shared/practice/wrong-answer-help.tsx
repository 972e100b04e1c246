import { isFeatureOn } from "@app/contract/features";
import type { LearnerQuestion } from "@app/contract/learning";
import { MISSES_BEFORE_ANSWER } from "@app/domain/answer-reveal";
import { Brain, Eye, Shuffle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { isFeatureEnabled } from "@/lib/feature-flags";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import type { RecordedAttempt } from "./record-question-attempt";
import type { RevealedAnswer } from "./reveal-answer";

const NO_SIMILAR = "This lesson has no other question like it yet.";

/** The thinking chamber of a question (spec 2.6, issue 24). */
export function thinkingChamberHref(materialId: number, questionId: string): string {
  return `/test/thinking-chamber?${new URLSearchParams({ material: String(materialId), question: questionId })}`;
}

/**
 * What a teacher says after a wrong answer (issue 21): first the step to try (the hint), and the
 * answer only after a second try or when asked for; then what to do next. The server decides
 * when the answer is shown and sends it only then.
 */
export function WrongAnswerHelp({
  attempt,
  question,
  revealed,
  onReveal,
  onTrySimilar,
  onTryAgain,
  thinkingChamberHref: chamberHref,
}: {
  attempt: RecordedAttempt;
  question: LearnerQuestion;
  /** The answer the student asked for, once the server sent it. */
  revealed: RevealedAnswer | null;
  /** Asks the server for the answer (recorded as shown); none where the page cannot. */
  onReveal?: () => Promise<void>;
  /** Offers a fresh question of the same lesson; false when the lesson has no other. */
  onTrySimilar?: () => Promise<boolean>;
  onTryAgain: () => void;
  /** After two wrong answers the tutor offers the thinking chamber (flag `thinking_chamber`). */
  thinkingChamberHref?: string;
}) {
  const [busy, setBusy] = useState<"reveal" | "similar" | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const isShown = attempt.answer_shown || revealed !== null;
  const rawAnswer = revealed?.correct_answer ?? attempt.correct_answer;
  const option = question.options?.find((o) => o.id === rawAnswer);
  const answer = isShown ? (option?.text ?? rawAnswer) : "";
  const hint = attempt.hint ?? (question.hint || null);
  const step = isShown ? (revealed?.explanation ?? attempt.explanation ?? hint) : hint;

  const run = async (kind: "reveal" | "similar", action: () => Promise<unknown>) => {
    setBusy(kind);
    setNote(null);
    try {
      const result = await action();
      if (result === false) setNote(NO_SIMILAR);
    } catch (error) {
      setNote(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div
      className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
      data-testid={isShown ? "correct-answer" : "try-this-step"}
    >
      {answer && (
        <p>
          <span className="font-semibold">The answer: </span>
          <MathMarkdown source={answer} inline />
        </p>
      )}
      {step && (
        <div className="grid gap-0.5">
          <span className="font-semibold">{isShown ? "How to get there" : "Try this step"}</span>
          <MathMarkdown source={step} />
        </div>
      )}
      {!isShown && (
        <p className="text-slate-600">
          Have another go. The answer is shown after {MISSES_BEFORE_ANSWER} tries, or when you ask for it
          (then this question earns no XP today).
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onTryAgain}>
          Try again
        </Button>
        {!isShown && onReveal && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            isBusy={busy === "reveal"}
            busyLabel="Showing…"
            onClick={() => void run("reveal", onReveal)}
          >
            <Eye aria-hidden className="size-4" />
            Show the answer
          </Button>
        )}
        {chamberHref &&
          attempt.answer_shown &&
          isFeatureOn("ai_tutor") &&
          isFeatureEnabled("thinking_chamber") && (
            <Link to={chamberHref} className={buttonClasses({ variant: "outline", size: "sm" })}>
              <Brain aria-hidden className="size-4" />
              Think it through step by step
            </Link>
          )}
        {onTrySimilar && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            isBusy={busy === "similar"}
            busyLabel="Finding one…"
            onClick={() => void run("similar", onTrySimilar)}
          >
            <Shuffle aria-hidden className="size-4" />
            Try a similar one
          </Button>
        )}
      </div>
      {note && (
        <p role="status" className="text-slate-600">
          {note}
        </p>
      )}
    </div>
  );
}
