import {
  type AddStudentRequest,
  ONBOARDING_DONE_MESSAGE,
  type OnboardingRequest,
  type ParentConsentRequest,
  type ProfileResponse,
  type StudentProfile,
  type UpdateProfileRequest,
} from "@app/contract/student";
import { isParentConsentNeeded } from "@app/domain/parent-consent";
import {
  nextProfileEditDate,
  PROFILE_EDIT_COOLDOWN_DAYS,
  profileEditUnlockedBefore,
  themeForAge,
} from "@app/domain/profile";
import type { StudentRow } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import type { Actor } from "../audit/audit.service.ts";
import { awardXp } from "../rewards/rewards.service.ts";
import { type Student, studentRowToStudent } from "../student-access/student.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import { detectImage, removeAvatar, saveAvatar } from "./avatar-files.ts";
import { reserveConsentEmail, sendParentConsentEmail } from "./parent-consent.ts";
import { presentStudent } from "./student.presenter.ts";
import { deleteStudentData } from "./student-data.service.ts";
import * as repo from "./students.repository.ts";

export const PARENT_EMAIL_NEEDED = "Students under 13 need a parent's e-mail address";
export const OWN_EMAIL_AS_PARENT = "Use a parent's own e-mail address";
export const NO_CONSENT_NEEDED = "This account does not need a parent's confirmation";
export const CONSENT_DECLINED_MESSAGE =
  "This parent declined to confirm your account. Ask another parent or guardian, with their own e-mail address.";

/** The parent's address a student under 13 gives, checked; throws 400 when missing or their own. */
function checkParentEmail(student: StudentRow, parentEmail: string | undefined): string {
  const email = parentEmail?.toLowerCase();
  if (!email) throw badRequest(PARENT_EMAIL_NEEDED, { parentEmail: [PARENT_EMAIL_NEEDED] });
  if (email === student.email?.toLowerCase()) {
    throw badRequest(OWN_EMAIL_AS_PARENT, { parentEmail: [OWN_EMAIL_AS_PARENT] });
  }
  return email;
}

function isConsentNeededAt(student: StudentRow, age: number | null | undefined): boolean {
  return isParentConsentNeeded({
    hasOwnLogin: student.user_id !== null,
    age,
    hasParentConsent: student.parent_consented_at !== null,
  });
}

/** XP for finishing onboarding, once. */
export const ONBOARDING_XP = 50;
/** A parent may hold this many children. */
export const MAX_CHILDREN = 10;

/** The caller's profile: `students` for a parent, `student` for everyone else (spec 7.2). */
/**
 * The student a call may touch (the student-access module decides), as this module's own row: the
 * profile's every column is the students module's alone.
 */
async function resolveProfile(
  deps: Deps,
  user: AuthUser,
  studentId: number | undefined,
  intent: "read" | "write" = "read",
): Promise<StudentRow> {
  const { id } = await resolveStudent(deps.db, user, studentId, intent);
  const row = await repo.findStudentById(deps.db, id);
  if (!row) throw notFound("Student not found");
  return row;
}

/** A student's profile as answers show it, for other modules (a parent's family page). */
export async function getStudentProfile(
  deps: Deps,
  student: Student,
  now = new Date(),
): Promise<StudentProfile> {
  const row = await repo.findStudentById(deps.db, student.id);
  if (!row) throw notFound("Student not found");
  return presentStudent(row, now);
}

export async function getProfile(
  deps: Deps,
  user: AuthUser,
  studentId: number | undefined,
): Promise<ProfileResponse> {
  if (user.role === "parent" && studentId === undefined) {
    return { students: (await repo.listChildren(deps.db, user.id)).map((r) => presentStudent(r)) };
  }
  const student = await resolveProfile(deps, user, studentId);
  return { student: presentStudent(student) };
}

/**
 * Edits a profile, at most once per 30 days (spec 4.3), checked here and again in the update
 * itself so that two edits at once cannot both pass. The theme follows the age (spec 4.7).
 */
export async function updateProfile(
  deps: Deps,
  user: AuthUser,
  studentId: number | undefined,
  input: UpdateProfileRequest,
  now: Date = new Date(),
): Promise<{ student: StudentProfile }> {
  const student = await resolveProfile(deps, user, studentId, "write");
  const updated = await repo.updateStudentIfUnlocked(
    deps.db,
    student.id,
    {
      ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
      ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
      ...(input.age !== undefined ? { age: input.age, preferred_theme: themeForAge(input.age) } : {}),
      ...(input.grade !== undefined ? { grade: input.grade } : {}),
      ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
      ...(input.subjects !== undefined ? { subjects: input.subjects } : {}),
      ...(input.learningGoals !== undefined ? { learning_goals: input.learningGoals } : {}),
      ...(input.weeklyStudyHours !== undefined ? { weekly_study_hours: input.weeklyStudyHours } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.bio !== undefined ? { bio: input.bio } : {}),
      // Once needed, only the parent's confirmation clears it: a later age of 13 does not.
      ...(isConsentNeededAt(student, input.age) ? { parent_consent_required: true as const } : {}),
      last_profile_update: now,
    },
    profileEditUnlockedBefore(now),
  );
  if (!updated) {
    const current = await repo.findStudentById(deps.db, student.id);
    const next = nextProfileEditDate(current?.last_profile_update ?? now) ?? now;
    throw conflict(
      `You can edit this profile again on ${next.toISOString().slice(0, 10)} (once every ${PROFILE_EDIT_COOLDOWN_DAYS} days).`,
    );
  }
  return { student: presentStudent(updated, now) };
}

