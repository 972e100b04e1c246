import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The token-signing secret: from the environment when given, else generated on first start and
 * kept in the data folder (readable by the owner only). There is never a built-in default.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string | undefined): string {
  if (configured) return configured;
  if (!dataDir) return crypto.randomBytes(48).toString("base64url");
  const file = path.join(dataDir, "secrets.json");
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as { jwtSecret?: unknown };
    if (typeof stored.jwtSecret === "string" && stored.jwtSecret.length >= 32) return stored.jwtSecret;
  }
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ jwtSecret: secret }, null, 2), { mode: 0o600 });
  return secret;
}
