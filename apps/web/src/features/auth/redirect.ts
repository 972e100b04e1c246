import { toSafeReturnPath } from "@app/domain/return-path";
import { readSession, removeSession, STORAGE_KEYS } from "@/lib/storage";

/**
 * Remembers where a signed-out visitor wanted to go (spec 2.7). If session storage refuses it,
 * the visitor still gets to sign in; they only land on their home page afterwards.
 */
export function storeAuthRedirect(url: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.authRedirect, url);
  } catch (error) {
    console.warn("Could not remember the page to return to after sign-in.", error);
  }
}

/**
 * Answers the remembered page once, and forgets it; only a same-origin path without control
 * characters is trusted (the domain's rule), anything else means the role's home page.
 */
export function takeAuthRedirect(): string | null {
  const url = readSession(STORAGE_KEYS.authRedirect);
  removeSession(STORAGE_KEYS.authRedirect);
  return toSafeReturnPath(url);
}
