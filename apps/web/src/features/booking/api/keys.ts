import type { AdminLessonsQuery } from "@app/contract/booking";

/** Booking's query keys (the tutor's availability and the admin's calendar sit under their areas' roots). */
export const bookingKeys = {
  subjects: () => ["booking", "subjects"] as const,
  tutors: (slug: string) => ["booking", "tutors", slug] as const,
  slots: (tutorId: string, from: string, duration: number) =>
    ["booking", "slots", tutorId, from, duration] as const,
  groupSessions: () => ["booking", "group-sessions"] as const,
  schedule: (studentId: number | null) => ["booking", "schedule", studentId] as const,
  balance: (studentId: number | null) => ["booking", "balance", studentId] as const,
  feed: () => ["booking", "feed"] as const,
  availability: () => ["tutor", "availability"] as const,
  adminLessons: (query: AdminLessonsQuery) => ["admin", "lessons", query] as const,
};
