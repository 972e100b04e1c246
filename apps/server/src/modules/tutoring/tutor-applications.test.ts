import { beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../test/admin-only.ts";
import { call, createUser, registration, useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  admin = await createUser(t, { role: "admin" });
});

const valid = {
  subjects: ["Mathematics", "Physics"],
  experience: "Five years teaching GCSE and A-level maths.",
  availability: "Weekday evenings, Saturday mornings (London time).",
  statement: "I love helping students see why a method works, not only how to follow it step by step.",
};
const apply = (token: string | undefined, body: unknown = valid) =>
  call(t, "POST", "/api/tutor-applications", { token, body });
const countApplications = async () =>
  Number(
    (
      await t.database.db
        .selectFrom("tutor_applications")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("/join-tutor: the application", () => {
  it("answers 401 signed out and 403 to a student or parent account, storing nothing", async () => {
    expect((await apply(undefined)).statusCode).toBe(401);
    expect((await call(t, "GET", "/api/tutor-applications/mine")).statusCode).toBe(401);
    for (const role of ["student", "parent"] as const) {
      const res = await apply((await createUser(t, { role })).token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/tutor/);
    }
    expect(await countApplications()).toBe(0);
  });

  it("refuses missing or bad fields with 400 and the field's name", async () => {
    const { token } = await createUser(t, { role: "tutor", tutor_status: "applicant" });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, subjects: [] }, "subjects"],
      [{ ...valid, subjects: [""] }, "subjects.0"],
      [{ ...valid, experience: "   " }, "experience"],
      [{ ...valid, availability: undefined }, "availability"],
      [{ ...valid, statement: "too short" }, "statement"],
      [{ ...valid, statement: "x".repeat(4001) }, "statement"],
    ];
    for (const [body, field] of cases) {
      const res = await apply(token, body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().details ?? {}), field).toContain(field);
    }
    expect((await apply(token, { ...valid, salary: 1 })).statusCode).toBe(400);
    expect(await countApplications()).toBe(0);
  });

  it("takes a new tutor's application once; an approved tutor has nothing to apply for", async () => {
    const signup = await call(t, "POST", "/api/auth/register", { body: registration({ userType: "tutor" }) });
    expect(signup.statusCode).toBe(201);
    const token = signup.json().access_token;
    expect((await call(t, "GET", "/api/tutor-applications/mine", { token })).json()).toEqual({
      application: null,
    });
    const res = await apply(token, { ...valid, subjects: ["Mathematics", "Mathematics", "Physics"] });
    expect(res.statusCode).toBe(201);
    expect(res.json().application).toMatchObject({
      status: "pending",
      subjects: ["Mathematics", "Physics"],
      review_message: null,
      reviewed_at: null,
    });
    const again = await apply(token);
    expect(again.statusCode).toBe(409);
    const mine = await call(t, "GET", "/api/tutor-applications/mine", { token });
    expect(mine.json().application.id).toBe(res.json().application.id);

    const approved = await createUser(t, { role: "tutor" });
    expect((await apply(approved.token)).statusCode).toBe(409);
  });
});

