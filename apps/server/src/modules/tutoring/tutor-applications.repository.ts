import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface ApplicationRecord {
  id: number;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  subjects: string[];
  experience: string;
  availability: string;
  statement: string;
  status: "pending" | "approved" | "declined";
  review_message: string | null;
  submitted_at: Date;
  reviewed_at: Date | null;
}

function selectApplications(db: Db) {
  return db
    .selectFrom("tutor_applications as a")
    .innerJoin("users as u", "u.id", "a.user_id")
    .select([
      "a.id",
      "a.user_id",
      "u.first_name",
      "u.last_name",
      "u.email",
      "a.subjects",
      "a.experience",
      "a.availability",
      "a.statement",
      "a.status",
      "a.review_message",
      "a.submitted_at",
      "a.reviewed_at",
    ]);
}

/** A user's application, if they sent one. */
export function findApplicationOfUser(db: Db, userId: string): Promise<ApplicationRecord | undefined> {
  return selectApplications(db).where("a.user_id", "=", userId).executeTakeFirst();
}

/** One application by id, locked for a review when `forUpdate`. */
export async function findApplication(db: Db, id: number): Promise<ApplicationRecord | undefined> {
  return selectApplications(db).where("a.id", "=", id).executeTakeFirst();
}

/** Locks an application's row for the length of a transaction (two admins reviewing at once). */
export async function lockApplication(
  db: Db,
  id: number,
): Promise<{ status: string; user_id: string } | undefined> {
  return db
    .selectFrom("tutor_applications")
    .select(["status", "user_id"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

/** Applications, oldest first (pending are reviewed in the order they came), of one status or all. */
export function listApplications(db: Db, status: ApplicationRecord["status"] | undefined) {
  let query = selectApplications(db);
  if (status) query = query.where("a.status", "=", status);
  return query.orderBy("a.submitted_at").orderBy("a.id").execute();
}

export interface ApplicationFields {
  subjects: string[];
  experience: string;
  availability: string;
  statement: string;
}

/**
 * Saves a user's application as pending: a new row, or a declined one sent again. Answers null when
 * the user already has a pending or approved application (nothing is changed then).
 */
export async function upsertPendingApplication(
  db: Db,
  userId: string,
  fields: ApplicationFields,
): Promise<number | null> {
  const values = {
    subjects: JSON.stringify(fields.subjects),
    experience: fields.experience,
    availability: fields.availability,
    statement: fields.statement,
  };
  const row = await db
    .insertInto("tutor_applications")
    .values({ user_id: userId, ...values })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet({
          ...values,
          status: "pending",
          review_message: null,
          reviewed_by: null,
          reviewed_at: null,
          submitted_at: new Date(),
        })
        .where("tutor_applications.status", "=", "declined"),
    )
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Records an admin's decision on an application. */
export async function reviewApplication(
  db: Db,
  id: number,
  review: { status: "approved" | "declined"; message: string | null; reviewerId: string },
): Promise<void> {
  await db
    .updateTable("tutor_applications")
    .set({
      status: review.status,
      review_message: review.message,
      reviewed_by: review.reviewerId,
      reviewed_at: new Date(),
    })
    .where("id", "=", id)
    .execute();
}

/** Makes an applicant an approved tutor (decisions.md 1): the user's own tutor status. */
export async function approveTutorAccount(db: Db, userId: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ tutor_status: "approved", updated_at: new Date() })
    .where("id", "=", userId)
    .where("role", "=", "tutor")
    .execute();
}
