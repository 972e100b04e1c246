import { badgeLabel, displayStatus, evidencedMasteryLevel } from "@app/domain/progress-status";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import type { MaterialProgress } from "../types";

const BADGE_TONES: Record<string, "neutral" | "brand" | "success" | "warning" | "danger"> = {
  Expert: "success",
  Advanced: "success",
  Mastered: "success",
  Completed: "success",
  "In Progress": "brand",
  Overdue: "danger",
  "Not Started": "neutral",
};

function Meter({ label, value, max, testId }: { label: string; value: number; max: number; testId: string }) {
  const pct = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-600">{label}</span>
        <span className="font-semibold text-slate-900" data-testid={testId}>
          {value} / {max}
        </span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden>
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/**
 * The student's progress on a material (spec 3, 4.5): accuracy, the badge and mastery level by the
 * domain's display rules, cards seen and questions answered.
 */
export function ProgressPanel({
  progress,
  totalCards,
  totalQuestions,
  isLoading,
  error = null,
}: {
  progress: MaterialProgress | null;
  totalCards: number;
  totalQuestions: number;
  isLoading: boolean;
  error?: Error | null;
}) {
  if (error && !progress) {
    return (
      <Alert tone="error" title="Failed to fetch progress">
        {error.message}
      </Alert>
    );
  }
  if (isLoading && !progress) {
    return (
      <div role="status" aria-label="Loading your progress" className="grid gap-3">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  const accuracy = progress?.accuracy_pct ?? 0;
  const status = displayStatus({
    isCompleted: progress?.is_completed ?? false,
    accuracyPct: accuracy,
    masteryStatus: progress?.mastery_status ?? null,
  });
  const badge = badgeLabel(status, accuracy);
  // A level only once every question has been answered, from the accuracy shown (issue 9).
  const level = progress
    ? evidencedMasteryLevel({
        uniqueAnswered: progress.unique_questions_answered,
        totalQuestions: totalQuestions,
        accuracyPct: accuracy,
      })
    : null;
  return (
    <div className="grid gap-4" data-testid="progress-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Your progress</h2>
        <Badge tone={BADGE_TONES[badge] ?? "neutral"} data-testid="mastery-badge">
          {badge}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Accuracy</dt>
          <dd className="text-2xl font-semibold text-slate-900" data-testid="accuracy">
            {progress && progress.total_questions_answered > 0 ? `${Math.round(accuracy)}%` : "–"}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Mastery</dt>
          <dd className="text-base font-semibold text-slate-900 capitalize">
            {level ?? (progress && progress.unique_questions_answered > 0 ? "Still learning" : "Not started")}
          </dd>
        </div>
      </dl>
      <Meter
        label="Cards seen"
        value={progress?.cards_seen.length ?? 0}
        max={totalCards}
        testId="cards-seen"
      />
      <Meter
        label="Questions answered"
        value={progress?.unique_questions_answered ?? 0}
        max={totalQuestions}
        testId="questions-answered"
      />
      {progress && progress.hints_used > 0 && (
        <p className="text-xs text-slate-500">Hints used: {progress.hints_used}</p>
      )}
    </div>
  );
}
