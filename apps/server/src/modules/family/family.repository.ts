import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A child's login as the family pages show it. */
export interface ChildLoginRow {
  id: string;
  username: string;
  disabled_at: Date | null;
  created_at: Date;
}

/** The logins a parent manages, by user id. */
export async function listManagedLogins(db: Db, parentUserId: string): Promise<Map<string, ChildLoginRow>> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "username", "disabled_at", "created_at"])
    .where("managed_by_user_id", "=", parentUserId)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** One login a parent manages, or undefined (none, or not theirs). */
export function findManagedLogin(
  db: Db,
  parentUserId: string,
  userId: string,
): Promise<ChildLoginRow | undefined> {
  return db
    .selectFrom("users")
    .select(["id", "username", "disabled_at", "created_at"])
    .where("id", "=", userId)
    .where("managed_by_user_id", "=", parentUserId)
    .executeTakeFirst();
}

/** Whether a username is taken, case-insensitively (the unique index has the last word). */
export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where(sql`lower(username)`, "=", username.toLowerCase())
    .executeTakeFirst();
  return !!row;
}

/**
 * Creates a child's login (a student user with no e-mail, managed by the parent) and gives it the
 * profile, in the caller's transaction. Only a profile of this parent without a login passes, so
 * two requests at once cannot both give a child a login. The parent creating it is the consenting
 * adult (decisions.md 1), so the child's account is confirmed from the start.
 */
export async function insertChildLogin(
  tx: Transaction<Database>,
  login: {
    parentUserId: string;
    studentId: number;
    username: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    at: Date;
  },
): Promise<ChildLoginRow | undefined> {
  const user = await tx
    .insertInto("users")
    .values({
      username: login.username,
      email: null,
      password_hash: login.passwordHash,
      first_name: login.firstName,
      last_name: login.lastName,
      role: "student",
      tutor_status: null,
      avatar_url: null,
      managed_by_user_id: login.parentUserId,
    })
    .returning(["id", "username", "disabled_at", "created_at"])
    .executeTakeFirstOrThrow();
  const linked = await tx
    .updateTable("student_profiles")
    .set({ user_id: user.id, parent_consented_at: login.at, updated_at: login.at })
    .where("id", "=", login.studentId)
    .where("parent_user_id", "=", login.parentUserId)
    .where("user_id", "is", null)
    .executeTakeFirst();
  return Number(linked.numUpdatedRows) > 0 ? user : undefined;
}

/** Sets a managed login's password and ends its sessions (the token version moves on). */
export async function setManagedPassword(
  db: Db,
  parentUserId: string,
  userId: string,
  passwordHash: string,
): Promise<ChildLoginRow | undefined> {
  return db
    .updateTable("users")
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb("token_version", "+", 1),
      updated_at: new Date(),
    }))
    .where("id", "=", userId)
    .where("managed_by_user_id", "=", parentUserId)
    .returning(["id", "username", "disabled_at", "created_at"])
    .executeTakeFirst();
}

/** Switches a managed login off (ending its sessions) or on again. */
export async function setManagedLoginDisabled(
  db: Db,
  parentUserId: string,
  userId: string,
  disabledAt: Date | null,
): Promise<ChildLoginRow | undefined> {
  return db
    .updateTable("users")
    .set((eb) => ({
      disabled_at: disabledAt,
      ...(disabledAt ? { token_version: eb("token_version", "+", 1) } : {}),
      updated_at: new Date(),
    }))
    .where("id", "=", userId)
    .where("managed_by_user_id", "=", parentUserId)
    .returning(["id", "username", "disabled_at", "created_at"])
    .executeTakeFirst();
}

/** Lets a parent's child appear on the global leaderboard, or not; answers the new value. */
export async function setGlobalBoardAllowed(
  db: Db,
  parentUserId: string,
  studentId: number,
  isAllowed: boolean,
): Promise<boolean | undefined> {
  const row = await db
    .updateTable("student_profiles")
    .set({ global_leaderboard_allowed: isAllowed, updated_at: new Date() })
    .where("id", "=", studentId)
    .where("parent_user_id", "=", parentUserId)
    .returning("global_leaderboard_allowed")
    .executeTakeFirst();
  return row?.global_leaderboard_allowed;
}

/** Questions a student answered from a day of their calendar on ("YYYY-MM-DD" in their time zone). */
export async function countQuestionsSince(
  db: Db,
  studentId: number,
  sinceDay: string,
  timeZone: string,
): Promise<number> {
  const row = await db
    .selectFrom("question_attempts")
    .select(sql<string>`count(*)`.as("n"))
    .where("student_id", "=", studentId)
    .where(sql`(created_at AT TIME ZONE ${timeZone})::date`, ">=", sql`${sinceDay}::date`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
