import type { AttentionReason } from "@app/contract/tutoring";
import { paths } from "@/lib/paths";

export const ATTENTION_LABELS: Record<AttentionReason, string> = {
  overdue_work: "Work overdue",
  inactive: "No practice this week",
  low_accuracy: "Struggling this week",
};

/** A lesson's or activity's time in the tutor's own locale and zone. */
export function formatWhen(iso: string | null, fallback = "—"): string {
  if (!iso) return fallback;
  return new Date(iso).toLocaleString(undefined, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
}

export const tutorStudentPath = paths.tutor.student;
