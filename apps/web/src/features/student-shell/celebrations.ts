import type { RewardsEarnedDetail } from "@/shared/rewards-events";

/** The celebration lines for what an XP award set off: "Level 3 reached!", "3-day streak!". */
export function celebrationMessages(detail: RewardsEarnedDetail): string[] {
  return [
    ...(detail.levelUps ?? []).map((level) => `Level ${level} reached!`),
    ...(detail.streakMilestones ?? []).map((days) => `${days}-day streak!`),
  ];
}
