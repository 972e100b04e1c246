import type { Kysely } from "kysely";
import { hashPassword } from "../../lib/password.ts";
import type { Database } from "../database.ts";
import { seedDemoBooking } from "./demo-booking.ts";
import { seedDemoMessages } from "./demo-messages.ts";
import { seedDemoPortal } from "./demo-portal.ts";
import { seedQuizzes } from "./quizzes.ts";

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
  {
    first_name: "Mia",
    last_name: "Shah",
    age: 10,
    grade: "5",
    preferred_theme: "kids" as const,
    subjects: JSON.stringify(["French", "Mathematics"]),
    onboarding_completed_at: new Date(),
  },
  {
    first_name: "Leo",
    last_name: "Shah",
    age: 15,
    grade: "10",
    preferred_theme: "adult" as const,
    subjects: JSON.stringify(["Spanish", "Python"]),
    onboarding_completed_at: new Date(),
  },
];

/** Seeds the demo accounts once (and, with a fresh set, the portal's demo rows); answers how many accounts it made. */
export async function seedDemo(db: Kysely<Database>): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  const ids: Partial<Record<"admin" | "tutor" | "parent" | "student", string>> = {};
  let studentId: number | undefined;
  let childIds: number[] = [];
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
      ids[account.role] = user.id;
      if (account.role === "student") {
        const profile = await tx
          .insertInto("student_profiles")
          .values({
            user_id: user.id,
            first_name: account.first,
            last_name: account.last,
            email: user.email,
            age: 14,
            grade: "9",
            subjects: JSON.stringify(["Mathematics", "French"]),
            preferred_theme: "adult",
            onboarding_completed_at: new Date(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        studentId = profile.id;
      }
      if (account.role === "parent") {
        const children = await tx
          .insertInto("student_profiles")
          .values(DEMO_CHILDREN.map((child) => ({ ...child, parent_user_id: user.id })))
          .returning("id")
          .execute();
        childIds = children.map((c) => c.id);
      }
    }
    // The portal's demo rows go in only with a fresh set of accounts, never twice.
    if (created === DEMO_ACCOUNTS.length && studentId !== undefined) {
      const demoIds = {
        tutorId: ids.tutor!,
        parentId: ids.parent!,
        studentUserId: ids.student!,
        studentId,
        childIds,
      };
      await seedDemoPortal(tx, demoIds);
      await seedDemoMessages(tx, demoIds);
      await seedDemoBooking(tx, { tutorId: ids.tutor! });
      await seedQuizzes(tx);
    }
  });
  return created;
}