/**
 * Saves the onboarding answers once, without starting the edit lock, sets the theme, and gives XP
 * once. After that, age and consent change only through the profile's rules (issue 7.7).
 */
export async function completeOnboarding(
  deps: Deps,
  user: AuthUser,
  studentId: number | undefined,
  input: OnboardingRequest,
) {
  const student = await resolveProfile(deps, user, studentId, "write");
  if (student.onboarding_completed_at) throw conflict(ONBOARDING_DONE_MESSAGE);
  const needsConsent = isConsentNeededAt(student, input.age);
  const parentEmail = needsConsent ? checkParentEmail(student, input.parentEmail) : null;
  if (parentEmail) await reserveConsentEmail(deps, student.id, parentEmail);
  const updated = await repo.completeOnboardingOnce(deps.db, student.id, {
    ...(parentEmail ? { parent_consent_email: parentEmail, parent_consent_required: true as const } : {}),
    age: input.age,
    grade: input.grade ?? null,
    subjects: input.subjects,
    learning_goals: input.learningGoals ?? null,
    weekly_study_hours: input.weeklyStudyHours,
    preferred_theme: themeForAge(input.age),
    onboarding_completed_at: new Date(),
  });
  // Another onboarding of the same profile finished first.
  if (!updated) throw conflict(ONBOARDING_DONE_MESSAGE);
  if (parentEmail) await sendParentConsentEmail(deps, updated, parentEmail);
  const xp = await awardXp(deps.db, studentRowToStudent(updated), {
    source: { kind: "fixed", amount: ONBOARDING_XP },
    reason: "Completed onboarding",
    idempotencyKey: "onboarding",
  });
  return { student: presentStudent(updated), xp };
}

/**
 * Sends the parent's confirmation e-mail again, to the address on file or a corrected one, for a
 * student with their own login who waits for it; limited per account and per address.
 */
export async function resendParentConsent(
  deps: Deps,
  user: AuthUser,
  input: ParentConsentRequest,
): Promise<{ message: string; student: StudentProfile }> {
  const student = await resolveProfile(deps, user, undefined, "write");
  if (!student.parent_consent_required || student.parent_consented_at) throw conflict(NO_CONSENT_NEEDED);
  const parentEmail = checkParentEmail(
    student,
    input.parentEmail ?? student.parent_consent_email ?? undefined,
  );
  const isSameAddress = parentEmail === student.parent_consent_email?.toLowerCase();
  // A parent who said no is not asked again; another parent or guardian may be (issue 10).
  if (isSameAddress && student.parent_consent_declined_at) throw conflict(CONSENT_DECLINED_MESSAGE);
  await reserveConsentEmail(deps, student.id, parentEmail);
  const updated = isSameAddress
    ? student
    : await repo.updateStudent(deps.db, student.id, {
        parent_consent_email: parentEmail,
        parent_consent_declined_at: null,
      });
  if (!updated) throw notFound("Student not found");
  await sendParentConsentEmail(deps, updated, parentEmail);
  return {
    message: `We have e-mailed ${parentEmail} to confirm your account.`,
    student: presentStudent(updated),
  };
}

/**
 * A parent adds a child profile (no login of its own until the parent creates one). The child
 * stays off the global leaderboard until the parent allows it (leaderboard-visibility).
 */
export async function addStudent(deps: Deps, user: AuthUser, input: AddStudentRequest) {
  if (user.role !== "parent") throw forbidden("Only a parent account can add students");
  if ((await repo.countChildren(deps.db, user.id)) >= MAX_CHILDREN) {
    throw badRequest(`A family can hold at most ${MAX_CHILDREN} students`);
  }
  const row = await repo.insertChild(deps.db, user.id, {
    first_name: input.firstName,
    last_name: input.lastName,
    age: input.age,
    grade: input.grade ?? null,
    subjects: input.subjects ?? [],
    learning_goals: input.learningGoals ?? null,
    ...(input.timezone ? { timezone: input.timezone } : {}),
    preferred_theme: themeForAge(input.age),
  });
  return { student: presentStudent(row) };
}

/**
 * A parent removes one of their children with everything attached: every row about the child,
 * the child's own login, the avatar and handed-in files (student-data.service.ts).
 */
export async function removeStudent(
  deps: Deps,
  user: AuthUser,
  studentId: number,
  actor: Actor,
): Promise<void> {
  if (user.role !== "parent") throw forbidden("Only a parent account can remove students");
  const student = await resolveStudent(deps.db, user, studentId, "write");
  await deleteStudentData(deps, student, actor);
}

/** Replaces the avatar with an uploaded image (checked by its bytes, not its declared type). */
export async function uploadAvatar(deps: Deps, user: AuthUser, studentId: number | undefined, bytes: Buffer) {
  const student = await resolveProfile(deps, user, studentId, "write");
  const image = detectImage(bytes);
  if (!image) throw new AppError(415, "The avatar must be a PNG, JPEG, GIF or WebP image");
  const fileId = saveAvatar(deps.config.dataDir, bytes, image.ext);
  const updated = await repo.updateStudent(deps.db, student.id, { avatar_file_id: fileId });
  removeAvatar(deps.config.dataDir, student.avatar_file_id);
  if (!updated) throw notFound("Student not found");
  return { student: presentStudent(updated) };
}

/** Removes the avatar. */
export async function deleteAvatar(deps: Deps, user: AuthUser, studentId: number | undefined) {
  const student = await resolveProfile(deps, user, studentId, "write");
  const updated = await repo.updateStudent(deps.db, student.id, { avatar_file_id: null });
  if (!updated) throw notFound("Student not found");
  removeAvatar(deps.config.dataDir, student.avatar_file_id);
  return { student: presentStudent(updated) };
}
