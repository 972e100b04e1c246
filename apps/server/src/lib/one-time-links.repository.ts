import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";

type Db = Kysely<Database>;

/** What a single-use link is for. */
export type TokenPurpose = "reset-password" | "verify-email" | "parent-consent";

/** Stores a single-use token (its hash), and for a verification link the address it was sent to. */
export async function insertAuthToken(
  db: Db,
  token: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; email?: string },
): Promise<void> {
  await db
    .insertInto("auth_tokens")
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
      email: token.email ?? null,
    })
    .execute();
}

/** Marks every other open token of that purpose used, so an older link cannot be used later. */
export async function retireAuthTokens(db: Db, userId: string, purpose: TokenPurpose) {
  await db
    .updateTable("auth_tokens")
    .set({ used_at: new Date() })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}