describe("/admin/tutors: reviewing applications", () => {
  it("is for admins only", async () => {
    await expectAdminOnly(t, "GET", "/api/admin/tutor-applications");
    await expectAdminOnly(t, "POST", "/api/admin/tutor-applications/1/approve", {});
    await expectAdminOnly(t, "POST", "/api/admin/tutor-applications/1/decline", { message: "No" });
  });

  it("approves: the applicant becomes a tutor at once, is told by e-mail, and the tutor area opens", async () => {
    const applicant = await createUser(t, { role: "tutor", tutor_status: "applicant", first_name: "Priya" });
    expect((await call(t, "GET", "/api/tutor/dashboard", { token: applicant.token })).statusCode).toBe(403);
    const { application } = (await apply(applicant.token)).json();

    const pending = await call(t, "GET", "/api/admin/tutor-applications?status=pending", {
      token: admin.token,
    });
    expect(pending.json().applications.map((a: { id: number }) => a.id)).toContain(application.id);
    expect(
      (await call(t, "GET", "/api/admin/tutor-applications?status=maybe", { token: admin.token })).statusCode,
    ).toBe(400);

    const res = await call(t, "POST", `/api/admin/tutor-applications/${application.id}/approve`, {
      token: admin.token,
      body: { message: "Welcome aboard!" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({ status: "approved", review_message: "Welcome aboard!" });
    const me = await call(t, "GET", "/api/auth/me", { token: applicant.token });
    expect(me.json().tutorStatus).toBe("approved");
    expect((await call(t, "GET", "/api/tutor/dashboard", { token: applicant.token })).statusCode).toBe(200);
    const mail = await t.database.db
      .selectFrom("email_outbox")
      .select(["subject", "text_body"])
      .where("to_email", "=", applicant.user.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/approved/);
    expect(mail.text_body).toContain("Welcome aboard!");

    const twice = await call(t, "POST", `/api/admin/tutor-applications/${application.id}/decline`, {
      token: admin.token,
      body: { message: "Changed my mind" },
    });
    expect(twice.statusCode).toBe(409);
    expect((await call(t, "GET", "/api/auth/me", { token: applicant.token })).json().tutorStatus).toBe(
      "approved",
    );
    const audit = await t.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_type", "=", "tutor-application")
      .execute();
    expect(audit.map((a) => a.action)).toContain("tutor-application.approve");
  });

  it("declines only with a message; the applicant stays an applicant and may apply again", async () => {
    const applicant = await createUser(t, { role: "tutor", tutor_status: "applicant" });
    const { application } = (await apply(applicant.token)).json();
    const url = `/api/admin/tutor-applications/${application.id}/decline`;
    for (const body of [{}, { message: "  " }, { message: "x".repeat(2001) }]) {
      expect((await call(t, "POST", url, { token: admin.token, body })).statusCode).toBe(400);
    }
    expect(
      (await call(t, "GET", "/api/tutor-applications/mine", { token: applicant.token })).json().application
        .status,
    ).toBe("pending");
    const res = await call(t, "POST", url, {
      token: admin.token,
      body: { message: "We need tutors with a teaching qualification." },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({
      status: "declined",
      review_message: "We need tutors with a teaching qualification.",
    });
    expect((await call(t, "GET", "/api/auth/me", { token: applicant.token })).json().tutorStatus).toBe(
      "applicant",
    );
    expect((await call(t, "GET", "/api/tutor/students", { token: applicant.token })).statusCode).toBe(403);

    const resent = await apply(applicant.token, { ...valid, experience: "Now qualified (PGCE, 2025)." });
    expect(resent.statusCode).toBe(201);
    expect(resent.json().application).toMatchObject({
      id: application.id,
      status: "pending",
      experience: "Now qualified (PGCE, 2025).",
      review_message: null,
    });
  });

  it("lets only one of two simultaneous decisions through", async () => {
    const applicant = await createUser(t, { role: "tutor", tutor_status: "applicant" });
    const { application } = (await apply(applicant.token)).json();
    const base = `/api/admin/tutor-applications/${application.id}`;
    const [a, b] = await Promise.all([
      call(t, "POST", `${base}/approve`, { token: admin.token, body: {} }),
      call(t, "POST", `${base}/decline`, { token: admin.token, body: { message: "No" } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const status = (await call(t, "GET", "/api/auth/me", { token: applicant.token })).json().tutorStatus;
    expect(status).toBe(a.statusCode === 200 ? "approved" : "applicant");
  });

  it("answers 404 for an unknown application and 400 for a bad id", async () => {
    const missing = await call(t, "POST", "/api/admin/tutor-applications/999999/approve", {
      token: admin.token,
      body: {},
    });
    expect(missing.statusCode).toBe(404);
    const bad = await call(t, "POST", "/api/admin/tutor-applications/x/approve", {
      token: admin.token,
      body: {},
    });
    expect(bad.statusCode).toBe(400);
  });
});
