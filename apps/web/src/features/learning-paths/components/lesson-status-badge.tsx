import { badgeLabel, type DisplayStatus, displayStatus } from "@app/domain/progress-status";
import { Badge } from "@/components/ui/badge";
import type { PathLessonProgress } from "../api/types";

const TONE: Record<DisplayStatus, "neutral" | "brand" | "success" | "danger"> = {
  not_started: "neutral",
  in_progress: "brand",
  completed: "success",
  mastered: "success",
  overdue: "danger",
};

/** A lesson's display status (spec 4.5), from the domain's rules. */
export function lessonStatus(progress: PathLessonProgress | null | undefined): DisplayStatus {
  if (!progress) return "not_started";
  return displayStatus({
    isCompleted: progress.is_completed,
    accuracyPct: progress.accuracy_pct,
    masteryStatus: progress.mastery_status,
  });
}

/** The spec's badge for a lesson: Not Started, In Progress, Completed, Mastered, or Expert/Advanced by accuracy. */
export function LessonStatusBadge({ progress }: { progress: PathLessonProgress | null | undefined }) {
  const status = lessonStatus(progress);
  return <Badge tone={TONE[status]}>{badgeLabel(status, progress?.accuracy_pct ?? 0)}</Badge>;
}
