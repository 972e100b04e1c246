/** Progress display rules (spec 4.5): statuses, mastery levels, badges and batch classification. */

export type DisplayStatus = "not_started" | "in_progress" | "completed" | "mastered" | "overdue";
export type MasteryLevel = "expert" | "advanced" | "proficient" | "basic";
/** The mastery status a material's progress carries (derived from attempts). */
export type MasteryStatus = "not_started" | "learning" | "proficient" | "mastered";

/** Accuracy thresholds (percent) of the mastery levels: 95 expert, 85 advanced, 75 proficient, 60 basic. */
export const MASTERY_THRESHOLDS: readonly { level: MasteryLevel; min: number }[] = [
  { level: "expert", min: 95 },
  { level: "advanced", min: 85 },
  { level: "proficient", min: 75 },
  { level: "basic", min: 60 },
];

const LEVELS = new Set<string>(["expert", "advanced", "proficient", "basic"]);

/** The mastery level: from a mastery status that names a level, else from accuracy; null below 60. */
export function masteryLevel(
  masteryStatus: string | null | undefined,
  accuracyPct: number | null | undefined,
): MasteryLevel | null {
  if (masteryStatus && LEVELS.has(masteryStatus)) return masteryStatus as MasteryLevel;
  if (masteryStatus === "mastered") return "expert";
  if (accuracyPct == null || Number.isNaN(accuracyPct)) return null;
  return MASTERY_THRESHOLDS.find((t) => accuracyPct >= t.min)?.level ?? null;
}

export interface StatusInput {
  isCompleted: boolean;
  accuracyPct: number;
  masteryStatus?: string | null;
  dueDate?: Date | string | null;
  now?: Date;
}

/**
 * The display status: overdue if past due and not complete; completed becomes mastered when the
 * mastery status is mastered or the level is expert; in progress when accuracy is above 0; else
 * not started.
 */
export function displayStatus(input: StatusInput): DisplayStatus {
  const now = input.now ?? new Date();
  if (!input.isCompleted && input.dueDate && new Date(input.dueDate).getTime() < now.getTime())
    return "overdue";
  if (input.isCompleted) {
    const level = masteryLevel(input.masteryStatus, input.accuracyPct);
    return input.masteryStatus === "mastered" || level === "expert" ? "mastered" : "completed";
  }
  if (input.accuracyPct > 0) return "in_progress";
  return "not_started";
}

/** The badge label: Expert (95+) and Advanced (85+) by accuracy where earned, else by status. */
export function badgeLabel(status: DisplayStatus, accuracyPct: number): string {
  if (status === "completed" || status === "mastered" || status === "in_progress") {
    if (accuracyPct >= 95 && status !== "in_progress") return "Expert";
    if (accuracyPct >= 85 && status !== "in_progress") return "Advanced";
  }
  switch (status) {
    case "mastered":
      return "Mastered";
    case "completed":
      return "Completed";
    case "in_progress":
      return "In Progress";
    case "overdue":
      return "Overdue";
    default:
      return "Not Started";
  }
}

export interface BatchInput {
  attempts: number;
  accuracyPct: number;
  isCompleted: boolean;
  masteryStatus?: string | null;
}

/**
 * The batch classification of attempts: none gives not started; otherwise in progress, completed or
 * mastered, with a mastery level high (mastered), medium (80+) or low (50+).
 */
export function classifyAttempts(input: BatchInput): {
  status: DisplayStatus;
  mastery: "high" | "medium" | "low" | null;
} {
  if (input.attempts <= 0) return { status: "not_started", mastery: null };
  const isMastered = input.masteryStatus === "mastered";
  const status: DisplayStatus = isMastered ? "mastered" : input.isCompleted ? "completed" : "in_progress";
  const mastery = isMastered
    ? "high"
    : input.accuracyPct >= 80
      ? "medium"
      : input.accuracyPct >= 50
        ? "low"
        : null;
  return { status, mastery };
}

/** Whole-percent accuracy of correct out of answered; 0 when nothing was answered. */
export function accuracyPercent(correct: number, answered: number): number {
  return answered > 0 ? Math.round((correct / answered) * 1000) / 10 : 0;
}

/**
 * The mastery status of a material from its attempts: not started without attempts; mastered when
 * every question has been answered right and unique-question accuracy is 95 or more; proficient at
 * 75 or more; else learning.
 */
export function masteryStatusOf(input: {
  uniqueAnswered: number;
  uniqueCorrect: number;
  totalQuestions: number;
}): MasteryStatus {
  if (input.uniqueAnswered === 0) return "not_started";
  const uniqueAccuracy = accuracyPercent(
    input.uniqueCorrect,
    Math.max(input.totalQuestions, input.uniqueAnswered),
  );
  if (input.uniqueAnswered >= input.totalQuestions && uniqueAccuracy >= 95) return "mastered";
  if (uniqueAccuracy >= 75) return "proficient";
  return "learning";
}

/**
 * The mastery level a page may show (issue 9: no "Expert" before enough evidence): none until
 * every question of the material has been answered, then the level of spec 4.5 from the same
 * accuracy the page shows.
 */
export function evidencedMasteryLevel(input: {
  uniqueAnswered: number;
  totalQuestions: number;
  accuracyPct: number;
}): MasteryLevel | null {
  if (input.totalQuestions <= 0 || input.uniqueAnswered < input.totalQuestions) return null;
  return masteryLevel(null, input.accuracyPct);
}
