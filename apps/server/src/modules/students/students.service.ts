import type {
  AddStudentRequest,
  OnboardingRequest,
  ProfileResponse,
  StudentProfile,
  UpdateProfileRequest,
} from "@app/contract/student";
import { nextProfileEditDate, PROFILE_EDIT_COOLDOWN_DAYS, themeForAge } from "@app/domain/profile";
import type { StudentRow } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../lib/app-error.ts";
import { createOneTimeToken } from "../../lib/tokens.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { insertAuthToken, retireAuthTokens } from "../auth/auth.repository.ts";
import { awardXp } from "../rewards/rewards.service.ts";
import { detectImage, removeAvatar, saveAvatar } from "./avatar-files.ts";
import { presentStudent } from "./student.presenter.ts";
import { resolveStudent } from "./student-access.ts";
import * as repo from "./students.repository.ts";

export const PARENT_EMAIL_NEEDED = "Students under 13 need a parent's e-mail address";

/** Asks the named parent to confirm a child's account; the link opens the verify-email page. */
async function sendParentConsentEmail(deps: Deps, student: StudentRow): Promise<void> {
  if (!student.user_id || !student.parent_consent_email) return;
  const { token, tokenHash } = createOneTimeToken();
  await retireAuthTokens(deps.db, student.user_id, "parent-consent");
  await insertAuthToken(deps.db, {
    userId: student.user_id,
    purpose: "parent-consent",
    tokenHash,
    expiresAt: new Date(Date.now() + 14 * 86_400_000),
  });
  const link = `${deps.config.appUrl}/auth/verify-email?token=${token}`;
  await deps.mailer.send({
    to: student.parent_consent_email,
    subject: `Please confirm ${student.first_name}'s account`,
    text: `Hello,\n\n${student.first_name} ${student.last_name} has started learning with us and named you as their parent or guardian. Children under 13 can learn right away; to let ${student.first_name} appear on the leaderboard and use messages, please confirm by opening this link:\n${link}\n\nThe link works once and expires in 14 days. If you do not know this child, ignore this e-mail.`,
  });
}

/** XP for finishing onboarding, once. */
export const ONBOARDING_XP = 50;
/** A parent may hold this many children. */
export const MAX_CHILDREN = 10;

/** The caller's profile: `students` for a parent, `student` for everyone else (spec 7.2). */
export async function getProfile(
  deps: Deps,
  user: AuthUser,
  studentId: number | undefined,
): Promise<ProfileResponse> {
  if (user.role === "parent" && studentId === undefined) {
    return { students: (await repo.listChildren(deps.db, user.id)).map((r) => presentStudent(r)) };
  }
  const student = await resolveStudent(deps.db, user, studentId);
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
  const student = await resolveStudent(deps.db, user, studentId, "write");
  const lockedMessage = (last: Date | string | null) =>
    `You can edit this profile again on ${nextProfileEditDate(last)!.toISOString().slice(0, 10)} (once every ${PROFILE_EDIT_COOLDOWN_DAYS} days).`;
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
      last_profile_update: now,
    },
    new Date(now.getTime() - PROFILE_EDIT_COOLDOWN_DAYS * 86_400_000),
  );
  if (!updated) {
    const current = await repo.findStudentById(deps.db, student.id);
    throw conflict(lockedMessage(current?.last_profile_update ?? now));
  }
  return { student: presentStudent(updated, now) };
}

/** Saves the onboarding answers without starting the edit lock, sets the theme, and gives XP once. */
export async function completeOnboarding(
  deps: Deps,
  user: AuthUser,
  studentId: number | undefined,
  input: OnboardingRequest,
) {
  const student = await resolveStudent(deps.db, user, studentId, "write");
  const needsConsent = student.user_id !== null && input.age < 13 && !student.parent_consented_at;
  if (needsConsent) {
    const parentEmail = input.parentEmail?.toLowerCase();
    if (!parentEmail) throw badRequest(PARENT_EMAIL_NEEDED, { parentEmail: [PARENT_EMAIL_NEEDED] });
    if (parentEmail === student.email?.toLowerCase()) {
      throw badRequest("Use a parent's own e-mail address", {
        parentEmail: ["Use a parent's own e-mail address"],
      });
    }
  }
  const updated = await repo.updateStudent(deps.db, student.id, {
    ...(needsConsent ? { parent_consent_email: input.parentEmail!.toLowerCase() } : {}),
    age: input.age,
    grade: input.grade ?? null,
    subjects: input.subjects,
    learning_goals: input.learningGoals ?? null,
    weekly_study_hours: input.weeklyStudyHours,
    preferred_theme: themeForAge(input.age),
    ...(student.onboarding_completed_at ? {} : { onboarding_completed_at: new Date() }),
  });
  if (!updated) throw notFound("Student not found");
  if (needsConsent) await sendParentConsentEmail(deps, updated);
  const xp = await awardXp(deps.db, updated, {
    source: { kind: "fixed", amount: ONBOARDING_XP },
    reason: "Completed onboarding",
    idempotencyKey: "onboarding",
  });
  return { student: presentStudent(updated), xp };
}

/** A parent adds a child profile (no login of its own). */
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
    preferred_theme: themeForAge(input.age),
  });
  return { student: presentStudent(row) };
}

/** A parent removes one of their children's profiles. */
export async function removeStudent(deps: Deps, user: AuthUser, studentId: number): Promise<void> {
  if (user.role !== "parent") throw forbidden("Only a parent account can remove students");
  const student = await resolveStudent(deps.db, user, studentId, "write");
  if (!(await repo.deleteChild(deps.db, user.id, student.id))) throw notFound("Student not found");
  removeAvatar(deps.config.dataDir, student.avatar_file_id);
}

/** Replaces the avatar with an uploaded image (checked by its bytes, not its declared type). */
export async function uploadAvatar(deps: Deps, user: AuthUser, studentId: number | undefined, bytes: Buffer) {
  const student = await resolveStudent(deps.db, user, studentId, "write");
  const image = detectImage(bytes);
  if (!image) throw new AppError(415, "The avatar must be a PNG, JPEG, GIF or WebP image");
  const fileId = saveAvatar(deps.config.dataDir, bytes, image.ext);
  const updated = await repo.updateStudent(deps.db, student.id, { avatar_file_id: fileId });
  removeAvatar(deps.config.dataDir, student.avatar_file_id);
  return { student: presentStudent(updated!) };
}

/** Removes the avatar. */
export async function deleteAvatar(deps: Deps, user: AuthUser, studentId: number | undefined) {
  const student = await resolveStudent(deps.db, user, studentId, "write");
  const updated = await repo.updateStudent(deps.db, student.id, { avatar_file_id: null });
  removeAvatar(deps.config.dataDir, student.avatar_file_id);
  return { student: presentStudent(updated!) };
}
