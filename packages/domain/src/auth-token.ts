/**
 * Normalises a stored access token by the spec's validity rule (spec 5): surrounding quotes are
 * stripped; the token must be non-empty, must not be the literal 'null', and must contain a dot.
 * Answers the clean token, or null when it is not valid.
 */
export function normalizeAuthToken(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const token = raw
    .trim()
    .replace(/^"+|"+$/g, "")
    .trim();
  if (token === "" || token === "null" || !token.includes(".")) return null;
  return token;
}

/** True when a stored token passes the spec's validity rule. */
export function isValidAuthToken(raw: string | null | undefined): boolean {
  return normalizeAuthToken(raw) !== null;
}
