/**
 * The one "what next" a student sees first (issue 9): a single rule chosen from onboarding, the
 * lesson they left half-way, the review schedule and their learning path, so the dashboard's
 * "Continue" card, the end of onboarding and the end of a lesson all point the same way.
 */

/** A started lesson: at least one answer or seen card recorded, not completed. */
export interface StartedLesson {
  materialId: number;
  title: string;
  /** When the student last worked on it (ISO). */
  lastActivityAt: string;
}

/** The first lesson of the student's best-matching path that is not completed yet. */
export interface PathLesson {
  materialId: number;
  title: string;
  pathId: number;
  pathTitle: string;
}

export interface NextStepInput {
  /** The learner has not answered the getting-started questions yet. */
  needsOnboarding: boolean;
  started: readonly StartedLesson[];
  /**
   * Finished lessons the knowledge estimate does not call known yet (learning-policy.ts
   * `lessonPhase` "practise"), most recently worked on first.
   */
  toPractise?: readonly StartedLesson[];
  /** Lessons due for review now (learning-policy.ts `dueLessons`). */
  reviewDue: number;
  pathLesson: PathLesson | null;
  /** Whether the student has ever answered anything. */
  hasActivity: boolean;
  now: Date;
}

export type NextStep =
  | { kind: "onboarding" }
  | { kind: "continue"; materialId: number; title: string }
  | { kind: "review"; dueCount: number }
  | { kind: "practise"; materialId: number; title: string }
  | { kind: "start"; materialId: number; title: string; pathId: number; pathTitle: string }
  | { kind: "next"; materialId: number; title: string; pathId: number; pathTitle: string }
  | { kind: "explore" };

/**
 * Review jumps ahead of practice and new lessons once this many lessons are due (issue 28: a
 * lesson's review waits for nothing, so it comes when recall is near 90 %, as FSRS schedules it;
 * before, it waited for 10 due questions).
 */
export const REVIEW_FIRST_AT = 1;
/** A lesson left longer ago than this no longer counts as "the one you were doing". */
export const CONTINUE_WITHIN_DAYS = 14;

const DAY_MS = 86_400_000;

/**
 * Chooses the next step: onboarding first; then the most recently worked-on unfinished lesson
 * (within 14 days); then review when a lesson is due; then practice of a finished lesson not yet
 * known; then the next lesson of the path ("start" before any activity); else exploring the library.
 */
export function chooseNextStep(input: NextStepInput): NextStep {
  if (input.needsOnboarding) return { kind: "onboarding" };
  const recent = [...input.started]
    .filter(
      (s) => input.now.getTime() - new Date(s.lastActivityAt).getTime() <= CONTINUE_WITHIN_DAYS * DAY_MS,
    )
    .sort((a, b) => new Date(b.lastActivityAt).getTime() - new Date(a.lastActivityAt).getTime());
  const latest = recent[0];
  if (latest) return { kind: "continue", materialId: latest.materialId, title: latest.title };
  if (input.reviewDue >= REVIEW_FIRST_AT) return { kind: "review", dueCount: input.reviewDue };
  const practise = input.toPractise?.[0];
  if (practise) return { kind: "practise", materialId: practise.materialId, title: practise.title };
  if (input.pathLesson) return { kind: input.hasActivity ? "next" : "start", ...input.pathLesson };
  return { kind: "explore" };
}

/** What the server knows about why a step was chosen. */
export interface NextStepFacts {
  /** For a review: when the longest-waiting due question was last practised. */
  lastPractisedAt?: Date | null;
  /** For "continue": when the student last worked on the lesson. */
  lastActivityAt?: Date | null;
  /** For "start"/"next": the lesson's place on its path (1-based) and the path's length. */
  pathPosition?: { index: number; count: number } | null;
}

/** "today", "yesterday", "6 days ago", by whole days between two times. */
export function howLongAgo(then: Date, now: Date): string {
  const days = Math.floor((now.getTime() - then.getTime()) / DAY_MS);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  return `${days} days ago`;
}

/**
 * Why the next step was chosen, in one sentence the student reads on the Continue card
 * (issue 28), e.g. "Review: you last practised this 6 days ago".
 */
export function explainNextStep(step: NextStep, facts: NextStepFacts, now: Date): string {
  switch (step.kind) {
    case "onboarding":
      return "Why this: a few questions first, so the lessons fit you.";
    case "continue":
      return facts.lastActivityAt
        ? `Why this: you started this lesson ${howLongAgo(facts.lastActivityAt, now)} and it isn't finished yet.`
        : "Why this: you started this lesson and it isn't finished yet.";
    case "review":
      return facts.lastPractisedAt
        ? `Review: you last practised this ${howLongAgo(facts.lastPractisedAt, now)}`
        : "Review: these questions are due now";
    case "start":
    case "next": {
      const where = facts.pathPosition
        ? `lesson ${facts.pathPosition.index} of ${facts.pathPosition.count} on ${step.pathTitle}`
        : `the next lesson on ${step.pathTitle}`;
      return step.kind === "start"
        ? `Why this: it is ${where}, the place to begin.`
        : `Why this: it is ${where}, after the ones you have finished.`;
    }
    case "practise":
      return "Why this: you finished this lesson, and a little more practice will make it stick.";
    case "explore":
      return "Why this: nothing is due for review and your path is finished.";
  }
}
