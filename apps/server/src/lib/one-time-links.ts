import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { insertAuthToken, retireAuthTokens, type TokenPurpose } from "./one-time-links.repository.ts";
import { createOneTimeToken } from "./tokens.ts";

/**
 * Issues a single-use link token for a user (stored only as its hash; a verification link also
 * keeps the address it was sent to) and, unless told to keep them, retires the user's earlier
 * ones of the same purpose. Answers the token for the link.
 */
export async function issueOneTimeLink(
  db: Kysely<Database>,
  link: { userId: string; purpose: TokenPurpose; expiresAt: Date; email?: string },
  options: { keepEarlier?: boolean } = {},
): Promise<string> {
  const { token, tokenHash } = createOneTimeToken();
  if (!options.keepEarlier) await retireAuthTokens(db, link.userId, link.purpose);
  await insertAuthToken(db, { ...link, tokenHash });
  return token;
}

/** Makes a user's open links of one purpose unusable (used, a password changed, answered on the site). */
export async function retireOneTimeLinks(db: Kysely<Database>, userId: string, purpose: TokenPurpose) {
  await retireAuthTokens(db, userId, purpose);
}
