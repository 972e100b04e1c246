import crypto from "node:crypto";
import {
  CONSENT_DECIDED_MESSAGE,
  CONSENT_EMAIL_UNVERIFIED_MESSAGE,
  CONSENT_NOT_FOUND_MESSAGE,
} from "@app/contract/family";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { call, createStudent, createUser, lastEmailTo, useTestApp } from "../../test/helpers.ts";
import { CONSENT_DECLINED_MESSAGE } from "../students/students.service.ts";

const t = useTestApp();

/** A parent account whose address is verified (or not). */
async function createParentWithEmail(isVerified = true) {
  const email = `parent_${crypto.randomBytes(4).toString("hex")}@example.test`;
  const parent = await createUser(t, { role: "parent", email });
  if (isVerified) {
    await sql`UPDATE users SET email_verified_at = now() WHERE id = ${parent.user.id}`.execute(t.database.db);
  }
  return { ...parent, email };
}

/** A child under 13 who signed up alone and named the parent's address. */
async function createChildAsking(parentEmail: string, firstName = "Ada") {
  const child = await createStudent(t, { age: 20, first_name: firstName, last_name: "Lone" });
  const res = await call(t, "POST", "/api/student-dashboard/onboarding", {
    token: child.token,
    body: { age: 10, subjects: ["Mathematics"], weeklyStudyHours: 2, parentEmail },
  });
  expect(res.statusCode).toBe(200);
  return child;
}

async function isOnLeaderboard(token: string, name: string) {
  await sql`INSERT INTO xp_ledger (student_id, amount, reason, idempotency_key, activity_date)
    SELECT id, 5, 'Practice', ${crypto.randomUUID()}, current_date FROM student_profiles
    WHERE first_name = ${name.split(" ")[0]!}`.execute(t.database.db);
  const res = await call(t, "GET", "/api/rewards/leaderboard?period=all", { token });
  return res.json().entries.some((e: { display_name: string }) => e.display_name === name);
}

describe("consent requests on the family page (issue 10)", () => {
  it("lists a child's request to the parent's verified address; confirming lets the child on the leaderboard", async () => {
    const parent = await createParentWithEmail();
    const child = await createChildAsking(parent.email, "Bea");
    const list = await call(t, "GET", "/api/family/consent-requests", { token: parent.token });
    expect(list.json()).toEqual({
      isEmailVerified: true,
      requests: [
        {
          id: child.studentId,
          firstName: "Bea",
          age: 10,
          requestedAt: expect.any(String),
          status: "pending",
          decidedAt: null,
        },
      ],
    });
    expect(await isOnLeaderboard(child.token, "Bea L.")).toBe(false);

    const confirmed = await call(t, "POST", `/api/family/consent-requests/${child.studentId}/confirm`, {
      token: parent.token,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().request).toMatchObject({ status: "confirmed", decidedAt: expect.any(String) });
    const profile = await call(t, "GET", "/api/student-dashboard/profile", { token: child.token });
    expect(profile.json().student.parentConsentPending).toBe(false);
    expect(await isOnLeaderboard(child.token, "Bea L.")).toBe(true);
    // The e-mailed link no longer works: the request is answered.
    const { token } = await lastEmailTo(t, parent.email);
    expect((await call(t, "POST", "/api/auth/verify-email", { body: { token } })).statusCode).toBe(400);
    const again = await call(t, "POST", `/api/family/consent-requests/${child.studentId}/decline`, {
      token: parent.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CONSENT_DECIDED_MESSAGE);
  });

  it("declining keeps the child restricted, and the child cannot ask that parent again", async () => {
    const parent = await createParentWithEmail();
    const child = await createChildAsking(parent.email, "Cai");
    const declined = await call(t, "POST", `/api/family/consent-requests/${child.studentId}/decline`, {
      token: parent.token,
    });
    expect(declined.json().request.status).toBe("declined");
    const profile = await call(t, "GET", "/api/student-dashboard/profile", { token: child.token });
    expect(profile.json().student.parentConsentPending).toBe(true);
    expect(await isOnLeaderboard(child.token, "Cai L.")).toBe(false);
    const ask = await call(t, "POST", "/api/student-dashboard/parent-consent", {
      token: child.token,
      body: {},
    });
    expect(ask.statusCode).toBe(409);
    expect(ask.json().error).toBe(CONSENT_DECLINED_MESSAGE);
    // The parent may change their mind and confirm after all.
    const confirmed = await call(t, "POST", `/api/family/consent-requests/${child.studentId}/confirm`, {
      token: parent.token,
    });
    expect(confirmed.json().request.status).toBe("confirmed");
  });

  it("lets a declined child ask another guardian; the request then leaves the first parent's list", async () => {
    const parent = await createParentWithEmail();
    const child = await createChildAsking(parent.email, "Dev");
    await call(t, "POST", `/api/family/consent-requests/${child.studentId}/decline`, { token: parent.token });
    const other = await call(t, "POST", "/api/student-dashboard/parent-consent", {
      token: child.token,
      body: { parentEmail: "guardian@example.test" },
    });
    expect(other.statusCode).toBe(200);
    const list = await call(t, "GET", "/api/family/consent-requests", { token: parent.token });
    expect(list.json().requests).toEqual([]);
  });

  it("shows nothing before the parent's own address is verified, and refuses answers", async () => {
    const parent = await createParentWithEmail(false);
    const child = await createChildAsking(parent.email);
    const list = await call(t, "GET", "/api/family/consent-requests", { token: parent.token });
    expect(list.json()).toEqual({ isEmailVerified: false, requests: [] });
    const confirm = await call(t, "POST", `/api/family/consent-requests/${child.studentId}/confirm`, {
      token: parent.token,
    });
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json().error).toBe(CONSENT_EMAIL_UNVERIFIED_MESSAGE);
  });

  it("answers 404 for a request sent to someone else, 400, 401, and 403 for every other role", async () => {
    const parent = await createParentWithEmail();
    const stranger = await createParentWithEmail();
    const child = await createChildAsking(parent.email);
    const url = `/api/family/consent-requests/${child.studentId}/confirm`;
    const foreign = await call(t, "POST", url, { token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(CONSENT_NOT_FOUND_MESSAGE);
    expect((await call(t, "POST", url)).statusCode).toBe(401);
    expect(
      (await call(t, "POST", "/api/family/consent-requests/x/confirm", { token: parent.token })).statusCode,
    ).toBe(400);
    for (const token of [
      child.token,
      (await createUser(t, { role: "tutor" })).token,
      (await createUser(t, { role: "admin" })).token,
    ]) {
      expect((await call(t, "POST", url, { token })).statusCode).toBe(403);
      expect((await call(t, "POST", url.replace("confirm", "decline"), { token })).statusCode).toBe(403);
      expect((await call(t, "GET", "/api/family/consent-requests", { token })).statusCode).toBe(403);
    }
    const profile = await call(t, "GET", "/api/student-dashboard/profile", { token: child.token });
    expect(profile.json().student.parentConsentPending).toBe(true);
  });
});
