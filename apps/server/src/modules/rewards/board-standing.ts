import type { BoardStanding } from "@app/domain/leaderboard-visibility";
import type { Student } from "../student-access/student.ts";

/** A student as the leaderboard rules see them (packages/domain leaderboard-visibility). */
export function toBoardStanding(student: Student): BoardStanding {
  return {
    isCreatedByParent: student.parentUserId !== null,
    isGlobalBoardAllowed: student.globalLeaderboardAllowed,
    isConsentPending: student.parentConsentPending,
  };
}
