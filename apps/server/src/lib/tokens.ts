import crypto from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

export interface AccessTokenClaims {
  userId: string;
  tokenVersion: number;
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

  /** Answers the claims of a valid, unexpired token, or null for anything forged or expired. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
      return { userId: payload.sub, tokenVersion: payload.ver };
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
