/**
 * Where a child's data lives, in one registry (decision 035): for every table that can refer to a
 * person, which columns find the child's rows, how the export carries them and what deleting the
 * child does to them. The export and the deletion both walk this registry (student-data.service.ts),
 * and privacy-registry.test.ts reads the database's own schema and fails when a table or a column
 * that can refer to a user or a student is missing here.
 */

/** A column that finds the child's rows: it holds the profile's id, the login's id, or points at one of the child's rows elsewhere. */
export type RowKey =
  | { column: string; holds: "student" }
  | { column: string; holds: "login" }
  /** The `id` of a row of `table` that is the child's (a thread's messages, a package's movements). */
  | { column: string; holds: "row-of"; table: string }
  /** A JSON snapshot naming the child by `student_id` at any depth (the audit log's before/after). */
  | { column: string; holds: "json-student" };

/** An uploaded file a row names: where its bytes are and, for attachments, the name the person gave it. */
export interface FileColumn {
  column: string;
  folder: "avatars" | "assignments" | "messages";
  nameColumn?: string;
}

export interface TableCoverage {
  /** How the child's rows are found (any key matching); empty when the table never holds them. */
  keys: readonly RowKey[];
  /** `rows`: every column as stored except `secret`; otherwise why the table is not in the export. */
  export: "rows" | `omitted: ${string}`;
  /**
   * `delete`: the child's rows are removed. `anonymise`: the rows stay for someone else (the payer's
   * accounting, the staff's record of what they did) with every key to the child set to null and
   * the child's names taken out of `scrub`. `keep`: the table never holds the child's rows (why).
   */
  delete: "delete" | "anonymise" | `keep: ${string}`;
  /** Columns that refer to someone else (a tutor, a parent, staff): whose id, and why never the child's. */
  others?: Readonly<Record<string, string>>;
  /** Columns never exported (secrets). */
  secret?: readonly string[];
  /** Text columns an anonymised row may name the child in ("Tutor 5-pack for Leo"). */
  scrub?: readonly string[];
  /** Files the rows name: exported into the archive and removed from disk after the deletion commits. */
  files?: readonly FileColumn[];
}

const student = (column = "student_id"): RowKey => ({ column, holds: "student" });
const login = (column = "user_id"): RowKey => ({ column, holds: "login" });
const rowOf = (table: string, column: string): RowKey => ({ column, holds: "row-of", table });
const byStudent: Pick<TableCoverage, "keys" | "export" | "delete"> = {
  keys: [student()],
  export: "rows",
  delete: "delete",
};

const TUTOR = "a tutor; a child's login is never a tutor's";
const STAFF = "the tutor or admin who did it; a child's login has neither role";
const PARENT = "the parent (an adult account)";
/** A table of tutors' or staff's own records, which a child's login can never own. */
const notAChilds = (what: string, others: Record<string, string>): TableCoverage => ({
  keys: [],
  export: `omitted: ${what}`,
  delete: "keep: tutors' and staff's own records; a child's login can never be their owner",
  others,
});

