import { type FirstScreenResponse, firstScreenResponseSchema } from "@app/contract/first-screen";
import { isParentAccount } from "@app/domain/student-selection";
import type { QueryClient } from "@tanstack/react-query";
import { debugLog } from "@/lib/debug";
import { nextStepQueryOptions } from "@/shared/progress/get-next-step";
import { progressKeys } from "@/shared/progress/keys";
import type { ProfileData } from "@/shared/student/api/get-profile";
import { studentKeys } from "@/shared/student/api/keys";
import { balanceQueryOptions } from "./get-balance";
import { upcomingLessonsQueryOptions } from "./get-upcoming-lessons";

/**
 * Puts each piece of the answer in the cache of its own call, under the keys the dashboard reads,
 * so the cards show at once and each refetches on its own later.
 */
export function seedFirstScreen(queryClient: QueryClient, answer: FirstScreenResponse): void {
  // Already read by the first screen's schema: the same shape as parseProfileResponse makes.
  const profile: ProfileData =
    "students" in answer.profile
      ? { students: answer.profile.students, isStudentList: true }
      : { students: [answer.profile.student], isStudentList: false };
  queryClient.setQueryData(studentKeys.profile(), profile);
  const cards = answer.dashboard;
  if (!cards) return;
  const id = cards.student_id;
  // The dashboard asks the next step with the child's id in a parent's view, without one otherwise.
  const isParentView = profile.isStudentList || isParentAccount(profile.students);
  queryClient.setQueryData(nextStepQueryOptions(isParentView ? id : null).queryKey, cards.next_step);
  queryClient.setQueryData(studentKeys.homework(id), cards.homework.homework);
  queryClient.setQueryData(upcomingLessonsQueryOptions(id).queryKey, cards.upcoming_lessons.upcoming_lessons);
  queryClient.setQueryData(balanceQueryOptions(id).queryKey, cards.balance);
  queryClient.setQueryData(progressKeys.xp(id), cards.progress);
}

/**
 * Reads the first screen's answer (requestFirstScreen) into the cache. Any failure only leaves
 * the cache as it was, and each card then asks its own call as before.
 */
export async function loadFirstScreen(queryClient: QueryClient, answer: Promise<unknown>): Promise<void> {
  try {
    const body = await answer;
    if (body !== null) seedFirstScreen(queryClient, firstScreenResponseSchema.parse(body));
  } catch (error) {
    debugLog("The first screen's answer could not be read; the cards ask their own calls.", error);
  }
}
