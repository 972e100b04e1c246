import type { TutorApplication } from "@app/contract/tutoring";

/** Tutor applications: the applicant's own, and the admin's lists by status. */
export const tutorRecruitmentKeys = {
  own: () => ["tutor-application", "mine"] as const,
  applications: () => ["admin", "tutor-applications"] as const,
  list: (status: TutorApplication["status"]) => ["admin", "tutor-applications", status] as const,
};
