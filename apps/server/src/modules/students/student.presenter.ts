import type { StudentProfile } from "@app/contract/student";
import { canEditProfile, nextProfileEditDate, themeForAge } from "@app/domain/profile";
import type { StudentRow } from "../../db/database.ts";

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A non-numeric skill level becomes 0 (spec 3). */
function toSkillLevels(raw: Record<string, unknown>): Record<string, number> {
  const levels: Record<string, number> = {};
  for (const [subject, value] of Object.entries(raw ?? {})) {
    const n = typeof value === "number" ? value : Number.parseInt(String(value), 10);
    levels[subject] = Number.isFinite(n) ? Math.trunc(n) : 0;
  }
  return levels;
}

/** The profile as the API shows it: an explicit list of fields. */
export function presentStudent(row: StudentRow, now: Date = new Date()): StudentProfile {
  const next = nextProfileEditDate(row.last_profile_update);
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    age: row.age,
    grade: row.grade,
    timezone: row.timezone,
    subjects: Array.isArray(row.subjects) ? row.subjects : [],
    learningGoals: row.learning_goals,
    weeklyStudyHours: row.weekly_study_hours === null ? null : Number(row.weekly_study_hours),
    skillLevels: toSkillLevels(row.skill_levels),
    plan: row.plan,
    lastProfileUpdate: iso(row.last_profile_update),
    nextProfileEditDate: next && !canEditProfile(row.last_profile_update, now) ? next.toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    phone: row.phone,
    bio: row.bio,
    avatarFileId: row.avatar_file_id,
    avatarUrl: row.avatar_file_id ? `/api/files/avatars/${row.avatar_file_id}` : null,
    preferredTheme: row.preferred_theme ?? themeForAge(row.age),
    onboardingCompleted: row.onboarding_completed_at !== null,
    hasOwnLogin: row.user_id !== null,
    // Set once a parent's confirmation is needed; a later age does not clear it, the parent does.
    parentConsentPending: row.parent_consent_required && !row.parent_consented_at,
  };
}
