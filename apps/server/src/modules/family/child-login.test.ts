import crypto from "node:crypto";
import { ERROR_MESSAGES } from "@app/contract/errors";
import { CHILD_LOGIN_EXISTS_MESSAGE, NO_CHILD_LOGIN_MESSAGE } from "@app/contract/family";
import { describe, expect, it } from "vitest";
import { call, countRows, createParent, createStudent, createUser, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();

const PASSWORD = "Maple-syrup-42";
const username = () => `kid_${crypto.randomBytes(4).toString("hex")}`;

async function signIn(name: string, password: string) {
  return call(t, "POST", "/api/auth/login", { body: { username: name, password } });
}

/** A parent with two children, the first given a login; answers the child's session too. */
async function familyWithLogin() {
  const parent = await createParent(t, [9, 12]);
  const [mia, leo] = parent.childIds as [number, number];
  const name = username();
  const created = await call(t, "POST", `/api/family/children/${mia}/login`, {
    token: parent.token,
    body: { username: name, password: PASSWORD },
  });
  expect(created.statusCode).toBe(201);
  const session = await signIn(name, PASSWORD);
  expect(session.statusCode).toBe(200);
  return { parent, mia, leo, name, childToken: session.json().access_token as string, created };
}

describe("POST /api/family/children/:id/login", () => {
  it("gives a parent's child a login with no e-mail; the child signs in to their own portal only", async () => {
    const { parent, mia, leo, name, childToken, created } = await familyWithLogin();
    expect(created.json()).toEqual({
      login: { username: name, isEnabled: true, createdAt: expect.any(String) },
    });
    const me = await call(t, "GET", "/api/auth/me", { token: childToken });
    expect(me.json()).toMatchObject({ username: name, email: null, role: "student", firstName: "Child0" });
    const own = await call(t, "GET", "/api/student-dashboard/profile", { token: childToken });
    expect(own.json().student).toMatchObject({ id: mia, hasOwnLogin: true, parentConsentPending: false });

    // Never a brother's or sister's data, never the parent's calls, never billing.
    const sibling = await call(t, "GET", `/api/student-dashboard/profile?student_id=${leo}`, {
      token: childToken,
    });
    expect(sibling.statusCode).toBe(403);
    for (const [method, url] of [
      ["GET", "/api/family"],
      ["GET", "/api/family/consent-requests"],
      ["GET", `/api/family/children/${mia}/export`],
      ["PATCH", `/api/family/children/${mia}/settings`],
      ["POST", "/api/student-dashboard/students"],
      ["DELETE", `/api/student-dashboard/students/${leo}`],
      ["POST", "/api/rewards/cash"],
      ["GET", "/api/student-dashboard/invoices"],
      ["POST", `/api/family/children/${leo}/login`],
      ["POST", `/api/family/children/${mia}/login/password`],
      ["PATCH", `/api/family/children/${mia}/login`],
      ["POST", `/api/family/consent-requests/${leo}/confirm`],
    ] as const) {
      const res = await call(t, method, url, { token: childToken, body: method === "GET" ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // A child's login has no e-mail and gets none.
    const email = await call(t, "PUT", `/api/auth/users/${me.json().id}`, {
      token: childToken,
      body: { email: "kid@example.test" },
    });
    expect(email.statusCode).toBe(403);

    // The parent sees the login on the family page, and the child under the same family.
    const family = await call(t, "GET", "/api/family", { token: parent.token });
    expect(family.json().children.map((c: { login: unknown }) => c.login)).toEqual([
      { username: name, isEnabled: true, createdAt: expect.any(String) },
      null,
    ]);
  });

  it("refuses a duplicate username, a second login, a weak password and bad input, changing nothing", async () => {
    const { parent, leo, name, mia } = await familyWithLogin();
    const users = await countRows(t, "users");
    const taken = await call(t, "POST", `/api/family/children/${leo}/login`, {
      token: parent.token,
      body: { username: name.toUpperCase(), password: PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: ERROR_MESSAGES.usernameTaken,
      details: { username: [ERROR_MESSAGES.usernameTaken] },
    });
    const second = await call(t, "POST", `/api/family/children/${mia}/login`, {
      token: parent.token,
      body: { username: username(), password: PASSWORD },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(CHILD_LOGIN_EXISTS_MESSAGE);
    const weak = await call(t, "POST", `/api/family/children/${leo}/login`, {
      token: parent.token,
      body: { username: username(), password: "password" },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.password).toBeDefined();
    const bad = await call(t, "POST", `/api/family/children/${leo}/login`, {
      token: parent.token,
      body: { username: "a b", password: PASSWORD, email: "x@example.test" },
    });
    expect(bad.statusCode).toBe(400);
    expect(await countRows(t, "users")).toBe(users);
  });

  it("refuses someone else's child (403), a wrong id (400), every other role (403) and no token (401)", async () => {
    const parent = await createParent(t, [10]);
    const other = await createParent(t, [8]);
    const body = { username: username(), password: PASSWORD };
    const url = `/api/family/children/${other.childIds[0]}/login`;
    expect((await call(t, "POST", url, { body })).statusCode).toBe(401);
    expect((await call(t, "POST", url, { token: parent.token, body })).statusCode).toBe(403);
    expect(
      (await call(t, "POST", "/api/family/children/0/login", { token: parent.token, body })).statusCode,
    ).toBe(400);
    const student = await createStudent(t);
    for (const token of [
      student.token,
      (await createUser(t, { role: "tutor" })).token,
      (await createUser(t, { role: "admin" })).token,
    ]) {
      expect((await call(t, "POST", url, { token, body })).statusCode).toBe(403);
    }
    const profile = await call(t, "GET", "/api/student-dashboard/profile", { token: other.token });
    expect(profile.json().students[0].hasOwnLogin).toBe(false);
  });
});

describe("a parent manages the child's login", () => {
  it("sets a new password: the old one stops working and the child's sessions end", async () => {
    const { parent, mia, name, childToken } = await familyWithLogin();
    const res = await call(t, "POST", `/api/family/children/${mia}/login/password`, {
      token: parent.token,
      body: { password: "Otter-pebbles-77" },
    });
    expect(res.statusCode).toBe(200);
    expect((await signIn(name, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(name, "Otter-pebbles-77")).statusCode).toBe(200);
    expect((await call(t, "GET", "/api/auth/me", { token: childToken })).statusCode).toBe(401);
  });

  it("switches the login off (signed out, cannot sign in) and on again", async () => {
    const { parent, mia, name, childToken } = await familyWithLogin();
    const off = await call(t, "PATCH", `/api/family/children/${mia}/login`, {
      token: parent.token,
      body: { isEnabled: false },
    });
    expect(off.json().login.isEnabled).toBe(false);
    expect((await call(t, "GET", "/api/auth/me", { token: childToken })).statusCode).toBe(401);
    const refused = await signIn(name, PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(ERROR_MESSAGES.loginSwitchedOff);
    // A wrong password learns nothing about the switch.
    expect((await signIn(name, "Wrong-password-99")).statusCode).toBe(401);
    const on = await call(t, "PATCH", `/api/family/children/${mia}/login`, {
      token: parent.token,
      body: { isEnabled: true },
    });
    expect(on.json().login.isEnabled).toBe(true);
    expect((await signIn(name, PASSWORD)).statusCode).toBe(200);
  });

  it("answers 404 for a child without a login, 403 for another family, 400 for bad input", async () => {
    const { parent, leo, mia } = await familyWithLogin();
    const other = await createParent(t, [7]);
    const none = await call(t, "PATCH", `/api/family/children/${leo}/login`, {
      token: parent.token,
      body: { isEnabled: false },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(NO_CHILD_LOGIN_MESSAGE);
    for (const [method, url, body] of [
      ["PATCH", `/api/family/children/${mia}/login`, { isEnabled: false }],
      ["POST", `/api/family/children/${mia}/login/password`, { password: "Otter-pebbles-77" }],
    ] as const) {
      expect((await call(t, method, url, { token: other.token, body })).statusCode).toBe(403);
      expect((await call(t, method, url, { body })).statusCode).toBe(401);
      expect((await call(t, method, url, { token: parent.token, body: { nope: 1 } })).statusCode).toBe(400);
    }
    for (const role of ["student", "tutor", "admin"] as const) {
      const { token } = await createUser(t, { role });
      for (const [method, url, body] of [
        ["PATCH", `/api/family/children/${mia}/login`, { isEnabled: false }],
        ["POST", `/api/family/children/${mia}/login/password`, { password: "Otter-pebbles-77" }],
      ] as const) {
        expect((await call(t, method, url, { token, body })).statusCode, `${role} ${method}`).toBe(403);
      }
    }
    const weak = await call(t, "POST", `/api/family/children/${mia}/login/password`, {
      token: parent.token,
      body: { password: "12345678" },
    });
    expect(weak.statusCode).toBe(400);
  });

  it("removing the child removes the login with it", async () => {
    const { parent, mia, name } = await familyWithLogin();
    expect(
      (await call(t, "DELETE", `/api/student-dashboard/students/${mia}`, { token: parent.token })).statusCode,
    ).toBe(204);
    expect((await signIn(name, PASSWORD)).statusCode).toBe(401);
  });
});
