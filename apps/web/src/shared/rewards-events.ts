/** The browser event fired after XP or rewards were earned; the rewards widget refetches on it (spec 7.6). */
export const REWARDS_EARNED_EVENT = "rewards-earned";

/** What an XP-giving action may report; level-ups and streak milestones are celebrated. */
export interface RewardsEarnedDetail {
  awarded?: number;
  levelUps?: number[];
  streakMilestones?: number[];
}

/** Tells the shell that rewards changed (after onboarding, a persona completion, an answer set...). */
export function emitRewardsEarned(detail: RewardsEarnedDetail = {}): void {
  window.dispatchEvent(new CustomEvent<RewardsEarnedDetail>(REWARDS_EARNED_EVENT, { detail }));
}

/** Reads an event's detail defensively: anything may dispatch this event. */
export function readRewardsEarnedDetail(event: Event): RewardsEarnedDetail {
  const detail = event instanceof CustomEvent ? (event.detail as unknown) : null;
  if (typeof detail !== "object" || detail === null) return {};
  const numbers = (value: unknown) =>
    Array.isArray(value) ? value.filter((n): n is number => typeof n === "number" && Number.isFinite(n)) : [];
  const { awarded, levelUps, streakMilestones } = detail as Record<string, unknown>;
  return {
    awarded: typeof awarded === "number" ? awarded : undefined,
    levelUps: numbers(levelUps),
    streakMilestones: numbers(streakMilestones),
  };
}
