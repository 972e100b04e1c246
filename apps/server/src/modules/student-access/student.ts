import type { StudentRow } from "../../db/database.ts";

/**
 * A student as the rest of the server sees one: who they are, whose they are, their clock and
 * plan. The profile's other columns (contact details, consent, onboarding, avatar, …) stay in the
 * students module, which reads its own rows (issue 22: rows stay in their module).
 */
export interface Student {
  id: number;
  /** The student's own login; null for a child a parent manages without one. */
  userId: string | null;
  parentUserId: string | null;
  firstName: string;
  lastName: string;
  age: number | null;
  grade: string | null;
  subjects: string[];
  timezone: string;
  plan: StudentRow["plan"];
  /** A parent allows this child on the global leaderboard. */
  globalLeaderboardAllowed: boolean;
  /** A parent's confirmation is needed and not given yet (set once needed; the parent clears it). */
  parentConsentPending: boolean;
  /** When onboarding was finished; null while it is not. */
  onboardingCompletedAt: Date | null;
}

/** The columns a Student is read from. */
export const STUDENT_COLUMNS = [
  "id",
  "user_id",
  "parent_user_id",
  "first_name",
  "last_name",
  "age",
  "grade",
  "subjects",
  "timezone",
  "plan",
  "global_leaderboard_allowed",
  "onboarding_completed_at",
  "parent_consent_required",
  "parent_consented_at",
] as const satisfies readonly (keyof StudentRow)[];

export type StudentColumns = Pick<StudentRow, (typeof STUDENT_COLUMNS)[number]>;

/** Maps a profile's row to the Student the rest of the server sees. */
export function studentRowToStudent(row: StudentColumns): Student {
  return {
    id: row.id,
    userId: row.user_id,
    parentUserId: row.parent_user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    age: row.age,
    grade: row.grade,
    subjects: row.subjects,
    timezone: row.timezone,
    plan: row.plan,
    globalLeaderboardAllowed: row.global_leaderboard_allowed,
    parentConsentPending: row.parent_consent_required && row.parent_consented_at === null,
    onboardingCompletedAt: row.onboarding_completed_at,
  };
}
