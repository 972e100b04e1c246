import type { BoardStanding } from "@app/domain/leaderboard-visibility";

/** The columns of a student's profile the leaderboard rules read. */
export interface BoardStandingFields {
  parent_user_id: string | null;
  global_leaderboard_allowed: boolean;
  parent_consent_required: boolean;
  parent_consented_at: Date | string | null;
}

/** A profile as the leaderboard rules see it (packages/domain leaderboard-visibility). */
export function toBoardStanding(row: BoardStandingFields): BoardStanding {
  return {
    isCreatedByParent: row.parent_user_id !== null,
    isGlobalBoardAllowed: row.global_leaderboard_allowed,
    isConsentPending: row.parent_consent_required && row.parent_consented_at === null,
  };
}
