import { describe, expect, it } from "vitest";
import {
  call,
  createParent,
  createStudent,
  createUser,
  lastEmailTo,
  useTestApp,
} from "../../test/helpers.ts";
import { FOREIGN_STUDENT_MESSAGE } from "../student-access/student-access.ts";

const t = useTestApp();

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082",
  "hex",
);

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = "----testboundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("GET /api/student-dashboard/profile", () => {
  it("answers `student` for a student and `students` for a parent", async () => {
    const s = await createStudent(t, { age: 11 });
    const res = await call(t, "GET", "/api/student-dashboard/profile", { token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().student).toMatchObject({
      id: s.studentId,
      age: 11,
      plan: "ai-only",
      preferredTheme: "kids",
      hasOwnLogin: true,
    });
    const p = await createParent(t, [10, 15]);
    const parent = await call(t, "GET", "/api/student-dashboard/profile", { token: p.token });
    expect(parent.json().students.map((x: { age: number }) => x.age)).toEqual([10, 15]);
    expect(parent.json().students[0]).toMatchObject({ preferredTheme: "kids", hasOwnLogin: false });
    expect(parent.json().students[1].preferredTheme).toBe("adult");
  });

  it("refuses another family's child and a non-numeric id, and needs a token", async () => {
    const p = await createParent(t);
    const other = await createParent(t, [9]);
    const foreign = await call(t, "GET", `/api/student-dashboard/profile?student_id=${other.childIds[0]}`, {
      token: p.token,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: FOREIGN_STUDENT_MESSAGE });
    const bad = await call(t, "GET", "/api/student-dashboard/profile?student_id=abc", { token: p.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.student_id).toBeDefined();
    expect((await call(t, "GET", "/api/student-dashboard/profile")).statusCode).toBe(401);
    const s = await createStudent(t);
    const notMine = await call(t, "GET", `/api/student-dashboard/profile?student_id=${p.childIds[0]}`, {
      token: s.token,
    });
    expect(notMine.statusCode).toBe(403);
  });

  it("lets an admin read any student, and keeps tutors to the students assigned to them", async () => {
    const s = await createStudent(t);
    const { token: admin } = await createUser(t, { role: "admin" });
    expect(
      (await call(t, "GET", `/api/student-dashboard/profile?student_id=${s.studentId}`, { token: admin }))
        .statusCode,
    ).toBe(200);
    const { user: tutorUser, token: tutor } = await createUser(t, { role: "tutor" });
    expect(
      (await call(t, "GET", `/api/student-dashboard/profile?student_id=${s.studentId}`, { token: tutor }))
        .statusCode,
    ).toBe(403);
    await t.database.db
      .insertInto("tutor_student_assignments")
      .values({ tutor_user_id: tutorUser.id, student_id: s.studentId })
      .execute();
    expect(
      (await call(t, "GET", `/api/student-dashboard/profile?student_id=${s.studentId}`, { token: tutor }))
        .statusCode,
    ).toBe(200);
    const edit = await call(t, "PUT", `/api/student-dashboard/profile?student_id=${s.studentId}`, {
      token: tutor,
      body: { bio: "x" },
    });
    expect(edit.statusCode).toBe(403);
  });
});

