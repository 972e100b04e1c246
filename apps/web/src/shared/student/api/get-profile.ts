import { type StudentProfile, studentProfileSchema } from "@app/contract/student";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { isPerformanceModeOn } from "@/lib/performance-mode";
import { studentKeys } from "./keys";
import { requestProfile } from "./request-profile";

export const INVALID_PROFILE_MESSAGE = "Invalid profile response format";

/** The account's students, and whether the answer was a parent's list. */
export interface ProfileData {
  students: StudentProfile[];
  /** True when the server answered with `students` (a parent's children). */
  isStudentList: boolean;
}

const studentsAnswer = z.object({ students: z.array(studentProfileSchema) });
const studentAnswer = z.object({ student: studentProfileSchema });

/** Reads the profile answer: `students` for a parent, `student` otherwise, anything else an error (spec 5). */
export function parseProfileResponse(data: unknown): ProfileData {
  const list = studentsAnswer.safeParse(data);
  if (list.success) return { students: list.data.students, isStudentList: true };
  const single = studentAnswer.safeParse(data);
  if (single.success) return { students: [single.data.student], isStudentList: false };
  throw new Error(INVALID_PROFILE_MESSAGE);
}

/** GET /api/student-dashboard/profile. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileData> {
  return parseProfileResponse(await requestProfile(signal));
}

const MINUTE = 60_000;
/**
 * An answer this young was fetched for the page being opened (the layout and the page mount one
 * after the other, or the first screen's call brought it): mounting does not ask again (issue 14).
 */
export const PROFILE_SAME_PAGE_MS = 3000;

/** Whether mounting the profile should refetch it: when stale, unless it just arrived for this page. */
export function shouldRefetchProfileOnMount(dataUpdatedAt: number, now = Date.now()): boolean {
  return now - dataUpdatedAt >= PROFILE_SAME_PAGE_MS;
}

/**
 * The profile query (spec 9): two retries, 1 s doubled per attempt and capped at 30 s; stale for
 * 2 minutes in performance mode, otherwise refetched when a page mounts it (once per page opened).
 */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: studentKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    retry: 2,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    staleTime: isPerformanceModeOn() ? 2 * MINUTE : 0,
    refetchOnMount: (query) => shouldRefetchProfileOnMount(query.state.dataUpdatedAt),
  });
}
