import type { LearnerQuestion } from "@app/contract/learning";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, CircleCheck, CircleX, SkipForward, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { toast } from "@/components/ui/toast-store";
import { queryRoots } from "@/lib/query-keys";
import { withStudentId } from "@/lib/student-query";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import { PracticeQuestionCard } from "@/shared/practice/practice-question";
import { type RecordedAttempt, recordQuestionAttempt } from "@/shared/practice/record-question-attempt";
import { revealAnswer } from "@/shared/practice/reveal-answer";
import { thinkingChamberHref } from "@/shared/practice/wrong-answer-help";
import { nextStepPath, nextStepQueryOptions } from "@/shared/progress/get-next-step";
import { emitRewardsEarned } from "@/shared/rewards-events";
import { finishAnswerSet } from "../api/finish-answer-set";

/** One question of a session, from a material (a practice item or a due review card). */
export interface SessionItem {
  key: string;
  materialId: number;
  materialTitle: string;
  question: LearnerQuestion;
  isReview: boolean;
}

interface ItemResult {
  attempts: RecordedAttempt[];
  isSkipped: boolean;
}

type Kind = "practice" | "review";

const isRightFirstTime = (result: ItemResult | undefined) => result?.attempts[0]?.is_correct === true;
const isRightInTheEnd = (result: ItemResult | undefined) =>
  result?.attempts.some((a) => a.is_correct) ?? false;

/**
 * A practice or review session over an answer set the server opened (`setId`, its `items`): one
 * question at a time, each judged and recorded by the server in the set; a running score (right
 * first time); at the end a summary and the set's XP (POST /api/answer-sets/{id}/finish), which the
 * server counts from its own record, celebrated with a toast while the shell's wallet refreshes.
 */
