import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, Circle, CircleCheck, PartyPopper } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-client";
import { isFeatureEnabled } from "@/lib/feature-flags";
import { nextStepPath, nextStepQueryOptions } from "@/shared/progress/get-next-step";
import { progressKeys } from "@/shared/progress/keys";
import { emitRewardsEarned } from "@/shared/rewards-events";
import { completeMaterial, completeMaterialKey } from "../api/complete-material";
import { completionConfigQueryOptions } from "../api/get-completion-config";
import type { MaterialProgress } from "../types";

interface Requirement {
  label: string;
  isMet: boolean;
  /** The part of the page that meets it. */
  target: { href: string; label: string };
}

const TO_CARDS = { href: "#lesson-cards", label: "Go to the cards" };
const TO_QUESTIONS = { href: "#practice-heading", label: "Go to the questions" };

/** What completing takes, as far as the page can tell; the server decides (its 409 lists what's missing). */
function requirementsFor(
  progress: MaterialProgress | null,
  totals: { cards: number; questions: number },
  config: { require_all_cards: boolean; min_questions_answered: number; min_accuracy: number } | undefined,
): Requirement[] {
  const cardsSeen = progress?.cards_seen.length ?? 0;
  const answered = progress?.unique_questions_answered ?? 0;
  const requireAllCards = config?.require_all_cards ?? isFeatureEnabled("strict_deck_completion");
  const minQuestions = config?.min_questions_answered ?? totals.questions;
  const list: Requirement[] = [];
  if (requireAllCards && totals.cards > 0) {
    list.push({
      label: `See every card (${Math.min(cardsSeen, totals.cards)} of ${totals.cards})`,
      isMet: cardsSeen >= totals.cards,
      target: TO_CARDS,
    });
  }
  if (minQuestions > 0) {
    list.push({
      label:
        minQuestions >= totals.questions
          ? `Answer every question (${Math.min(answered, minQuestions)} of ${minQuestions})`
          : `Answer at least ${minQuestions} questions (${Math.min(answered, minQuestions)} so far)`,
      isMet: answered >= minQuestions,
      target: TO_QUESTIONS,
    });
  }
  if (config && config.min_accuracy > 0) {
    list.push({
      label: `Reach ${config.min_accuracy}% accuracy (now ${Math.round(progress?.accuracy_pct ?? 0)}%)`,
      isMet: (progress?.accuracy_pct ?? 0) >= config.min_accuracy,
      target: TO_QUESTIONS,
    });
  }
  return list;
}

/**
 * Completing a material (spec 4.4, 7.5): the checklist of what is still needed (strict deck
 * completion on by default), each item taking the student to the part of the page that meets it;
 * the lesson completes by itself once everything is met (issue 9: no button to hunt for), with
 * the server's list of what is missing on a 409, and on success a celebration with the XP while the
 * shell's wallet refreshes (rewards-earned) and the next step.
 */
