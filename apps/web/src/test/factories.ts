import type { User } from "@app/contract/auth";

/** A user as the API answers it; override what a test cares about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: "5f0c6f5e-1c1f-4c55-9a55-2f1a0e3b9a01",
    username: "maya",
    email: "maya@example.test",
    firstName: "Maya",
    lastName: "Lopez",
    role: "student",
    created_at: "2025-01-15T10:00:00.000Z",
    avatarUrl: null,
    emailVerified: true,
    pendingEmail: null,
    tutorStatus: null,
    ...overrides,
  };
}
