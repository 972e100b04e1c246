import type { User } from "@app/contract/auth";
import type { UserRow } from "../../db/database.ts";

/** The user as the API shows it: an explicit list of fields, so a new column never leaks. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    created_at: new Date(row.created_at).toISOString(),
    avatarUrl: row.avatar_url,
    emailVerified: row.email_verified_at !== null,
    pendingEmail: row.pending_email,
    tutorStatus: row.tutor_status,
  };
}
