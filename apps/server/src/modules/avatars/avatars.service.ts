import {
  type AvatarConfig,
  type AvatarResponse,
  avatarConfigSchema,
  DEFAULT_AVATAR,
} from "@app/contract/scene";
import type { Deps } from "../../deps.ts";
import type { Student } from "../student-access/student.ts";
import * as repo from "./avatars.repository.ts";

/** GET /api/avatar: the student's avatar, or the default one until they save theirs. */
export async function getAvatar(deps: Deps, student: Student): Promise<AvatarResponse> {
  const row = await repo.findAvatar(deps.db, student.id);
  // A row written before a field existed falls back to the default rather than failing the page.
  const parsed = row ? avatarConfigSchema.safeParse(row.config) : null;
  if (!row || !parsed?.success) return { avatar: DEFAULT_AVATAR, is_default: true, updated_at: null };
  return { avatar: parsed.data, is_default: false, updated_at: new Date(row.updated_at).toISOString() };
}

/** PUT /api/avatar: saves the student's avatar (already checked against the contract). */
export async function saveAvatar(
  deps: Deps,
  student: Student,
  avatar: AvatarConfig,
): Promise<AvatarResponse> {
  const now = new Date();
  await repo.upsertAvatar(deps.db, student.id, avatar, now);
  return { avatar, is_default: false, updated_at: now.toISOString() };
}
