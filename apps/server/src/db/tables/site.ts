// Table types: the public site and the admin's tools (migration 013): plans and credit offers,
// posts and announcements, the waitlist, notifications and the audit log.
import type { ColumnType, Generated } from "kysely";
import type { Json, NullableTimestamp, Timestamp } from "./column-types.ts";

/** jsonb that may be null: written as JSON text or null. */
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

export type PlanId = "ai-only" | "tutor-lite" | "tutor-plus";

export interface PlansTable {
  id: PlanId;
  name: string;
  tagline: string;
  monthly_price_cents: number;
  currency: Generated<string>;
  ai_sessions_per_month: number;
  tutor_sessions_per_month: number;
  features: Json<string[]>;
  is_featured: Generated<boolean>;
  position: Generated<number>;
}

export interface CreditOffersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  credit_type: "ai-session" | "tutor-session";
  credits: number;
  price_cents: number;
  currency: Generated<string>;
  description: Generated<string>;
  is_active: Generated<boolean>;
  position: Generated<number>;
}

export type PostKind = "post" | "announcement";

export interface PostsTable {
  id: Generated<number>;
  kind: PostKind;
  slug: string;
  title: string;
  summary: string;
  body: string;
  cover_image_url: string | null;
  cover_image_alt: Generated<string>;
  tags: Json<string[]>;
  author_name: string;
  author_user_id: string | null;
  status: Generated<"draft" | "published">;
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type WaitlistRole = "parent" | "student" | "tutor" | "school" | "other";

export interface WaitlistEntriesTable {
  id: Generated<number>;
  email: string;
  role: Generated<WaitlistRole>;
  interests: Json<string[]>;
  confirm_token_hash: string | null;
  confirm_token_expires_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  title: string;
  body: string;
  link_url: string | null;
  audience: Json<unknown>;
  send_email: Generated<boolean>;
  recipient_count: Generated<number>;
  sent_by_user_id: string | null;
  created_at: Timestamp;
  /** What happened, for a notification the platform wrote (migration 027); null for an admin's. */
  kind: string | null;
  /** The child it is about, so deleting the child's data deletes it. */
  about_student_id: number | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  kind: string;
  bell: boolean;
  email: boolean;
  updated_at: Timestamp;
}

export interface NotificationRecipientsTable {
  notification_id: number;
  user_id: string;
  read_at: NullableTimestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_user_id: string | null;
  actor_name: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: NullableJson;
  after: NullableJson;
  created_at: Timestamp;
}