export const PRIVACY_REGISTRY: Readonly<Record<string, TableCoverage>> = {
  student_profiles: {
    keys: [student("id"), login()],
    export: "rows",
    delete: "delete",
    others: { parent_user_id: PARENT },
    files: [{ column: "avatar_file_id", folder: "avatars" }],
  },
  users: {
    keys: [login("id")],
    export: "rows",
    delete: "delete",
    others: { managed_by_user_id: "the parent who made the child's login" },
    secret: ["password_hash", "token_version"],
  },
  auth_tokens: {
    keys: [login()],
    export: "omitted: hashes of single-use links, nothing the child wrote or can use",
    delete: "delete",
  },
  calendar_feed_tokens: {
    keys: [login()],
    export: "omitted: the secret of the calendar feed; the feed is the child's lessons, exported",
    delete: "delete",
  },
  feedback: { keys: [login()], export: "rows", delete: "delete" },
  notification_recipients: {
    keys: [login()],
    export: "rows",
    delete: "delete",
    others: { notification_id: "the staff's announcement, not the child's" },
  },
  lessons: {
    ...byStudent,
    others: { tutor_user_id: TUTOR },
  },
  lesson_notes: {
    keys: [rowOf("lessons", "lesson_id")],
    export: "rows",
    delete: "delete",
    others: { author_user_id: TUTOR },
  },
  tutor_student_assignments: {
    ...byStudent,
    others: { tutor_user_id: TUTOR, assigned_by: STAFF },
  },
  credit_packages: byStudent,
  credit_movements: {
    keys: [rowOf("credit_packages", "package_id"), rowOf("lessons", "lesson_id")],
    export: "rows",
    delete: "delete",
  },
  invoices: {
    keys: [student()],
    export: "rows",
    delete: "anonymise",
    others: { payer_user_id: "the parent who paid: the invoice is their accounting record" },
    scrub: ["description"],
  },
  purchase_requests: {
    ...byStudent,
    others: {
      payer_user_id: PARENT,
      decided_by: STAFF,
      invoice_id: "the payer's invoice, which stays for them",
    },
  },
  unapplied_payments: {
    keys: [],
    export: "omitted: the payer's record of money a card paid that could not be applied (decision 036)",
    delete: "keep: the payer's accounting record; it holds no student key and goes with the payer",
    others: { payer_user_id: PARENT, resolved_by: STAFF },
  },
  payments: {
    keys: [student()],
    export: "rows",
    delete: "anonymise",
    others: {
      payer_user_id: "the parent who paid: the ledger is their accounting record",
      recorded_by: STAFF,
      refund_of: "the payment refunded, which carries the same student_id",
      credit_package_id: "the child's package; the key sets null when the package goes",
      invoice_id: "the payer's invoice",
      purchase_request_id: "the family's request; the key sets null when it goes",
    },
    scrub: ["description", "note"],
  },
  content_favourites: byStudent,
  content_access: byStudent,
  assignments: { ...byStudent, others: { assigned_by: STAFF } },
  assignment_files: {
    keys: [rowOf("assignments", "assignment_id"), login("uploaded_by")],
    export: "rows",
    delete: "delete",
    files: [{ column: "file_id", folder: "assignments", nameColumn: "original_name" }],
  },
  assignment_comments: {
    keys: [rowOf("assignments", "assignment_id"), login("author_user_id")],
    export: "rows",
    delete: "delete",
  },
  message_threads: {
    keys: [student(), login()],
    export: "rows",
    delete: "delete",
    others: { tutor_user_id: TUTOR },
  },
  messages: {
    keys: [rowOf("message_threads", "thread_id"), login("sender_user_id")],
    export: "rows",
    delete: "delete",
  },
  message_attachments: {
    keys: [rowOf("message_threads", "thread_id"), rowOf("messages", "message_id"), login("uploaded_by")],
    export: "rows",
    delete: "delete",
    files: [{ column: "file_id", folder: "messages", nameColumn: "original_name" }],
  },
  message_reads: {
    keys: [rowOf("message_threads", "thread_id"), login()],
    export: "rows",
    delete: "delete",
  },
  quiz_attempts: {
    keys: [student(), rowOf("assignments", "assignment_id")],
    export: "rows",
    delete: "delete",
  },
  xp_ledger: byStudent,
  cash_ledger: { ...byStudent, others: { granted_by: "the parent or admin who granted the reward" } },
  persona_traits: byStudent,
  student_avatars: byStudent,
  question_attempts: {
    keys: [student(), rowOf("answer_sets", "answer_set_id")],
    export: "rows",
    delete: "delete",
  },
  material_progress: byStudent,
  review_cards: byStudent,
  answer_sets: byStudent,
  game_preferences: byStudent,
  xp_question_days: byStudent,
  question_reveals: byStudent,
  // The AI tutor (issue 24): conversations, hint use and the parent's outside-model choice.
  tutor_sessions: byStudent,
  tutor_messages: { keys: [rowOf("tutor_sessions", "session_id")], export: "rows", delete: "delete" },
  tutor_hint_uses: byStudent,
  tutor_settings: { ...byStudent, others: { decided_by: PARENT } },
  python_exercise_work: byStudent,
  python_attempts: byStudent,
  python_files: byStudent,
  parent_consent_emails: byStudent,
  audit_log: {
    keys: [
      { column: "before", holds: "json-student" },
      { column: "after", holds: "json-student" },
    ],
    export:
      "omitted: the staff's record of their own actions; what they changed is exported from its own table",
    delete: "anonymise",
    others: {
      actor_user_id: "the admin or parent who acted; a child's login takes no audited action",
    },
  },
  tutor_applications: notAChilds("a tutor applicant's own application", {
    user_id: "the applicant (a tutor account)",
    reviewed_by: STAFF,
  }),
  tutor_calendars: notAChilds("a tutor's booking profile", { tutor_user_id: TUTOR }),
  tutor_availability: notAChilds("a tutor's weekly hours", { tutor_user_id: TUTOR }),
  tutor_days_off: notAChilds("a tutor's days off", { tutor_user_id: TUTOR }),
  group_sessions: notAChilds("a tutor's group lesson; the child's seats are their lessons rows", {
    tutor_user_id: TUTOR,
  }),
  quizzes: notAChilds("quizzes are written by staff", { created_by: STAFF }),
  posts: notAChilds("posts are written by staff", { author_user_id: STAFF }),
  // Staff's announcements name no child (about_student_id null, never found); what the platform
  // wrote about a child (homework handed in, a lesson cancelled) goes with the child.
  notifications: {
    keys: [student("about_student_id")],
    export: "rows",
    delete: "delete",
    others: { sent_by_user_id: STAFF },
  },
  notification_preferences: { keys: [login()], export: "rows", delete: "delete" },
};

/**
 * The tables in the order their rows are found: a table after every table its keys point at (the
 * login before the profile, a thread before its messages). The deletion works in the reverse
 * order, so no cascade removes a row before it is counted or anonymised.
 */
export function orderTables(registry: Readonly<Record<string, TableCoverage>> = PRIVACY_REGISTRY): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`The privacy registry's row-of keys loop through ${table}`);
    visiting.add(table);
    for (const key of registry[table]?.keys ?? []) {
      const parent =
        key.holds === "row-of" ? key.table : key.holds === "login" ? "users" : "student_profiles";
      if (parent !== table && parent in registry) visit(parent);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of Object.keys(registry)) visit(table);
  return ordered;
}
