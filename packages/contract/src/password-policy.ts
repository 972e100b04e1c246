import { LIMITS } from "./limits.ts";

/**
 * The password rule of NIST SP 800-63B 3.1.1.2, beyond the length limits in LIMITS: a password is
 * refused when it is spaces only, when it is the account's own username or e-mail address (or the
 * address's local part), or when it is on the list of the most common passwords. Comparisons ignore
 * case and surrounding spaces, as a guesser would. The server and the forms use this one function;
 * only the server holds the list (10 000 entries would weigh on every page), so the forms learn
 * about a common password from the server's answer, in the same words.
 */
export const PASSWORD_POLICY_MESSAGES = {
  blank: "Password cannot be only spaces",
  personal: "Password must not be your username or e-mail address",
  common: "This password is one of the most common ones. Choose one that is harder to guess.",
} as const;

/** The rule in one line, for the hint under every new-password field. */
export const PASSWORD_RULE_HINT = `At least ${LIMITS.passwordMin} characters, not a common password, and not your username or e-mail address.`;

/** What the rule knows of the account; either may be missing (e.g. not typed yet). */
export interface PasswordOwner {
  username?: string | null | undefined;
  email?: string | null | undefined;
}

/** The words a password must not be, for this account, in the form they are compared in. */
function personalWords(owner: PasswordOwner): string[] {
  const words: string[] = [];
  const username = owner.username?.trim().toLowerCase();
  const email = owner.email?.trim().toLowerCase();
  if (username) words.push(username);
  if (email) {
    words.push(email);
    const local = email.slice(0, email.lastIndexOf("@"));
    if (local) words.push(local);
  }
  return words;
}

/**
 * Answers the message for a password the rule refuses, or null when it is allowed. `isCommon` is
 * asked with the lower-cased, trimmed password; without it, the common-password check is skipped.
 */
export function findPasswordProblem(
  password: string,
  owner: PasswordOwner = {},
  isCommon?: (normalized: string) => boolean,
): string | null {
  const normalized = password.trim().toLowerCase();
  if (normalized === "") return PASSWORD_POLICY_MESSAGES.blank;
  if (personalWords(owner).includes(normalized)) return PASSWORD_POLICY_MESSAGES.personal;
  if (isCommon?.(normalized)) return PASSWORD_POLICY_MESSAGES.common;
  return null;
}
