// Table types: Lessons, credits and invoices.
import type { Generated } from "kysely";
import type { Json, NullableTimestamp, Timestamp } from "./column-types.ts";

export interface LessonsTable {
  id: Generated<number>;
  student_id: number;
  tutor_user_id: string | null;
  title: string;
  lesson_type: "tutor" | "group";
  starts_at: Timestamp;
  duration_minutes: number;
  status: Generated<"scheduled" | "completed" | "cancelled">;
  join_url: string | null;
  created_at: Timestamp;
  /** A seat of a group session (migration 017); null for a one-to-one lesson. */
  group_session_id: Generated<number | null>;
}

export interface CreditPackagesTable {
  id: Generated<number>;
  student_id: number;
  credit_type: "ai-session" | "tutor-session";
  total: number;
  purchased_at: Timestamp;
  expires_at: Timestamp;
  /** The month (YYYY-MM) of an ai-only plan's monthly AI grant; null for a bought package (migration 019). */
  grant_month: Generated<string | null>;
}

export interface CreditMovementsTable {
  id: Generated<number>;
  package_id: number;
  delta: number;
  reason: string;
  lesson_id: number | null;
  created_at: Timestamp;
}

export interface InvoicesTable {
  id: Generated<number>;
  number: string;
  payer_user_id: string;
  student_id: number | null;
  description: string;
  amount_cents: number;
  currency: Generated<string>;
  status: "paid" | "open" | "void";
  issued_at: Timestamp;
  paid_at: NullableTimestamp;
}

export interface TutorStudentAssignmentsTable {
  id: Generated<number>;
  tutor_user_id: string;
  student_id: number;
  assigned_by: string | null;
  assigned_at: Timestamp;
  unassigned_at: NullableTimestamp;
}

export interface TutorApplicationsTable {
  id: Generated<number>;
  user_id: string;
  subjects: Json<string[]>;
  experience: string;
  availability: string;
  statement: string;
  status: Generated<"pending" | "approved" | "declined">;
  review_message: string | null;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
  submitted_at: Timestamp;
}

export interface LessonNotesTable {
  id: Generated<number>;
  lesson_id: number;
  author_user_id: string | null;
  body: string;
  updated_at: Timestamp;
}
