import { ERROR_MESSAGES } from "@app/contract/errors";
import {
  CHILD_LOGIN_EXISTS_MESSAGE,
  type ChildLogin,
  type ChildLoginResponse,
  type CreateChildLoginRequest,
  NO_CHILD_LOGIN_MESSAGE,
} from "@app/contract/family";
import type { Deps } from "../../deps.ts";
import { AppError, conflict, notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { hashPassword } from "../../lib/password.ts";
import { isUniqueViolation } from "../auth/auth.service.ts";
import { assertPasswordAllowed } from "../auth/password-rules.ts";
import { resolveStudent } from "../student-access/student-access.ts";
import * as repo from "./family.repository.ts";

/** A login as the parent sees it: never the password, which only the parent chose. */
export function presentLogin(row: repo.ChildLoginRow): ChildLogin {
  return {
    username: row.username,
    isEnabled: row.disabled_at === null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const usernameTaken = () =>
  new AppError(409, ERROR_MESSAGES.usernameTaken, { username: [ERROR_MESSAGES.usernameTaken] });

/**
 * A parent gives one of their children a login of their own (decisions.md 1): a username and a
 * password the parent chooses, no e-mail. The child then signs in to their own portal only.
 * Another family's child is refused (403), a second login or a taken username is a 409.
 */
export async function createChildLogin(
  deps: Deps,
  parent: AuthUser,
  studentId: number,
  input: CreateChildLoginRequest,
  now: Date = new Date(),
): Promise<ChildLoginResponse> {
  const child = await resolveStudent(deps.db, parent, studentId, "write");
  if (child.userId) throw conflict(CHILD_LOGIN_EXISTS_MESSAGE);
  assertPasswordAllowed(input.password, { username: input.username }, "password");
  if (await repo.isUsernameTaken(deps.db, input.username)) throw usernameTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const login = await deps.db.transaction().execute(async (tx) => {
      const created = await repo.insertChildLogin(tx, {
        parentUserId: parent.id,
        studentId: child.id,
        username: input.username,
        passwordHash,
        firstName: child.firstName,
        lastName: child.lastName,
        at: now,
      });
      // Another request gave the child a login first: this one's user row rolls back.
      if (!created) throw conflict(CHILD_LOGIN_EXISTS_MESSAGE);
      return created;
    });
    return { login: presentLogin(login) };
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/** The login of a parent's child, or 404 when the child has none. */
async function findChildLogin(deps: Deps, parent: AuthUser, studentId: number) {
  const child = await resolveStudent(deps.db, parent, studentId, "write");
  const login = child.userId ? await repo.findManagedLogin(deps.db, parent.id, child.userId) : undefined;
  if (!login) throw notFound(NO_CHILD_LOGIN_MESSAGE);
  return login;
}

/** A parent sets a new password for a child's login; the child's other sessions end. */
export async function resetChildPassword(
  deps: Deps,
  parent: AuthUser,
  studentId: number,
  password: string,
): Promise<ChildLoginResponse> {
  const login = await findChildLogin(deps, parent, studentId);
  assertPasswordAllowed(password, { username: login.username }, "password");
  const updated = await repo.setManagedPassword(deps.db, parent.id, login.id, await hashPassword(password));
  if (!updated) throw notFound(NO_CHILD_LOGIN_MESSAGE);
  return { login: presentLogin(updated) };
}

/**
 * A parent switches a child's login off (the child is signed out at once and cannot sign in) or
 * on again; the child's profile and learning stay either way.
 */
export async function setChildLoginEnabled(
  deps: Deps,
  parent: AuthUser,
  studentId: number,
  isEnabled: boolean,
  now: Date = new Date(),
): Promise<ChildLoginResponse> {
  const login = await findChildLogin(deps, parent, studentId);
  const updated = await repo.setManagedLoginDisabled(deps.db, parent.id, login.id, isEnabled ? null : now);
  if (!updated) throw notFound(NO_CHILD_LOGIN_MESSAGE);
  return { login: presentLogin(updated) };
}
