import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, NewUserRow, UserRow } from "../../db/database.ts";
import type { TokenPurpose } from "../../lib/one-time-links.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** What a single-use e-mail token is for. */

/** One user by id. */
export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One user by username or e-mail, case-insensitively. */
export function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = login.toLowerCase();
  return db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, "=", key), eb(sql`lower(email)`, "=", key)]))
    .orderBy(sql`lower(username) = ${key}`, "desc")
    .executeTakeFirst();
}

/** Whether an e-mail or a username is already taken (by someone other than `exceptId`). */
export async function findTaken(
  db: Db,
  fields: { email?: string; username?: string },
  exceptId?: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .selectFrom("users")
    .select(["email", "username"])
    .where((eb) =>
      eb.or([
        ...(fields.email ? [eb(sql`lower(email)`, "=", fields.email.toLowerCase())] : []),
        ...(fields.username ? [eb(sql`lower(username)`, "=", fields.username.toLowerCase())] : []),
      ]),
    )
    .$if(exceptId !== undefined, (q) => q.where("id", "!=", exceptId!))
    .execute();
  return {
    email: !!fields.email && rows.some((r) => r.email?.toLowerCase() === fields.email!.toLowerCase()),
    username:
      !!fields.username && rows.some((r) => r.username.toLowerCase() === fields.username!.toLowerCase()),
  };
}

/** Inserts a user; answers the row. */
export function insertUser(db: Db, user: NewUserRow): Promise<UserRow> {
  return db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
}

/** Creates the student profile a student user owns. */
export async function insertOwnStudentProfile(db: Db, user: UserRow): Promise<void> {
  await db
    .insertInto("student_profiles")
    .values({ user_id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email })
    .execute();
}

/** Updates the given user columns; answers the new row. */
export function updateUser(
  db: Db,
  id: string,
  changes: Partial<
    Pick<
      UserRow,
      "email" | "first_name" | "last_name" | "email_verified_at" | "password_hash" | "pending_email"
    >
  >,
): Promise<UserRow | undefined> {
  return db
    .updateTable("users")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Revokes every token issued so far by bumping the version; answers the new row. */
export function bumpTokenVersion(db: Db, id: string): Promise<UserRow | undefined> {
  return db
    .updateTable("users")
    .set((eb) => ({ token_version: eb("token_version", "+", 1), updated_at: new Date() }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Uses a single-use token at most once: answers its user id if it was unused and unexpired. */
export async function consumeAuthToken(
  db: Db,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable("auth_tokens")
    .set({ used_at: new Date() })
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id;
}

/** Like consumeAuthToken, also answering the address the link was sent to (null for older links). */
export async function consumeEmailToken(
  db: Db,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<{ userId: string; email: string | null } | undefined> {
  const row = await db
    .updateTable("auth_tokens")
    .set({ used_at: new Date() })
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .returning(["user_id", "email"])
    .executeTakeFirst();
  return row ? { userId: row.user_id, email: row.email } : undefined;
}