export function PracticeSession({
  setId,
  items,
  kind,
  studentId,
  onFinished,
}: {
  setId: string;
  items: SessionItem[];
  kind: Kind;
  studentId: number | null;
  onFinished?: () => void;
}) {
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<Record<string, ItemResult>>({});
  const [isDone, setIsDone] = useState(false);

  const attemptIds = Object.values(results).flatMap((r) => r.attempts.map((a) => a.id));
  const finish = useMutation({
    mutationFn: () => finishAnswerSet({ setId, studentId }),
    onSuccess: (response) => {
      const xp = response.xp;
      if (response.awarded > 0 && !response.duplicate) {
        emitRewardsEarned({
          awarded: response.awarded,
          levelUps: xp?.levelUps ?? [],
          streakMilestones: xp?.streakMilestones ?? [],
        });
        const extras = [
          ...(xp?.levelUps ?? []).map((level) => `Level ${level} reached!`),
          ...(xp?.streakMilestones ?? []).map((days) => `${days}-day streak!`),
        ];
        toast({
          variant: "celebration",
          title: `${kind === "review" ? "Review" : "Practice"} done! +${response.awarded} XP`,
          description: extras.join(" ") || undefined,
        });
      }
      void queryClient.invalidateQueries({ queryKey: queryRoots.reviewDue });
      void queryClient.invalidateQueries({ queryKey: queryRoots.materialProgress });
      onFinished?.();
    },
  });

  const hasFinished = useRef(false);
  useEffect(() => {
    if (!isDone || hasFinished.current || attemptIds.length === 0) return;
    hasFinished.current = true;
    finish.mutate();
  }, [isDone, attemptIds.length, finish]);

  const item = items[index];
  const answered = items.filter((i) => (results[i.key]?.attempts.length ?? 0) > 0);
  const score = answered.filter((i) => isRightFirstTime(results[i.key])).length;

  const next = () => {
    if (index + 1 >= items.length) setIsDone(true);
    else setIndex(index + 1);
  };
  const skip = () => {
    if (!item) return;
    setResults((all) => ({
      ...all,
      [item.key]: { attempts: all[item.key]?.attempts ?? [], isSkipped: true },
    }));
    next();
  };

  if (isDone || !item) {
    return (
      <SessionSummary
        items={items}
        results={results}
        score={score}
        kind={kind}
        finishState={
          attemptIds.length === 0
            ? "nothing"
            : finish.isSuccess
              ? "done"
              : finish.isError
                ? "failed"
                : "pending"
        }
        awarded={finish.data?.awarded ?? 0}
        error={finish.error}
        onRetry={() => finish.mutate()}
        studentId={studentId}
      />
    );
  }

  const result = results[item.key];
  const hasAnswer = (result?.attempts.length ?? 0) > 0;
  const isLast = index + 1 >= items.length;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
          <span data-testid="session-position">
            Question {index + 1} of {items.length}
          </span>
          {answered.length > 0 && (
            <span data-testid="session-score" aria-live="polite" className="font-medium text-emerald-700">
              {score} right first time
            </span>
          )}
        </div>
        <ProgressBar
          value={index}
          max={items.length}
          label="Session progress"
          valueText={`${index} of ${items.length} answered`}
        />
      </div>
      <Card data-testid="session-item" data-material-id={item.materialId}>
        <CardContent className="grid gap-3">
          <p className="text-sm text-slate-500">From: {item.materialTitle}</p>
          <PracticeQuestionCard
            key={item.key}
            question={item.question}
            isReview={item.isReview}
            hasPageKeys
            autoFocus
            record={(attempt) =>
              recordQuestionAttempt(item.materialId, studentId, {
                question_id: item.question.id,
                ...attempt,
                mode: kind === "review" || item.isReview ? "review" : "practice",
                answer_set_id: setId,
              }).then((response) => response.attempt)
            }
            reveal={() => revealAnswer(item.materialId, studentId, item.question.id)}
            thinkingChamberHref={thinkingChamberHref(item.materialId, item.question.id)}
            onRecorded={(attempt) =>
              setResults((all) => ({
                ...all,
                [item.key]: { attempts: [...(all[item.key]?.attempts ?? []), attempt], isSkipped: false },
              }))
            }
            afterAnswer={
              <Button onClick={next} className="w-fit" autoFocus>
                {isLast ? "See results" : "Next question"}
                <ArrowRight aria-hidden className="size-4" />
              </Button>
            }
          />
          {!hasAnswer && (
            <Button variant="ghost" size="sm" className="w-fit text-slate-600" onClick={skip}>
              <SkipForward aria-hidden className="size-4" />
              Skip
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function SessionSummary({
  items,
  results,
  score,
  kind,
  finishState,
  awarded,
  error,
  onRetry,
  studentId,
}: {
  studentId: number | null;
  items: SessionItem[];
  results: Record<string, ItemResult>;
  score: number;
  kind: Kind;
  finishState: "nothing" | "pending" | "done" | "failed";
  awarded: number;
  error: Error | null;
  onRetry: () => void;
}) {
  const answeredCount = items.filter((i) => (results[i.key]?.attempts.length ?? 0) > 0).length;
  const missed = items.filter((i) => !isRightFirstTime(results[i.key]));
  return (
    <Card data-testid="session-summary">
      <CardContent className="grid gap-5">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold text-slate-900">
            {kind === "review" ? "Review finished" : "Practice finished"}
          </h2>
          <p className="text-slate-700">
            {answeredCount === 0
              ? "You skipped every question. Nothing was recorded."
              : `You got ${score} of ${answeredCount} right first time.`}
          </p>
          {finishState === "pending" && <p className="text-sm text-slate-500">Adding up your XP…</p>}
          {finishState === "done" && (
            <p className="flex items-center gap-1.5 font-medium text-amber-800" data-testid="session-xp">
              <Sparkles aria-hidden className="size-4" />
              {awarded > 0 ? `+${awarded} XP earned` : "No new XP for this session."}
            </p>
          )}
          {finishState === "failed" && (
            <Alert tone="error" title="Your XP was not added yet">
              <p>{error?.message}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
                Try again
              </Button>
            </Alert>
          )}
        </div>
        <SummaryNextSteps missed={missed} studentId={studentId} />
        <ol className="grid gap-2">
          {items.map((item, index) => {
            const result = results[item.key];
            const isAnswered = (result?.attempts.length ?? 0) > 0;
            const isFirst = isRightFirstTime(result);
            const isLater = !isFirst && isRightInTheEnd(result);
            return (
              <li
                key={item.key}
                className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
              >
                {isFirst || isLater ? (
                  <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                ) : (
                  <CircleX
                    aria-hidden
                    className={
                      isAnswered
                        ? "mt-0.5 size-4 shrink-0 text-red-600"
                        : "mt-0.5 size-4 shrink-0 text-slate-400"
                    }
                  />
                )}
                <div className="grid min-w-0 flex-1 gap-1">
                  <MathMarkdown source={item.question.question} className="text-slate-900" />
                  <p className="text-xs text-slate-500">
                    {index + 1}. {item.materialTitle} ·{" "}
                    {!isAnswered
                      ? "Skipped"
                      : isFirst
                        ? "Right first time"
                        : isLater
                          ? "Right after another try"
                          : "Not right yet"}
                  </p>
                </div>
                {item.isReview && <Badge tone="warning">Review</Badge>}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

/**
 * Where a finished session leads (issue 9): the misses again, by their lessons' practice, and the
 * one next step the dashboard also shows.
 */
function SummaryNextSteps({ missed, studentId }: { missed: SessionItem[]; studentId: number | null }) {
  const next = useQuery(nextStepQueryOptions(studentId));
  const missedLesson = missed[0];
  const step = next.data?.next_step;
  return (
    <nav aria-label="What next" className="flex flex-wrap gap-2" data-testid="session-next">
      {missedLesson && (
        <Link
          to={withStudentId(`/student/practice/${missedLesson.materialId}`, studentId)}
          className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
        >
          Practise the misses ({missed.length})
        </Link>
      )}
      {step && (
        <Link
          to={nextStepPath(step, studentId)}
          className="inline-flex h-10 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          {step.kind === "review"
            ? "Next: review"
            : step.kind === "onboarding"
              ? "Next: tell us about yourself"
              : step.kind === "explore"
                ? "Next: find something new"
                : `Next: ${step.title}`}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </nav>
  );
}
