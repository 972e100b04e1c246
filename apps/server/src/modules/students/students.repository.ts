import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, StudentRow } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** One student profile by id. */
export function findStudentById(db: Db, id: number): Promise<StudentRow | undefined> {
  return db.selectFrom("student_profiles").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The profile a student user owns. */
export function findOwnStudent(db: Db, userId: string): Promise<StudentRow | undefined> {
  return db.selectFrom("student_profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** A parent's children, oldest profile first. */
export function listChildren(db: Db, parentUserId: string): Promise<StudentRow[]> {
  return db
    .selectFrom("student_profiles")
    .selectAll()
    .where("parent_user_id", "=", parentUserId)
    .orderBy("id")
    .execute();
}

export type StudentChanges = Partial<{
  first_name: string;
  last_name: string;
  age: number | null;
  grade: string | null;
  timezone: string;
  subjects: string[];
  learning_goals: string | null;
  weekly_study_hours: number | null;
  phone: string | null;
  bio: string | null;
  avatar_file_id: string | null;
  preferred_theme: "kids" | "adult";
  onboarding_completed_at: Date;
  last_profile_update: Date;
  parent_consent_email: string;
  parent_consent_required: true;
  parent_consent_declined_at: null;
  global_leaderboard_allowed: boolean;
}>;

/** Updates a profile; answers the new row. */
export function updateStudent(db: Db, id: number, changes: StudentChanges): Promise<StudentRow | undefined> {
  const { subjects, ...rest } = changes;
  return db
    .updateTable("student_profiles")
    .set({ ...rest, ...(subjects ? { subjects: JSON.stringify(subjects) } : {}), updated_at: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Completes onboarding in one statement that only a profile not yet onboarded passes, so it happens once. */
export function completeOnboardingOnce(
  db: Db,
  id: number,
  changes: StudentChanges & { onboarding_completed_at: Date },
): Promise<StudentRow | undefined> {
  const { subjects, ...rest } = changes;
  return db
    .updateTable("student_profiles")
    .set({ ...rest, ...(subjects ? { subjects: JSON.stringify(subjects) } : {}), updated_at: new Date() })
    .where("id", "=", id)
    .where("onboarding_completed_at", "is", null)
    .returningAll()
    .executeTakeFirst();
}

/** Updates a profile only if its edit lock has passed, in one statement, so two edits cannot both pass. */
export function updateStudentIfUnlocked(
  db: Db,
  id: number,
  changes: StudentChanges,
  unlockedBefore: Date,
): Promise<StudentRow | undefined> {
  const { subjects, ...rest } = changes;
  return db
    .updateTable("student_profiles")
    .set({ ...rest, ...(subjects ? { subjects: JSON.stringify(subjects) } : {}), updated_at: new Date() })
    .where("id", "=", id)
    .where((eb) =>
      eb.or([eb("last_profile_update", "is", null), eb("last_profile_update", "<=", unlockedBefore)]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Adds a child profile to a parent. */
export function insertChild(
  db: Db,
  parentUserId: string,
  child: {
    first_name: string;
    last_name: string;
    age: number;
    grade: string | null;
    subjects: string[];
    learning_goals: string | null;
    timezone?: string;
    preferred_theme: "kids" | "adult";
  },
): Promise<StudentRow> {
  return db
    .insertInto("student_profiles")
    .values({ ...child, subjects: JSON.stringify(child.subjects), parent_user_id: parentUserId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many children a parent has. */
export async function countChildren(db: Db, parentUserId: string): Promise<number> {
  const row = await db
    .selectFrom("student_profiles")
    .select(sql<string>`count(*)`.as("n"))
    .where("parent_user_id", "=", parentUserId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records a consent e-mail about to be sent; answers its id. */
export async function insertConsentEmail(
  db: Db,
  studentId: number,
  toEmail: string,
  at: Date,
): Promise<number> {
  const row = await db
    .insertInto("parent_consent_emails")
    .values({ student_id: studentId, to_email: toEmail, sent_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Forgets a recorded consent e-mail that was refused after all. */
export async function deleteConsentEmail(db: Db, id: number): Promise<void> {
  await db.deleteFrom("parent_consent_emails").where("id", "=", id).execute();
}

/** How many consent e-mails were sent since an instant: about one student, and to one address. */
export async function countConsentEmailsSince(
  db: Db,
  studentId: number,
  toEmail: string,
  since: Date,
): Promise<{ byStudent: number; byRecipient: number }> {
  const row = await db
    .selectFrom("parent_consent_emails")
    .select([
      sql<string>`count(*) filter (where student_id = ${studentId})`.as("by_student"),
      sql<string>`count(*) filter (where to_email = ${toEmail})`.as("by_recipient"),
    ])
    .where("sent_at", ">", since)
    .where((eb) => eb.or([eb("student_id", "=", studentId), eb("to_email", "=", toEmail)]))
    .executeTakeFirstOrThrow();
  return { byStudent: Number(row.by_student), byRecipient: Number(row.by_recipient) };
}

/** Records a parent's consent for the child whose login this is; answers the child's first name. */
export async function markParentConsented(db: Db, childUserId: string, at: Date): Promise<string | null> {
  const child = await db
    .updateTable("student_profiles")
    .set({ parent_consented_at: at, updated_at: at })
    .where("user_id", "=", childUserId)
    .returning(["first_name"])
    .executeTakeFirst();
  return child?.first_name ?? null;
}

/** A consent request as the parent sees it: the child's first name and age, and its state. */
export interface ConsentRequestRow {
  id: number;
  first_name: string;
  age: number | null;
  requested_at: Date | string;
  parent_consented_at: Date | string | null;
  parent_consent_declined_at: Date | string | null;
}

function selectConsentRequests(db: Db, email: string) {
  return db
    .selectFrom("student_profiles")
    .select((eb) => [
      "student_profiles.id",
      "student_profiles.first_name",
      "student_profiles.age",
      "student_profiles.parent_consented_at",
      "student_profiles.parent_consent_declined_at",
      eb
        .selectFrom("parent_consent_emails")
        .select(sql<Date>`max(sent_at)`.as("at"))
        .whereRef("parent_consent_emails.student_id", "=", "student_profiles.id")
        .as("last_sent_at"),
      "student_profiles.created_at",
    ])
    .where(sql`lower(parent_consent_email)`, "=", email.toLowerCase())
    .where("parent_consent_required", "=", true)
    .where("user_id", "is not", null);
}

const toConsentRow = (r: {
  id: number;
  first_name: string;
  age: number | null;
  parent_consented_at: Date | null;
  parent_consent_declined_at: Date | string | null;
  last_sent_at: Date | null;
  created_at: Date;
}): ConsentRequestRow => ({
  id: r.id,
  first_name: r.first_name,
  age: r.age,
  requested_at: r.last_sent_at ?? r.created_at,
  parent_consented_at: r.parent_consented_at,
  parent_consent_declined_at: r.parent_consent_declined_at,
});

/** Children who named this address as their parent's, newest first. */
export async function listConsentRequestsTo(db: Db, email: string): Promise<ConsentRequestRow[]> {
  const rows = await selectConsentRequests(db, email)
    .orderBy("student_profiles.id", "desc")
    .limit(50)
    .execute();
  return rows.map(toConsentRow);
}

/** One child's request to this address, if the child named it. */
export async function findConsentRequestTo(
  db: Db,
  studentId: number,
  email: string,
): Promise<ConsentRequestRow | undefined> {
  const row = await selectConsentRequests(db, email)
    .where("student_profiles.id", "=", studentId)
    .executeTakeFirst();
  return row ? toConsentRow(row) : undefined;
}

/**
 * Records a parent's answer in one statement that only a request still open to that answer passes
 * (a confirmation is final), so two answers at once cannot both count.
 */
export async function decideConsentRequest(
  db: Db,
  studentId: number,
  email: string,
  decision: "confirmed" | "declined",
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("student_profiles")
    .set(
      decision === "confirmed"
        ? { parent_consented_at: at, updated_at: at }
        : { parent_consent_declined_at: at, updated_at: at },
    )
    .where("id", "=", studentId)
    .where(sql`lower(parent_consent_email)`, "=", email.toLowerCase())
    .where("parent_consent_required", "=", true)
    .where("parent_consented_at", "is", null)
    // A parent may change their mind and confirm after all; a decline answers a pending request only.
    .$if(decision === "declined", (q) => q.where("parent_consent_declined_at", "is", null))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The address of an account and whether it is verified. */
export function findAccountEmail(db: Db, userId: string) {
  return db
    .selectFrom("users")
    .select(["email", "email_verified_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
}
