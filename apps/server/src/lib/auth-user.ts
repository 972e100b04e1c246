/** The signed-in caller as routes and services see it (set by plugins/auth.ts). */
export interface AuthUser {
  id: string;
  role: "student" | "parent" | "tutor" | "admin";
  tutorStatus: "applicant" | "approved" | null;
}
