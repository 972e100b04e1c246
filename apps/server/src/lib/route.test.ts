import { CONTROL_CHARACTER_MESSAGE } from "@app/contract/primitives";
import { describe, expect, it } from "vitest";
import { call, countRows, createParent, createStudent, useTestApp } from "../test/helpers.ts";

/** Bad input found by fuzzing (issue 7.15): each was a 500; each must be a clear 400 that changes nothing. */
const t = useTestApp();

describe("control characters in text", () => {
  it("a NUL in a body's text field is a 400 naming the field, and the profile is unchanged", async () => {
    const s = await createStudent(t);
    const res = await call(t, "PUT", "/api/student-dashboard/profile", {
      token: s.token,
      body: { bio: "I like maths\u0000" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: CONTROL_CHARACTER_MESSAGE,
      details: { "body.bio": [CONTROL_CHARACTER_MESSAGE] },
    });
    const profile = await call(t, "GET", "/api/student-dashboard/profile", { token: s.token });
    expect(profile.json().student.bio).toBeNull();
    expect(profile.json().student.lastProfileUpdate).toBeNull();
  });

  it("a NUL deep in a list, in a query or in an address is a 400 too", async () => {
    const p = await createParent(t, []);
    const before = await countRows(t, "student_profiles");
    const nested = await call(t, "POST", "/api/student-dashboard/students", {
      token: p.token,
      body: { firstName: "Ada", lastName: "Byron", age: 9, subjects: ["Maths", "Art\u0000"] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().details).toEqual({ "body.subjects.1": [CONTROL_CHARACTER_MESSAGE] });
    expect(await countRows(t, "student_profiles")).toBe(before);

    const s = await createStudent(t);
    const query = await call(t, "GET", "/api/student-dashboard/library?search=frac%00tions", {
      token: s.token,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toBe(CONTROL_CHARACTER_MESSAGE);
    const address = await call(t, "GET", "/api/public/courses/alg%00ebra");
    expect(address.statusCode).toBe(400);
  });

  it("keeps line breaks and tabs in multi-line text, and refuses them in a name", async () => {
    const s = await createStudent(t);
    const ok = await call(t, "PUT", "/api/student-dashboard/profile", {
      token: s.token,
      body: { bio: "Line one\nLine two\twith a tab" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().student.bio).toBe("Line one\nLine two\twith a tab");
    const p = await createParent(t, []);
    const name = await call(t, "POST", "/api/student-dashboard/students", {
      token: p.token,
      body: { firstName: "Ada\nLovelace", lastName: "Byron", age: 9 },
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().details.firstName).toEqual(["Text must stay on one line"]);
  });
});

describe("ids past the database's integer", () => {
  it("student_id of 2³¹ in a query or an address is a 400, not a database error", async () => {
    const p = await createParent(t);
    for (const url of [
      "/api/student-dashboard/profile?student_id=2147483648",
      "/api/student-dashboard/balance?student_id=99999999999",
    ]) {
      const res = await call(t, "GET", url, { token: p.token });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details.student_id).toEqual(["student_id is too large"]);
    }
    const removal = await call(t, "DELETE", "/api/student-dashboard/students/2147483648", { token: p.token });
    expect(removal.statusCode).toBe(400);
    const favourite = await call(t, "POST", "/api/student-dashboard/library/4294967296/favourite", {
      token: p.token,
    });
    expect(favourite.statusCode).toBe(400);
    expect(favourite.json().error).toBe("Unknown content");
  });

  it("the largest id the database holds passes validation and is refused as someone else's", async () => {
    const p = await createParent(t);
    const res = await call(t, "DELETE", "/api/student-dashboard/students/2147483647", { token: p.token });
    expect([403, 404]).toContain(res.statusCode);
  });
});

describe("field names", () => {
  it("a body field named like an object method is an unknown field, not a crash", async () => {
    const s = await createStudent(t);
    for (const key of ["toString", "constructor", "hasOwnProperty"]) {
      const res = await call(t, "POST", "/api/feedback", {
        token: s.token,
        body: { page: "/home", message: "Nice", [key]: 1 },
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().details[key]).toEqual(["Unknown field"]);
    }
  });
});
