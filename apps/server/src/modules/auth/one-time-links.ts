import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import { createOneTimeToken } from "../../lib/tokens.ts";
import { insertAuthToken, retireAuthTokens, type TokenPurpose } from "./auth.repository.ts";

/**
 * Issues a single-use link token for a user (stored only as its hash) and retires the user's
 * earlier ones of the same purpose. Other modules (a parent's consent) issue links through this.
 */
export async function issueOneTimeLink(
  db: Kysely<Database>,
  link: { userId: string; purpose: TokenPurpose; expiresAt: Date },
): Promise<string> {
  const { token, tokenHash } = createOneTimeToken();
  await retireAuthTokens(db, link.userId, link.purpose);
  await insertAuthToken(db, { ...link, tokenHash });
  return token;
}

/** Makes a user's open links of one purpose unusable (a parent answered on the site instead). */
export async function retireOneTimeLinks(db: Kysely<Database>, userId: string, purpose: TokenPurpose) {
  await retireAuthTokens(db, userId, purpose);
}