export function CompleteMaterial({
  materialId,
  studentId,
  progress,
  totalCards,
  totalQuestions,
}: {
  materialId: number;
  studentId: number | null;
  progress: MaterialProgress | null;
  totalCards: number;
  totalQuestions: number;
}) {
  const queryClient = useQueryClient();
  const config = useQuery({
    ...completionConfigQueryOptions(materialId, studentId),
    enabled: studentId !== null,
  });
  const mutation = useMutation({
    mutationKey: completeMaterialKey(materialId),
    mutationFn: () => completeMaterial(materialId, studentId),
    onSuccess: (response) => {
      queryClient.setQueryData(progressKeys.material(materialId, studentId), response.progress);
      void queryClient.invalidateQueries({ queryKey: nextStepQueryOptions(studentId).queryKey });
      const { awarded, levelUps, streakMilestones } = response.xp;
      emitRewardsEarned({ awarded, levelUps, streakMilestones });
      const extras = [
        ...levelUps.map((level) => `Level ${level} reached!`),
        ...streakMilestones.map((days) => `${days}-day streak!`),
      ];
      toast({
        variant: "celebration",
        title: response.xp.duplicate ? "Material complete" : `Material complete! +${awarded} XP`,
        description:
          extras.join(" ") ||
          (response.xp.duplicate ? "You already earned the XP for this one." : "Well done."),
      });
    },
  });

  const requirements = requirementsFor(
    progress,
    { cards: totalCards, questions: totalQuestions },
    config.data,
  );
  const isCompleted = progress?.is_completed === true;
  const isAllMet = requirements.length > 0 && requirements.every((r) => r.isMet);
  const hasTried = useRef(false);
  useEffect(() => {
    if (isCompleted || !isAllMet || studentId === null || hasTried.current) return;
    hasTried.current = true;
    mutation.mutate();
  }, [isCompleted, isAllMet, studentId, mutation]);
  const missing =
    mutation.error && isApiError(mutation.error, 409) ? Object.values(mutation.error.details).flat() : [];

  if (isCompleted) {
    const earned = mutation.data && !mutation.data.xp.duplicate ? mutation.data.xp.awarded : null;
    return (
      <div
        className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
        data-testid="material-completed"
      >
        <div className="flex items-start gap-3">
          <PartyPopper aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">
              {earned !== null ? `Lesson complete! +${earned} XP` : "Material completed"}
            </p>
            {progress?.completed_at && (
              <p>
                Finished on{" "}
                {new Date(progress.completed_at).toLocaleDateString(undefined, { dateStyle: "medium" })}.
              </p>
            )}
          </div>
        </div>
        <NextStepLink studentId={studentId} />
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      {requirements.length > 0 && (
        <ul className="grid gap-1.5 text-sm" aria-label="To complete this material">
          {requirements.map((r) => (
            <li key={r.label} className="flex items-center gap-2">
              {r.isMet ? (
                <CircleCheck aria-hidden className="size-4 text-emerald-600" />
              ) : (
                <Circle aria-hidden className="size-4 text-slate-400" />
              )}
              <span className={r.isMet ? "text-slate-500" : "text-slate-800"}>
                {r.label}
                <span className="sr-only">{r.isMet ? " (done)" : " (to do)"}</span>
              </span>
              {!r.isMet && (
                <a
                  href={r.target.href}
                  className="ml-auto shrink-0 font-medium text-brand-700 hover:underline"
                >
                  {r.target.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {requirements.length > 0 && !isAllMet && (
        <p className="text-xs text-slate-600">
          The lesson completes by itself as soon as everything is done.
        </p>
      )}
      {(requirements.length === 0 || (mutation.isError && !isApiError(mutation.error, 409))) && (
        <Button onClick={() => mutation.mutate()} isBusy={mutation.isPending} busyLabel="Completing…">
          Complete material
        </Button>
      )}
      {mutation.isPending && requirements.length > 0 && (
        <p role="status" className="text-sm text-slate-600">
          Completing the lesson…
        </p>
      )}
      {mutation.isError &&
        (missing.length > 0 ? (
          <Alert tone="info" title="Not finished yet">
            <ul className="list-disc pl-4" data-testid="completion-missing">
              {missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </Alert>
        ) : (
          <Alert tone="error" title="Failed to complete material">
            {mutation.error.message}
          </Alert>
        ))}
    </div>
  );
}

/** After a lesson: the one next step (issue 9), so finishing never ends in a dead end. */
function NextStepLink({ studentId }: { studentId: number | null }) {
  const next = useQuery(nextStepQueryOptions(studentId));
  if (!next.data) return null;
  const step = next.data.next_step;
  const label =
    step.kind === "continue" || step.kind === "start" || step.kind === "next"
      ? `Next: ${step.title}`
      : step.kind === "review"
        ? "Next: review what you've learned"
        : step.kind === "onboarding"
          ? "Next: finish getting started"
          : "Next: find something new in the library";
  return (
    <Link
      to={nextStepPath(step, studentId)}
      data-testid="next-step-link"
      className="inline-flex w-fit items-center gap-2 rounded-md bg-emerald-700 px-3 py-2 font-semibold text-white hover:bg-emerald-800"
    >
      {label}
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}
