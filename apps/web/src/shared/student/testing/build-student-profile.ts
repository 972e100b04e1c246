import type { StudentProfile } from "@app/contract/student";

/** A student profile as the API answers it (tests only); override what a test cares about. */
export function buildStudentProfile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    id: 1,
    name: "Mia Shah",
    firstName: "Mia",
    lastName: "Shah",
    email: null,
    age: 10,
    grade: "5",
    timezone: "UTC",
    subjects: [],
    learningGoals: null,
    weeklyStudyHours: null,
    skillLevels: {},
    plan: "ai-only",
    lastProfileUpdate: null,
    nextProfileEditDate: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    phone: null,
    bio: null,
    avatarFileId: null,
    avatarUrl: null,
    preferredTheme: "kids",
    onboardingCompleted: true,
    hasOwnLogin: false,
    parentConsentPending: false,
    ...overrides,
  };
}
