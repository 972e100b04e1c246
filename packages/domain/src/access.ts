/** Who may open a page or call an endpoint (decisions.md section 1, routes.json). */
export type Access = "public" | "signed-in" | "tutor" | "admin";

export interface AccessSubject {
  role: "student" | "parent" | "tutor" | "admin";
  tutorStatus: "applicant" | "approved" | null;
}

/** The outcome of checking a subject against an access level. */
export type AccessDecision = "allow" | "sign-in" | "forbidden" | "under-review";

/**
 * Decides whether a user (or nobody) may open something of the given access level. Tutor areas
 * are for approved tutors, and admins may view them; an applicant tutor is told the application is
 * under review; admin areas are for admins only.
 */
export function decideAccess(access: Access, subject: AccessSubject | null): AccessDecision {
  if (access === "public") return "allow";
  if (!subject) return "sign-in";
  if (access === "signed-in") return "allow";
  if (access === "admin") return subject.role === "admin" ? "allow" : "forbidden";
  if (subject.role === "admin") return "allow";
  if (subject.role !== "tutor") return "forbidden";
  return subject.tutorStatus === "approved" ? "allow" : "under-review";
}

/**
 * A tutor whose application is still under review: signed in, but sees no student data anywhere,
 * not even display names on the leaderboard (decisions.md 1).
 */
export function isTutorApplicant(subject: AccessSubject): boolean {
  return subject.role === "tutor" && subject.tutorStatus !== "approved";
}
