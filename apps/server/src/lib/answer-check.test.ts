import { profileResponseSchema } from "@app/contract/student";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { resolveStudent } from "../modules/student-access/student-access.ts";
import { getStudentProfile } from "../modules/students/students.service.ts";
import { buildTestApp, call, createParent, type TestApp } from "../test/helpers.ts";
import { checkAnswer, defineRoute, findExtraFields } from "./route.ts";

/**
 * Answers fail loudly on extra fields in tests (issue 22): zod's objects drop keys they do not name,
 * so a presenter that adds a field (a parent's e-mail in a child's profile) would pass every test
 * while the answer carried it to the browser. In tests the response check names such a field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    // The real profile and its real schema, with a presenter that leaks the parent's e-mail.
    defineRoute(app, {
      method: "GET",
      url: "/api/test/leaky-profile",
      access: "signed-in",
      response: profileResponseSchema,
      handler: async ({ user }) => {
        const student = await resolveStudent(app.deps.db, user, undefined);
        const profile = await getStudentProfile(app.deps, student);
        return { student: { ...profile, parentEmail: "parent@example.test" } };
      },
    });
  });
});
afterAll(() => t.close());

describe("the response check", () => {
  const schema = z.object({
    student: z.object({ id: z.number(), tags: z.array(z.object({ n: z.string() })) }),
  });

  it("finds every field the schema does not name, however deep", () => {
    const sent = { student: { id: 1, email: "x@example.test", tags: [{ n: "a" }, { n: "b", secret: 1 }] } };
    expect(findExtraFields(sent, schema.parse(sent))).toEqual(["student.email", "student.tags[1].secret"]);
  });

  it("refuses an extra field in tests, and lets the same answer through outside them", () => {
    const leaky = { student: { id: 1, tags: [], parentEmail: "p@example.test" } };
    expect(() => checkAnswer(schema, leaky, "GET /x", true)).toThrow(
      "GET /x answered outside its response schema: student.parentEmail: not in the response schema",
    );
    expect(() => checkAnswer(schema, leaky, "GET /x", false)).not.toThrow();
    expect(() => checkAnswer(schema, { student: { id: 1, tags: [] } }, "GET /x", true)).not.toThrow();
  });

  it("fails a route whose presenter adds a parent's e-mail to a child's profile", async () => {
    const p = await createParent(t, [10]);
    const real = await call(t, "GET", `/api/student-dashboard/profile?student_id=${p.childIds[0]}`, {
      token: p.token,
    });
    expect(real.statusCode).toBe(200);
    const leaky = await call(t, "GET", "/api/test/leaky-profile", { token: p.token });
    expect(leaky.statusCode).toBe(500);
  });
});
