import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<string>;
  username: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: "student" | "parent" | "tutor" | "admin";
  tutor_status: "applicant" | "approved" | null;
  email_verified_at: NullableTimestamp;
  token_version: Generated<number>;
  avatar_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;

export interface StudentProfilesTable {
  id: Generated<number>;
  user_id: string | null;
  parent_user_id: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  age: number | null;
  grade: string | null;
  timezone: Generated<string>;
  plan: Generated<"ai-only" | "tutor-lite" | "tutor-plus">;
  last_profile_update: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: "reset-password" | "verify-email";
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_email: string;
  subject: string;
  text_body: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  last_error: string | null;
}

export interface InterestSignupsTable {
  id: Generated<number>;
  email: string;
  source: "support" | "help" | "ai-tutor";
  created_at: Timestamp;
}

/** The whole database as Kysely sees it. */
export interface Database {
  users: UsersTable;
  student_profiles: StudentProfilesTable;
  auth_tokens: AuthTokensTable;
  email_outbox: EmailOutboxTable;
  interest_signups: InterestSignupsTable;
}
