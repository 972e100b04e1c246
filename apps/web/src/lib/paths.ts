import type { Role, UserType } from "@app/contract/auth";

/** Typed URLs of the pages the app links to; the route table holds the patterns. */
export const paths = {
  home: "/",
  comingSoon: "/coming-soon",
  contact: "/contact",
  support: "/support",
  help: "/help",
  aiTutor: "/ai-tutor",
  about: "/about",
  pricing: "/pricing",
  subjects: "/subjects",
  joinTutor: "/join-tutor",
  onboarding: "/onboarding",
  profile: "/profile",
  auth: {
    signIn: "/auth/signin",
    signUp: (type?: UserType) => (type ? `/auth/signup?type=${type}` : "/auth/signup"),
    forgotPassword: "/auth/forgot-password",
    resetPassword: "/auth/reset-password",
    verifyEmail: "/auth/verify-email",
  },
  student: {
    root: "/student",
    dashboard: "/student/dashboard",
    settings: "/student/settings",
    material: (id: string | number) => `/student/material/${encodeURIComponent(String(id))}`,
  },
  tutor: { root: "/tutor" },
  admin: { root: "/admin" },
} as const;

/** Where a user lands after signing in when no other page was asked for. */
export function getRoleHomePath(role: Role): string {
  switch (role) {
    case "student":
    case "parent":
      return paths.student.dashboard;
    case "tutor":
      return paths.tutor.root;
    case "admin":
      return paths.admin.root;
  }
}
