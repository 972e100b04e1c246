import { badgeLabel, type DisplayStatus, displayStatus } from "@app/domain/progress-status";
import { Badge } from "@/components/ui/badge";
import type { MaterialProgress } from "../api/get-batch-progress";

const TONE: Record<DisplayStatus, "neutral" | "brand" | "success" | "danger"> = {
  not_started: "neutral",
  in_progress: "brand",
  completed: "success",
  mastered: "success",
  overdue: "danger",
};

/**
 * A material's progress as the spec's badge (spec 4.5: status, then Expert/Advanced by accuracy).
 * Nothing for a material not started yet, so that the badges that show mean something.
 */
export function MasteryBadge({ progress }: { progress: MaterialProgress }) {
  const status = displayStatus({
    isCompleted: progress.is_completed,
    accuracyPct: progress.accuracy_pct,
    masteryStatus: progress.mastery_status,
  });
  if (status === "not_started") return null;
  const label = badgeLabel(status, progress.accuracy_pct);
  return (
    <Badge tone={TONE[status]} title={`${label}: ${Math.round(progress.accuracy_pct)}% accuracy`}>
      {label}
    </Badge>
  );
}