describe("PUT /api/student-dashboard/profile (30-day lock)", () => {
  it("allows the first edit, then refuses further edits for 30 days with the next date, changing nothing", async () => {
    const s = await createStudent(t);
    const first = await call(t, "PUT", "/api/student-dashboard/profile", {
      token: s.token,
      body: { bio: "I like maths", grade: "9" },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().student).toMatchObject({ bio: "I like maths", grade: "9" });
    expect(first.json().student.nextProfileEditDate).toBeTruthy();
    const second = await call(t, "PUT", "/api/student-dashboard/profile", {
      token: s.token,
      body: { bio: "changed" },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatch(/again on \d{4}-\d\d-\d\d/);
    const after = await call(t, "GET", "/api/student-dashboard/profile", { token: s.token });
    expect(after.json().student.bio).toBe("I like maths");
  });

  it("refuses an edit at 29 days, changing nothing (the lock is the server's, not the page's)", async () => {
    const s = await createStudent(t);
    const lockedAt = new Date(Date.now() - 29 * 86_400_000);
    await t.database.db
      .updateTable("student_profiles")
      .set({ last_profile_update: lockedAt, age: 11 })
      .where("id", "=", s.studentId)
      .execute();
    const res = await call(t, "PUT", "/api/student-dashboard/profile", { token: s.token, body: { age: 12 } });
    expect(res.statusCode).toBe(409);
    const profile = await call(t, "GET", "/api/student-dashboard/profile", { token: s.token });
    expect(profile.json().student).toMatchObject({ age: 11, lastProfileUpdate: lockedAt.toISOString() });
  });

  it("allows an edit once 30 days have passed (the other side of the 29-day refusal)", async () => {
    const s = await createStudent(t);
    await t.database.db
      .updateTable("student_profiles")
      .set({ last_profile_update: new Date(Date.now() - 30 * 86_400_000 - 60_000) })
      .where("id", "=", s.studentId)
      .execute();
    const res = await call(t, "PUT", "/api/student-dashboard/profile", { token: s.token, body: { age: 12 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().student).toMatchObject({ age: 12, preferredTheme: "kids" });
  });

  it("validates fields and refuses unknown ones without starting the lock", async () => {
    const s = await createStudent(t);
    for (const body of [
      { age: 2 },
      { age: "ten" },
      { plan: "tutor-plus" },
      {},
      { timezone: "Mars/Base" },
      { subjects: [""] },
    ]) {
      const res = await call(t, "PUT", "/api/student-dashboard/profile", { token: s.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const ok = await call(t, "PUT", "/api/student-dashboard/profile", {
      token: s.token,
      body: { timezone: "Europe/Paris" },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("lets a parent edit their own child but not another family's", async () => {
    const p = await createParent(t);
    const other = await createParent(t);
    const own = await call(t, "PUT", `/api/student-dashboard/profile?student_id=${p.childIds[1]}`, {
      token: p.token,
      body: { grade: "11" },
    });
    expect(own.statusCode).toBe(200);
    const foreign = await call(t, "PUT", `/api/student-dashboard/profile?student_id=${other.childIds[0]}`, {
      token: p.token,
      body: { grade: "1" },
    });
    expect(foreign.statusCode).toBe(403);
    const row = await t.database.db
      .selectFrom("student_profiles")
      .select("grade")
      .where("id", "=", other.childIds[0]!)
      .executeTakeFirstOrThrow();
    expect(row.grade).toBeNull();
  });
});

describe("POST /api/student-dashboard/onboarding", () => {
  it("saves the answers, sets the theme from the age, gives XP once, and does not start the lock", async () => {
    const s = await createStudent(t, { age: 20 });
    const body = {
      age: 10,
      grade: "5",
      subjects: ["Mathematics", "French"],
      learningGoals: "Get better at fractions",
      weeklyStudyHours: 3,
      parentEmail: "grown-up@example.test",
    };
    const res = await call(t, "POST", "/api/student-dashboard/onboarding", { token: s.token, body });
    expect(res.statusCode).toBe(200);
    expect(res.json().student).toMatchObject({
      age: 10,
      preferredTheme: "kids",
      subjects: ["Mathematics", "French"],
      onboardingCompleted: true,
      lastProfileUpdate: null,
    });
    expect(res.json().xp).toMatchObject({ awarded: 50, duplicate: false });
    const again = await call(t, "POST", "/api/student-dashboard/onboarding", { token: s.token, body });
    expect(again.statusCode).toBe(409);
    const wallet = await call(t, "GET", "/api/rewards/wallet", { token: s.token });
    expect(wallet.json().wallet.points_total).toBe(50);
    const edit = await call(t, "PUT", "/api/student-dashboard/profile", {
      token: s.token,
      body: { bio: "first edit" },
    });
    expect(edit.statusCode).toBe(200);
  });

  it("refuses missing subjects and out-of-range hours", async () => {
    const s = await createStudent(t);
    const res = await call(t, "POST", "/api/student-dashboard/onboarding", {
      token: s.token,
      body: { age: 10, subjects: [], weeklyStudyHours: 200 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(expect.arrayContaining(["subjects", "weeklyStudyHours"]));
  });
});

describe("a student under 13 with their own login (decisions.md 1)", () => {
  it("needs a parent's e-mail, stays off the leaderboard until the parent confirms by the e-mailed link", async () => {
    const s = await createStudent(t, { age: 20, first_name: "Tina", last_name: "Young" });
    const base = { age: 11, subjects: ["French"], weeklyStudyHours: 2 };
    const missing = await call(t, "POST", "/api/student-dashboard/onboarding", {
      token: s.token,
      body: base,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.parentEmail).toEqual(["Students under 13 need a parent's e-mail address"]);
    const own = await call(t, "POST", "/api/student-dashboard/onboarding", {
      token: s.token,
      body: { ...base, parentEmail: s.user.email },
    });
    expect(own.statusCode).toBe(400);
    const ok = await call(t, "POST", "/api/student-dashboard/onboarding", {
      token: s.token,
      body: { ...base, parentEmail: "mum@example.test" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().student.parentConsentPending).toBe(true);
    const board = async () =>
      (await call(t, "GET", "/api/rewards/leaderboard?period=all", { token: s.token })).json();
    expect((await board()).entries.map((e: { display_name: string }) => e.display_name)).not.toContain(
      "Tina Y.",
    );
    const mail = await lastEmailTo(t, "mum@example.test");
    expect(mail.subject).toBe("Please confirm your child's learning account");
    const confirm = await call(t, "POST", "/api/auth/verify-email", { body: { token: mail.token } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toContain("Tina");
    expect((await board()).entries.map((e: { display_name: string }) => e.display_name)).toContain("Tina Y.");
    const profile = await call(t, "GET", "/api/student-dashboard/profile", { token: s.token });
    expect(profile.json().student.parentConsentPending).toBe(false);
    expect(
      (await call(t, "POST", "/api/auth/verify-email", { body: { token: mail.token } })).statusCode,
    ).toBe(400);
  });

  it("asks nothing more of a parent's own child or an older student", async () => {
    const p = await createParent(t, [8]);
    const child = await call(t, "POST", `/api/student-dashboard/onboarding?student_id=${p.childIds[0]}`, {
      token: p.token,
      body: { age: 8, subjects: ["Mathematics"], weeklyStudyHours: 1 },
    });
    expect(child.statusCode).toBe(200);
    expect(child.json().student.parentConsentPending).toBe(false);
    const s = await createStudent(t);
    const teen = await call(t, "POST", "/api/student-dashboard/onboarding", {
      token: s.token,
      body: { age: 14, subjects: ["Python"], weeklyStudyHours: 4 },
    });
    expect(teen.statusCode).toBe(200);
  });
});

describe("children of a parent", () => {
  it("adds and removes a child; only parents may, and only their own", async () => {
    const p = await createParent(t, [10]);
    const added = await call(t, "POST", "/api/student-dashboard/students", {
      token: p.token,
      body: { firstName: "Zoe", lastName: "Family", age: 7 },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().student).toMatchObject({ firstName: "Zoe", preferredTheme: "kids" });
    const s = await createStudent(t);
    expect(
      (
        await call(t, "POST", "/api/student-dashboard/students", {
          token: s.token,
          body: { firstName: "A", lastName: "B", age: 9 },
        })
      ).statusCode,
    ).toBe(403);
    const other = await createParent(t, [12]);
    expect(
      (
        await call(t, "DELETE", `/api/student-dashboard/students/${added.json().student.id}`, {
          token: other.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t, "DELETE", `/api/student-dashboard/students/${added.json().student.id}`, {
          token: p.token,
        })
      ).statusCode,
    ).toBe(204);
    const list = await call(t, "GET", "/api/student-dashboard/profile", { token: p.token });
    expect(list.json().students).toHaveLength(1);
  });

  it("validates a new child's fields", async () => {
    const p = await createParent(t, []);
    const res = await call(t, "POST", "/api/student-dashboard/students", {
      token: p.token,
      body: { firstName: "<b>", age: 300 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(expect.arrayContaining(["lastName", "age"]));
    expect(
      (await call(t, "GET", "/api/student-dashboard/profile", { token: p.token })).json().students,
    ).toEqual([]);
  });
});

describe("avatars", () => {
  it("stores an image, serves it, and deletes it", async () => {
    const s = await createStudent(t);
    const { payload, headers } = multipart(PNG, "me.png", "image/png");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/student-dashboard/profile/avatar",
      payload,
      headers: { ...headers, authorization: `Bearer ${s.token}` },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().student.avatarUrl as string;
    expect(url).toMatch(/^\/api\/files\/avatars\/[a-f0-9]{32}\.png$/);
    const file = await t.app.inject({ method: "GET", url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    const del = await call(t, "DELETE", "/api/student-dashboard/profile/avatar", { token: s.token });
    expect(del.json().student.avatarUrl).toBeNull();
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("refuses a non-image (whatever it claims to be), an oversized file, and a foreign child", async () => {
    const s = await createStudent(t);
    const fake = multipart(Buffer.from("<script>alert(1)</script>"), "evil.png", "image/png");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/student-dashboard/profile/avatar",
      payload: fake.payload,
      headers: { ...fake.headers, authorization: `Bearer ${s.token}` },
    });
    expect(res.statusCode).toBe(415);
    const big = multipart(Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]), "big.png", "image/png");
    const tooBig = await t.app.inject({
      method: "POST",
      url: "/api/student-dashboard/profile/avatar",
      payload: big.payload,
      headers: { ...big.headers, authorization: `Bearer ${s.token}` },
    });
    expect(tooBig.statusCode).toBe(413);
    const json = await call(t, "POST", "/api/student-dashboard/profile/avatar", {
      token: s.token,
      body: { file: "x" },
    });
    expect(json.statusCode).toBe(415);
    const profile = await call(t, "GET", "/api/student-dashboard/profile", { token: s.token });
    expect(profile.json().student.avatarUrl).toBeNull();
    const p = await createParent(t);
    const ok = multipart(PNG, "me.png", "image/png");
    const foreign = await t.app.inject({
      method: "POST",
      url: `/api/student-dashboard/profile/avatar?student_id=${p.childIds[0]}`,
      payload: ok.payload,
      headers: { ...ok.headers, authorization: `Bearer ${s.token}` },
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/files/avatars/..%2F..%2Fsecrets.json" })).statusCode,
    ).toBe(400);
  });
});
