/** Why a tutor's dashboard lists a student under "needs attention" (issue 12). */
export type AttentionReason = "overdue_work" | "inactive" | "low_accuracy";

/** Days without an answer after which a student counts as inactive. */
export const INACTIVE_AFTER_DAYS = 7;
/** Below this share of right answers (percent) over the last week, accuracy is low... */
export const LOW_ACCURACY_PERCENT = 60;
/** ...provided the week holds at least this many answers (a few slips are not a pattern). */
export const LOW_ACCURACY_MIN_ATTEMPTS = 5;

export interface AttentionFacts {
  now: Date;
  lastActiveAt: Date | null;
  attemptsLastWeek: number;
  correctLastWeek: number;
  overdueAssignments: number;
}

/** Accuracy in whole percent, or null when there is nothing to judge. */
export function accuracyPercent(correct: number, attempts: number): number | null {
  return attempts > 0 ? Math.round((correct / attempts) * 100) : null;
}

/**
 * The reasons a student needs their tutor's attention, in a fixed order: work past its due date,
 * no answer for a week (or ever), or a week of mostly wrong answers.
 */
export function decideAttention(facts: AttentionFacts): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (facts.overdueAssignments > 0) reasons.push("overdue_work");
  const inactiveSince = facts.now.getTime() - INACTIVE_AFTER_DAYS * 86_400_000;
  if (!facts.lastActiveAt || facts.lastActiveAt.getTime() < inactiveSince) reasons.push("inactive");
  const accuracy = accuracyPercent(facts.correctLastWeek, facts.attemptsLastWeek);
  if (
    facts.attemptsLastWeek >= LOW_ACCURACY_MIN_ATTEMPTS &&
    accuracy !== null &&
    accuracy < LOW_ACCURACY_PERCENT
  )
    reasons.push("low_accuracy");
  return reasons;
}
