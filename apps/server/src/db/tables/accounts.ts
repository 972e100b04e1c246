// Table types: Accounts, profiles, e-mail and what people send us.
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { Json, NullableTimestamp, Numeric, Timestamp } from "./column-types.ts";

export interface UsersTable {
  id: Generated<string>;
  username: string;
  /** Null only for a child's login, which a parent manages (migration 011). */
  email: string | null;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: "student" | "parent" | "tutor" | "admin";
  tutor_status: "applicant" | "approved" | null;
  email_verified_at: NullableTimestamp;
  /** A new address waiting for its confirmation link (migration 005). */
  pending_email: string | null;
  token_version: Generated<number>;
  avatar_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The parent who created and manages this child's login (migration 011). */
  managed_by_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set while the managing parent has switched the login off. */
  disabled_at: NullableTimestamp;
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
  /** Until when a bought plan is paid (migration 022); null for the free plan or one an admin set. */
  plan_paid_until: NullableTimestamp;
  last_profile_update: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  subjects: Json<string[]>;
  learning_goals: string | null;
  weekly_study_hours: Numeric;
  skill_levels: Json<Record<string, unknown>>;
  phone: string | null;
  bio: string | null;
  avatar_file_id: string | null;
  preferred_theme: "kids" | "adult" | null;
  onboarding_completed_at: NullableTimestamp;
  parent_consent_email: string | null;
  parent_consented_at: NullableTimestamp;
  parent_consent_required: Generated<boolean>;
  /** A parent allows this child (created by them) on the global leaderboard (migration 011). */
  global_leaderboard_allowed: Generated<boolean>;
  /** The named parent declined to confirm this child's account. */
  parent_consent_declined_at: NullableTimestamp;
}

export type StudentRow = Selectable<StudentProfilesTable>;

export interface AuthTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: "reset-password" | "verify-email" | "parent-consent";
  token_hash: string;
  /** The address a verify-email link was sent to (migration 005). */
  email: string | null;
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

export interface ParentConsentEmailsTable {
  id: Generated<number>;
  student_id: number;
  to_email: string;
  sent_at: Timestamp;
}

export interface PersonaTraitsTable {
  student_id: number;
  trait_key: "student_name" | "tone" | "pace" | "modality";
  value: string;
  confidence: ColumnType<string | number, number, number>;
  source: string;
  updated_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: string | null;
  page: string;
  message: string;
  created_at: Timestamp;
  /** When an admin marked it read (migration 015). */
  read_at: NullableTimestamp;
}
