import type { Kysely } from "kysely";
import { hashPassword } from "../../lib/password.ts";
import type { Database } from "../database.ts";

/** The demo password every demo account shares; printed at start. */
export const DEMO_PASSWORD = "Demo-pass-1";

/** The demo accounts, as printed on start and used by the browser tests. */
export const DEMO_ACCOUNTS = [
  { username: "admin", email: "admin@demo.test", role: "admin", first: "Avery", last: "Admin" },
  { username: "tutor", email: "tutor@demo.test", role: "tutor", first: "Tomás", last: "Rivera" },
  { username: "parent", email: "parent@demo.test", role: "parent", first: "Priya", last: "Shah" },
  { username: "student", email: "student@demo.test", role: "student", first: "Sam", last: "Okafor" },
] as const;

/** The demo parent's children: no logins of their own (decisions.md 1). */
const DEMO_CHILDREN = [
  { first_name: "Mia", last_name: "Shah", age: 10, grade: "5" },
  { first_name: "Leo", last_name: "Shah", age: 15, grade: "10" },
];

/** Seeds the demo accounts once; existing accounts are left as they are. Answers how many it made. */
export async function seedDemo(db: Kysely<Database>): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  await db.transaction().execute(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const existing = await tx
        .selectFrom("users")
        .select("id")
        .where("username", "=", account.username)
        .executeTakeFirst();
      if (existing) continue;
      const user = await tx
        .insertInto("users")
        .values({
          username: account.username,
          email: account.email,
          password_hash: passwordHash,
          first_name: account.first,
          last_name: account.last,
          role: account.role,
          tutor_status: account.role === "tutor" ? "approved" : null,
          email_verified_at: new Date(),
          avatar_url: null,
        })
        .returning(["id", "email"])
        .executeTakeFirstOrThrow();
      created++;
      if (account.role === "student") {
        await tx
          .insertInto("student_profiles")
          .values({
            user_id: user.id,
            first_name: account.first,
            last_name: account.last,
            email: user.email,
            age: 14,
            grade: "9",
          })
          .execute();
      }
      if (account.role === "parent") {
        await tx
          .insertInto("student_profiles")
          .values(DEMO_CHILDREN.map((child) => ({ ...child, parent_user_id: user.id })))
          .execute();
      }
    }
  });
  return created;
}
