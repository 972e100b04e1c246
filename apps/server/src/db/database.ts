import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** jsonb: written as JSON text, read as the value. */
type Json<T> = ColumnType<T, string | undefined, string>;
/** numeric comes back as a string from pg (and may be a number from PGlite): read it with Number(). */
type Numeric = ColumnType<string | number | null, number | null | undefined, number | null>;
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
  /** A new address waiting for its confirmation link (migration 005). */
  pending_email: string | null;
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
}

export interface CreditPackagesTable {
  id: Generated<number>;
  student_id: number;
  credit_type: "ai-session" | "tutor-session";
  total: number;
  purchased_at: Timestamp;
  expires_at: Timestamp;
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

export type ContentType = "material" | "video" | "quiz" | "homework";

export interface ContentItemsTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  content_type: ContentType;
  subject: string;
  difficulty: Generated<string>;
  topics: Json<string[]>;
  material_id: number | null;
  created_at: Timestamp;
}

export interface ContentFavouritesTable {
  student_id: number;
  content_id: number;
  created_at: Timestamp;
}

export interface ContentAccessTable {
  student_id: number;
  content_id: number;
  last_accessed_at: Timestamp;
}

export interface AssignmentsTable {
  id: Generated<number>;
  student_id: number;
  assigned_by: string | null;
  assignment_type: "material" | "quiz" | "homework" | "practice" | "reading";
  title: string;
  description: string | null;
  instructions: string | null;
  subject: string | null;
  content_id: number | null;
  due_date: NullableTimestamp;
  status: Generated<"assigned" | "in_progress" | "submitted" | "completed" | "returned">;
  priority: Generated<"low" | "medium" | "high">;
  estimated_time: number | null;
  started_at: NullableTimestamp;
  submitted_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  grade: string | null;
  score: Numeric;
  total_points: Numeric;
  feedback: string | null;
  submission_data: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  actual_time: ColumnType<number | null, number | null | undefined, number | null>;
  tags: Json<string[]>;
  topics: Json<string[]>;
  bookmarked: Generated<boolean>;
  progress: ColumnType<string | number, number | undefined, number>;
  template_id: ColumnType<number | null, number | null | undefined, number | null>;
  quiz_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AssignmentFilesTable {
  id: Generated<number>;
  assignment_id: number;
  file_id: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  uploaded_by: string | null;
  created_at: Timestamp;
}

export interface AssignmentCommentsTable {
  id: Generated<number>;
  assignment_id: number;
  author_user_id: string | null;
  author_role: string;
  body: string;
  created_at: Timestamp;
}

export interface QuizzesTable {
  id: Generated<number>;
  content_id: number | null;
  title: string;
  description: string | null;
  subject: string;
  questions: Json<unknown>;
  time_limit_seconds: number | null;
  show_instant_feedback: Generated<boolean>;
  created_by: string | null;
  created_at: Timestamp;
}

export interface QuizAttemptsTable {
  id: Generated<number>;
  quiz_id: number;
  student_id: number;
  assignment_id: number | null;
  attempt_key: string;
  status: Generated<"in_progress" | "completed" | "abandoned">;
  answers: Json<unknown>;
  correct_count: number;
  question_count: number;
  score: ColumnType<string | number, number, number>;
  total_points: ColumnType<string | number, number, number>;
  time_taken: number | null;
  xp_awarded: Generated<number>;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface XpLedgerTable {
  id: Generated<number>;
  student_id: number;
  amount: number;
  reason: string;
  multiplier: ColumnType<string | number, number | undefined, number>;
  idempotency_key: string;
  activity_date: ColumnType<string | Date, string, string>;
  created_at: Timestamp;
}

export interface CashLedgerTable {
  id: Generated<number>;
  student_id: number;
  amount_cents: number;
  reason: string;
  granted_by: string | null;
  created_at: Timestamp;
  idempotency_key: string | null;
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
}

export type GradeBand = "K-5" | "6-8" | "9-12" | "adult";

export interface CoursesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  subject: string;
  grade_band: GradeBand;
  description: string;
  position: Generated<number>;
  created_at: Timestamp;
}

export interface ModulesTable {
  id: Generated<number>;
  course_id: number;
  slug: string;
  title: string;
  description: string;
  position: number;
  created_at: Timestamp;
}

export interface MaterialTemplatesTable {
  id: Generated<number>;
  slug: string;
  module_id: number | null;
  step_number: Generated<number>;
  title: string;
  subject: string;
  summary: Generated<string>;
  difficulty: Generated<"beginner" | "intermediate" | "advanced">;
  estimated_time: Generated<number>;
  tags: Json<string[]>;
  prerequisites: Json<string[]>;
  body: string;
  examples: Json<unknown[]>;
  deck_structure: Json<unknown[]>;
  practice: Json<unknown[]>;
  completion_config: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LearningPathsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  subject: string;
  grade_band: GradeBand;
  status: Generated<"draft" | "published" | "archived">;
  description: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LearningPathStepsTable {
  path_id: number;
  position: number;
  module_id: number | null;
  material_id: number | null;
}

export interface QuestionAttemptsTable {
  id: Generated<number>;
  student_id: number;
  material_id: number;
  question_id: string;
  answer: string;
  is_correct: boolean;
  score: ColumnType<string | number, number, number>;
  hint_used: Generated<boolean>;
  confidence_score: Numeric;
  evaluation_method: string;
  evaluation_sub_method: string;
  correct_answer: string;
  idempotency_key: string | null;
  xp_set: string | null;
  answer_set_id: Generated<string | null>;
  created_at: Timestamp;
}

/** A practice or review set the server opened (issue 7.9). */
export interface AnswerSetsTable {
  id: string;
  student_id: number;
  kind: "practice" | "review";
  items: Json<{ material_id: number; question_id: string }[]>;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  xp_awarded: number | null;
}

/** What XP counted of a question on a student's day. */
export interface XpQuestionDaysTable {
  student_id: number;
  material_id: number;
  question_id: string;
  day: ColumnType<string, string, string>;
  has_correct: boolean;
}

export interface MaterialProgressTable {
  student_id: number;
  material_id: number;
  cards_seen: Json<number[]>;
  time_spent_seconds: Generated<number>;
  completion_criteria: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  is_completed: Generated<boolean>;
  completed_at: NullableTimestamp;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReviewCardsTable {
  student_id: number;
  material_id: number;
  question_id: string;
  stability: number;
  difficulty: number;
  reps: Generated<number>;
  lapses: Generated<number>;
  state: Generated<"learning" | "review" | "relearning">;
  last_review_at: Timestamp;
  due_at: Timestamp;
}

/** The whole database as Kysely sees it. */
export interface Database {
  users: UsersTable;
  student_profiles: StudentProfilesTable;
  auth_tokens: AuthTokensTable;
  email_outbox: EmailOutboxTable;
  interest_signups: InterestSignupsTable;
  lessons: LessonsTable;
  credit_packages: CreditPackagesTable;
  credit_movements: CreditMovementsTable;
  invoices: InvoicesTable;
  content_items: ContentItemsTable;
  content_favourites: ContentFavouritesTable;
  content_access: ContentAccessTable;
  assignments: AssignmentsTable;
  assignment_files: AssignmentFilesTable;
  assignment_comments: AssignmentCommentsTable;
  quizzes: QuizzesTable;
  quiz_attempts: QuizAttemptsTable;
  xp_ledger: XpLedgerTable;
  cash_ledger: CashLedgerTable;
  parent_consent_emails: ParentConsentEmailsTable;
  persona_traits: PersonaTraitsTable;
  feedback: FeedbackTable;
  courses: CoursesTable;
  modules: ModulesTable;
  material_templates: MaterialTemplatesTable;
  learning_paths: LearningPathsTable;
  learning_path_steps: LearningPathStepsTable;
  question_attempts: QuestionAttemptsTable;
  material_progress: MaterialProgressTable;
  review_cards: ReviewCardsTable;
  answer_sets: AnswerSetsTable;
  xp_question_days: XpQuestionDaysTable;
}
