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
  library: "/library",
  blog: (page?: number) => (page && page > 1 ? `/blog?page=${page}` : "/blog"),
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  blogFeed: "/blog/rss.xml",
  announcements: (page?: number) => (page && page > 1 ? `/announcements?page=${page}` : "/announcements"),
  frenchCircles: "/announcements/french-circles",
  waitlist: (interest?: string) =>
    interest ? `/waitlist?interest=${encodeURIComponent(interest)}` : "/waitlist",
  book: "/book",
  onboarding: "/onboarding",
  profile: "/profile",
  /** Each person's choice of what reaches them in the bell and by e-mail (issue 21). */
  notificationSettings: "/profile#notifications",
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
    /** The family's billing with a plan chosen to buy (issue 21: /pricing's "Choose …"). */
    buyPlan: (planId: string) => `/student/settings?view=billing&plan=${encodeURIComponent(planId)}`,
    material: (id: string | number) => `/student/material/${encodeURIComponent(String(id))}`,
  },
  tutor: {
    root: "/tutor",
    students: "/tutor/students",
    student: (id: number) => `/tutor/students/${id}`,
  },
  admin: {
    root: "/admin",
    content: "/admin/content",
    learningPaths: "/admin/learning-paths",
    notifications: "/admin/notifications",
    blog: "/admin/blog",
    tutors: "/admin/tutors",
    clients: "/admin/clients",
    students: "/admin/students",
    payments: "/admin/payments",
  },
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
