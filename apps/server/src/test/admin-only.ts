import { expect } from "vitest";
import { call, createUser, type TestApp } from "./helpers.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A token for each role that is not an admin, tutor applicants included. */
export async function createNonAdmins(t: TestApp) {
  const roles = [
    { label: "student", role: "student" as const },
    { label: "parent", role: "parent" as const },
    { label: "approved tutor", role: "tutor" as const, tutor_status: "approved" as const },
    { label: "tutor applicant", role: "tutor" as const, tutor_status: "applicant" as const },
  ];
  const users = [];
  for (const { label, ...overrides } of roles)
    users.push({ label, token: (await createUser(t, overrides)).token });
  return users;
}

/**
 * Proves a call is for admins only: signed out it answers 401, and every other role (student,
 * parent, tutor, tutor applicant) gets 403, whatever the body.
 */
export async function expectAdminOnly(
  t: TestApp,
  method: Method,
  url: string,
  body?: unknown,
): Promise<void> {
  const anonymous = await call(t, method, url, { body });
  expect(anonymous.statusCode, `${method} ${url} signed out`).toBe(401);
  for (const { label, token } of await createNonAdmins(t)) {
    const res = await call(t, method, url, { token, body });
    expect(res.statusCode, `${method} ${url} as ${label}`).toBe(403);
    expect(res.json()).toHaveProperty("error");
  }
}
