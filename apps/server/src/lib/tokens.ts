import crypto from "node:crypto";

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

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Signs and checks access tokens: HS256 JWTs (RFC 7519) carrying the user id and token version.
 * Computed here with node:crypto's HMAC, synchronously: a few microseconds on the request's own
 * thread, where WebCrypto (jose) queued every check on libuv's four-thread pool behind the
 * password hashes of sign-ins, so under a wave of sign-ins a new token waited seconds (issue 14).
 */
export class AccessTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = Buffer.from(secret, "utf8");
  }

  private signature(signingInput: string): Buffer {
    return crypto.createHmac("sha256", this.key).update(signingInput).digest();
  }

  /** Issues a token for a user at their current token version. */
  async sign(claims: AccessTokenClaims): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const payload = { ver: claims.tokenVersion, sub: claims.userId, iat: now, exp: now + this.ttlSeconds };
    const input = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
    return `${input}.${this.signature(input).toString("base64url")}`;
  }

  /**
   * Answers the claims of a valid, unexpired token, or null for anything forged, expired, without
   * an expiry, or with a subject or version that could not name a user (a signed token is still
   * input: a malformed subject must be a 401, never a database error). Only HS256 is accepted,
   * whatever the token's header claims; a header with critical extensions is refused.
   */
  async verify(token: string, now = Date.now()): Promise<VerifiedClaims | null> {
    const parts = token.split(".");
    if (parts.length !== 3) return null;
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    const header = decodeJson(headerPart);
    if (header?.alg !== "HS256" || "crit" in header) return null;
    const given = Buffer.from(signaturePart, "base64url");
    const expected = this.signature(`${headerPart}.${payloadPart}`);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    const payload = decodeJson(payloadPart);
    if (!payload) return null;
    const { sub, ver, exp, iat, nbf } = payload;
    if (typeof exp !== "number" || !Number.isFinite(exp) || exp * 1000 <= now) return null;
    if (typeof iat !== "number" || !Number.isFinite(iat)) return null;
    if (nbf !== undefined && (typeof nbf !== "number" || nbf * 1000 > now)) return null;
    if (typeof sub !== "string" || !USER_ID_PATTERN.test(sub)) return null;
    if (typeof ver !== "number" || !Number.isSafeInteger(ver) || ver < 0) return null;
    return { userId: sub.toLowerCase(), tokenVersion: ver, expiresAt: exp * 1000 };
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
