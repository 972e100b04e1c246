import type { StudentProfile } from "@app/contract/student";

/** A student profile as the API answers it; override what a test cares about. */
export function buildStudentProfile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    id: 7,
    name: "Maya Lopez",
    firstName: "Maya",
    lastName: "Lopez",
    email: "maya@example.test",
    age: 14,
    grade: "9",
    timezone: "UTC",
    subjects: ["Mathematics"],
    learningGoals: null,
    weeklyStudyHours: 4,
    skillLevels: {},
    plan: "ai-only",
    lastProfileUpdate: null,
    nextProfileEditDate: null,
    createdAt: "2026-01-10T10:00:00.000Z",
    phone: null,
    bio: null,
    avatarFileId: null,
    avatarUrl: null,
    preferredTheme: "adult",
    onboardingCompleted: true,
    hasOwnLogin: true,
    parentConsentPending: false,
    ...overrides,
  };
}
