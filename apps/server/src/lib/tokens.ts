import crypto from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

/** User ids are UUIDs; any other subject is refused before it reaches a query. */
const USER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessTokenClaims {
  userId: string;
  tokenVersion: number;
}

/** A checked token's claims and when it stops being valid (ms since the epoch). */
export interface VerifiedClaims extends AccessTokenClaims {
  expiresAt: number;
}

/** Signs and checks access tokens: HS256 JWTs carrying the user id and token version. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Issues a token for a user at their current token version. */
  sign(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /**
   * Answers the claims of a valid, unexpired token, or null for anything forged, expired, without
   * an expiry, or with a subject or version that could not name a user (a signed token is still
   * input: a malformed subject must be a 401, never a database error).
   */
  async verify(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ["HS256"],
        requiredClaims: ["exp", "iat", "sub", "ver"],
      });
      const { sub, ver, exp } = payload;
      if (typeof sub !== "string" || !USER_ID_PATTERN.test(sub)) return null;
      if (typeof ver !== "number" || !Number.isSafeInteger(ver) || ver < 0) return null;
      if (typeof exp !== "number") return null;
      return { userId: sub.toLowerCase(), tokenVersion: ver, expiresAt: exp * 1000 };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

/** A random single-use token for an e-mail link, and the hash that is stored instead of it. */
export function createOneTimeToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashOneTimeToken(token) };
}

/** The stored form of a single-use token. */
export function hashOneTimeToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
