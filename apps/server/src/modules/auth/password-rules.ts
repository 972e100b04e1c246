import fs from "node:fs";
import path from "node:path";
import { ERROR_MESSAGES } from "@app/contract/errors";
import { findPasswordProblem, type PasswordOwner } from "@app/contract/password-policy";
import { badRequest } from "../../lib/app-error.ts";

/**
 * The 10 000 most common passwords that the length rule would otherwise allow (8 to 128
 * characters), lower-cased; where the list comes from is in docs/decisions/006-accounts-sign-in-and-passwords.md.
 */
const LIST_FILE = path.join(import.meta.dirname, "common-passwords.txt");

let commonPasswords: Set<string> | undefined;

/** Whether a lower-cased, trimmed password is on the bundled list; the list is read once. */
export function isCommonPassword(normalized: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(LIST_FILE, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords.has(normalized);
}

/** Refuses a new password the password rule forbids for this account, naming the form's field. */
export function assertPasswordAllowed(password: string, owner: PasswordOwner, field: string): void {
  const problem = findPasswordProblem(password, owner, isCommonPassword);
  if (problem) throw badRequest(ERROR_MESSAGES.invalidInput, { [field]: [problem] });
}
