import type { FirstScreenResponse } from "@app/contract/first-screen";
import type { Deps } from "../../deps.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import { getProfile } from "../students/students.service.ts";
import { getBalance, getHomework, getProgress, getUpcomingLessons } from "./dashboard.service.ts";
import { getNextStep } from "./next-step.service.ts";

/**
 * The dashboard's first screen in one answer (issue 14): the profile as GET /profile answers it,
 * and each card as its own call answers it, from the same services, so the figures are the same
 * ("one truth"). A parent who has not added a child yet gets the profile and no cards.
 */
export async function getFirstScreen(
  deps: Deps,
  user: AuthUser,
  studentId: number | undefined,
): Promise<FirstScreenResponse> {
  const profile = await getProfile(deps, user, undefined);
  if ("students" in profile && profile.students.length === 0 && studentId === undefined)
    return { profile, dashboard: null };
  const student = await resolveStudent(deps.db, user, studentId);
  const [nextStep, homework, upcoming, balance, progress] = await Promise.all([
    getNextStep(deps, student),
    getHomework(deps, student),
    getUpcomingLessons(deps, student),
    getBalance(deps, user, student),
    getProgress(deps, student),
  ]);
  return {
    profile,
    dashboard: {
      student_id: student.id,
      next_step: nextStep,
      homework,
      upcoming_lessons: upcoming,
      balance,
      progress,
    },
  };
}
