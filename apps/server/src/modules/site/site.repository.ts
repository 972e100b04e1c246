import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

/** Stores an interest signup once per e-mail and page; a repeat changes nothing. */
export async function insertInterestSignup(
  db: Kysely<Database>,
  signup: { email: string; source: "support" | "help" | "ai-tutor" },
): Promise<void> {
  await db
    .insertInto("interest_signups")
    .values(signup)
    .onConflict((oc) => oc.columns(["email", "source"]).doNothing())
    .execute();
}

/** The newest sign-ups, for admins. */
export function listInterestSignups(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom("interest_signups")
    .select(["id", "email", "source", "created_at"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
