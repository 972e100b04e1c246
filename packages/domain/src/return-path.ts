// C0 and C1 controls, DEL, and the Unicode line and paragraph separators: raw, or percent-encoded
// (UTF-8 for the C1 range and the separators).
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f]|e2%80%a[89])/i;
// Any origin would do: only whether the path stays on it matters.
const BASE = "https://return-path.invalid";

/**
 * The page to return to after signing in (spec 2.7), or null for the role's home page. Only a
 * same-origin path is kept, exactly as a browser would read it: it starts with one "/", holds no
 * control character (a browser drops a tab or line break from a URL, so "/\t/x" would become the
 * other-origin "//x" and the navigation fail, stranding the visitor on the sign-in page; issue 20.8),
 * and is not one of the sign-in pages themselves.
 */
export function toSafeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith("/")) return null;
  if (CONTROL.test(candidate) || ENCODED_CONTROL.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || path !== candidate || path.startsWith("//")) return null;
  return path.startsWith("/auth/") ? null : path;
}
