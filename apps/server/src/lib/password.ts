import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash of a made-up password, verified when the account does not exist so timing does not tell. */
let dummyHash: Promise<string> | undefined;

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Checks a password against a stored hash; a missing hash still costs one verification. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
