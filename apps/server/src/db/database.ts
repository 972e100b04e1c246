// The database as Kysely sees it: every table, by name. The table types live in tables/, by area.
import type {
  AuthTokensTable,
  EmailOutboxTable,
  FeedbackTable,
  InterestSignupsTable,
  ParentConsentEmailsTable,
  PersonaTraitsTable,
  StudentProfilesTable,
  UsersTable,
} from "./tables/accounts.ts";
import type {
  PaymentsTable,
  PurchaseRequestsTable,
  StripeEventsTable,
  UnappliedPaymentsTable,
} from "./tables/billing.ts";
import type {
  CalendarFeedTokensTable,
  GroupSessionsTable,
  TutorAvailabilityTable,
  TutorCalendarsTable,
  TutorDaysOffTable,
} from "./tables/booking.ts";
import type { ContactRequestsTable } from "./tables/contact.ts";
import type {
  ContentAccessTable,
  ContentFavouritesTable,
  ContentItemsTable,
  CoursesTable,
  LearningPathStepsTable,
  LearningPathsTable,
  MaterialTemplatesTable,
  ModulesTable,
  QuizzesTable,
} from "./tables/content.ts";
import type {
  AnswerSetsTable,
  CashLedgerTable,
  GamePreferencesTable,
  MaterialProgressTable,
  QuestionAttemptsTable,
  QuestionRevealsTable,
  ReviewCardsTable,
  XpLedgerTable,
  XpQuestionDaysTable,
} from "./tables/learning.ts";
import type { LoginFailuresTable, RateLimitWindowsTable } from "./tables/limits.ts";
import type {
  MessageAttachmentsTable,
  MessageReadsTable,
  MessagesTable,
  MessageThreadsTable,
} from "./tables/messages.ts";
import type {
  PythonAttemptsTable,
  PythonExerciseWorkTable,
  PythonFilesTable,
} from "./tables/python-course.ts";
import type {
  AuditLogTable,
  CreditOffersTable,
  NotificationPreferencesTable,
  NotificationRecipientsTable,
  NotificationsTable,
  PlansTable,
  PostsTable,
  WaitlistEntriesTable,
} from "./tables/site.ts";
import type { StudentAvatarsTable } from "./tables/spaces.ts";
import type {
  TutorHintUsesTable,
  TutorMessagesTable,
  TutorSessionsTable,
  TutorSettingsTable,
} from "./tables/tutor.ts";
import type {
  CreditMovementsTable,
  CreditPackagesTable,
  InvoicesTable,
  LessonNotesTable,
  LessonsTable,
  TutorApplicationsTable,
  TutorStudentAssignmentsTable,
} from "./tables/tutoring.ts";
import type {
  AssignmentCommentsTable,
  AssignmentFilesTable,
  AssignmentsTable,
  QuizAttemptsTable,
} from "./tables/work.ts";

export type * from "./tables/accounts.ts";
export type * from "./tables/billing.ts";
export type * from "./tables/booking.ts";
export type * from "./tables/content.ts";
export type * from "./tables/learning.ts";
export type * from "./tables/limits.ts";
export type * from "./tables/messages.ts";
export type * from "./tables/site.ts";
export type * from "./tables/tutoring.ts";
export type * from "./tables/work.ts";

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
  game_preferences: GamePreferencesTable;
  xp_question_days: XpQuestionDaysTable;
  question_reveals: QuestionRevealsTable;
  python_exercise_work: PythonExerciseWorkTable;
  python_attempts: PythonAttemptsTable;
  python_files: PythonFilesTable;
  login_failures: LoginFailuresTable;
  rate_limit_windows: RateLimitWindowsTable;
  plans: PlansTable;
  credit_offers: CreditOffersTable;
  posts: PostsTable;
  waitlist_entries: WaitlistEntriesTable;
  notifications: NotificationsTable;
  notification_recipients: NotificationRecipientsTable;
  notification_preferences: NotificationPreferencesTable;
  audit_log: AuditLogTable;
  tutor_student_assignments: TutorStudentAssignmentsTable;
  tutor_applications: TutorApplicationsTable;
  lesson_notes: LessonNotesTable;
  tutor_calendars: TutorCalendarsTable;
  tutor_availability: TutorAvailabilityTable;
  tutor_days_off: TutorDaysOffTable;
  group_sessions: GroupSessionsTable;
  calendar_feed_tokens: CalendarFeedTokensTable;
  message_threads: MessageThreadsTable;
  messages: MessagesTable;
  message_attachments: MessageAttachmentsTable;
  message_reads: MessageReadsTable;
  purchase_requests: PurchaseRequestsTable;
  payments: PaymentsTable;
  stripe_events: StripeEventsTable;
  contact_requests: ContactRequestsTable;
  student_avatars: StudentAvatarsTable;
  unapplied_payments: UnappliedPaymentsTable;
  tutor_sessions: TutorSessionsTable;
  tutor_messages: TutorMessagesTable;
  tutor_hint_uses: TutorHintUsesTable;
  tutor_settings: TutorSettingsTable;
}
