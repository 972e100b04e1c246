import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  call,
  createParent,
  createStudent,
  createUser,
  type TestApp,
} from "../../test/helpers.ts";
import { getCheckRunner } from "./check-runner.ts";

/*
 * Issue 25: the Python course's API. Code is saved per student and exercise and restored; the
 * server runs the checks itself and records progress and XP only for a pass it saw; a client's
 * claim of a pass is refused; another student's code is out of reach; hints are counted.
 * The check runs boot real interpreters, which is slow on a loaded machine: generous time limits.
 */

let t: TestApp;
beforeAll(async () => {
  getCheckRunner().warm();
  t = await buildTestApp();
}, 240_000);
afterAll(() => t.close());

const SLUG = "greet-by-name";
const RIGHT = 'name = input()\nprint("Hello, " + name)\n';
const HARD_CODED = 'input()\nprint("Hello, Ada")\n';

async function xpOf(token: string): Promise<number> {
  return (await call(t, "GET", "/api/rewards/wallet", { token })).json().wallet.points_total;
}

describe("the Python course (issue 25)", { timeout: 300_000 }, () => {
  it("lists 8 weeks and 32 exercises with the next one to do, and a week without hidden checks or solutions", async () => {
    const s = await createStudent(t);
    const course = (await call(t, "GET", "/api/python/course", { token: s.token })).json();
    expect(course.weeks).toHaveLength(8);
    expect(course.total).toBe(32);
    expect(course.next).toMatchObject({ week: 1, slug: SLUG });
    const res = await call(t, "GET", "/api/python/weeks/1", { token: s.token });
    expect(res.statusCode).toBe(200);
    const week = res.json();
    expect(week.lessons.length).toBeGreaterThan(0);
    expect(week.exercises[0]).toMatchObject({
      slug: SLUG,
      status: "not-started",
      solution: null,
      saved_code: null,
    });
    // Neither the hidden checks nor the reference solution reach the browser before a pass.
    expect(res.body).not.toContain("Grace");
    expect(res.body).not.toContain('print(\\"Hello, \\" + name)');
    expect((await call(t, "GET", "/api/python/weeks/9", { token: s.token })).statusCode).toBe(404);
    expect((await call(t, "GET", "/api/python/weeks/x", { token: s.token })).statusCode).toBe(400);
    expect((await call(t, "GET", "/api/python/course")).statusCode).toBe(401);
  });

  it("saves a student's code per exercise and restores it; another student's code is refused", async () => {
    const s = await createStudent(t);
    const other = await createStudent(t);
    const saved = await call(t, "PUT", `/api/python/exercises/${SLUG}/code`, {
      token: s.token,
      body: { code: "x = 1\n" },
    });
    expect(saved.statusCode).toBe(200);
    const week = (await call(t, "GET", "/api/python/weeks/1", { token: s.token })).json();
    expect(week.exercises[0]).toMatchObject({ saved_code: "x = 1\n", status: "started" });
    // Another student sees their own (empty) work, and cannot name the first student.
    expect(
      (await call(t, "GET", "/api/python/weeks/1", { token: other.token })).json().exercises[0].saved_code,
    ).toBeNull();
    const foreign = await call(t, "GET", `/api/python/weeks/1?student_id=${s.studentId}`, {
      token: other.token,
    });
    expect(foreign.statusCode).toBe(403);
    const foreignWrite = await call(
      t,
      "PUT",
      `/api/python/exercises/${SLUG}/code?student_id=${s.studentId}`,
      {
        token: other.token,
        body: { code: "hacked" },
      },
    );
    expect(foreignWrite.statusCode).toBe(403);
    expect(
      (await call(t, "GET", `/api/python/work?student_id=${s.studentId}`, { token: other.token })).statusCode,
    ).toBe(403);
    // Bad input changes nothing.
    const tooLong = await call(t, "PUT", `/api/python/exercises/${SLUG}/code`, {
      token: s.token,
      body: { code: "x".repeat(20_001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await call(t, "PUT", "/api/python/exercises/no-such/code", { token: s.token, body: { code: "" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, "GET", "/api/python/weeks/1", { token: s.token })).json().exercises[0].saved_code,
    ).toBe("x = 1\n");
  });

  it("refuses a client's claim of a pass, fails wrong and hard-coded code, and passes right code once with XP", async () => {
    const s = await createStudent(t);
    const forged = await call(t, "POST", `/api/python/exercises/${SLUG}/attempts`, {
      token: s.token,
      body: { code: HARD_CODED, passed: true },
    });
    expect(forged.statusCode).toBe(400);

    const hardCoded = await call(t, "POST", `/api/python/exercises/${SLUG}/attempts`, {
      token: s.token,
      body: { code: HARD_CODED },
    });
    expect(hardCoded.statusCode).toBe(200);
    expect(hardCoded.json()).toMatchObject({ passed: false, xp: null, solution: null });
    expect(await xpOf(s.token)).toBe(0);

    const broken = await call(t, "POST", `/api/python/exercises/${SLUG}/attempts`, {
      token: s.token,
      body: { code: "print(nme)" },
    });
    expect(broken.json().error.type).toBe("NameError");
    expect(broken.json().explanation).toContain("does not know the name `nme`");

    const right = await call(t, "POST", `/api/python/exercises/${SLUG}/attempts`, {
      token: s.token,
      body: { code: RIGHT },
    });
    expect(right.statusCode).toBe(200);
    const body = right.json();
    expect(body.passed).toBe(true);
    // Two failed runs before the pass count as mistakes: less than a first-time pass's 35.
    const earned = body.xp.awarded as number;
    expect(earned).toBeGreaterThan(0);
    expect(earned).toBeLessThan(35);
    expect(body.solution).toContain("input()");
    expect(await xpOf(s.token)).toBe(earned);

    const again = await call(t, "POST", `/api/python/exercises/${SLUG}/attempts`, {
      token: s.token,
      body: { code: RIGHT },
    });
    expect(again.json()).toMatchObject({ passed: true, xp: null });
    expect(await xpOf(s.token)).toBe(earned);

    const course = (await call(t, "GET", "/api/python/course", { token: s.token })).json();
    expect(course.passed).toBe(1);
    expect(course.xp_earned).toBe(earned);
    expect(course.next.slug).toBe("minutes-in-hours");
    const week = (await call(t, "GET", "/api/python/weeks/1", { token: s.token })).json();
    expect(week.exercises[0]).toMatchObject({ status: "passed", saved_code: RIGHT });
    expect(week.exercises[0].solution).toContain("input()");
  });

  it("counts each hint, then shows the solution line by line; a pass after a solution line earns nothing", async () => {
    const s = await createStudent(t);
    const hint = (slug: string) => call(t, "POST", `/api/python/exercises/${slug}/hints`, { token: s.token });
    expect((await hint("shout")).json()).toMatchObject({ kind: "hint" });
    expect((await hint("shout")).json()).toMatchObject({ kind: "hint" });
    expect((await hint("shout")).json()).toEqual({ kind: "solution-line", text: "text = input()" });
    const week = (await call(t, "GET", "/api/python/weeks/2", { token: s.token })).json();
    expect(week.exercises[0].hints_shown).toHaveLength(3);
    expect((await hint("shout")).statusCode).toBe(200);
    expect((await hint("shout")).statusCode).toBe(409);
    const pass = await call(t, "POST", "/api/python/exercises/shout/attempts", {
      token: s.token,
      body: { code: 'text = input()\nprint(text.upper() + "!")\n' },
    });
    expect(pass.json().passed).toBe(true);
    expect(pass.json().xp.awarded).toBe(0);
  });

  it("keeps playground files per student, and shows tutors and parents the work", async () => {
    const s = await createStudent(t);
    const put = await call(t, "PUT", "/api/python/files/hello.py", {
      token: s.token,
      body: { content: "print(1)\n" },
    });
    expect(put.statusCode).toBe(200);
    expect(
      (await call(t, "PUT", "/api/python/files/..%2Fetc.py", { token: s.token, body: { content: "" } }))
        .statusCode,
    ).toBe(400);
    expect((await call(t, "GET", "/api/python/files", { token: s.token })).json().files).toMatchObject([
      { name: "hello.py", content: "print(1)\n" },
    ]);
    const other = await createStudent(t);
    expect((await call(t, "GET", "/api/python/files", { token: other.token })).json().files).toEqual([]);
    expect((await call(t, "DELETE", "/api/python/files/hello.py", { token: other.token })).statusCode).toBe(
      404,
    );
    expect((await call(t, "DELETE", "/api/python/files/hello.py", { token: s.token })).statusCode).toBe(200);

    const parent = await createParent(t, [11]);
    const child = parent.childIds[0]!;
    await call(t, "PUT", `/api/python/exercises/${SLUG}/code?student_id=${child}`, {
      token: parent.token,
      body: { code: "print(2)" },
    });
    const progress = (
      await call(t, "GET", `/api/python/course?student_id=${child}`, { token: parent.token })
    ).json();
    expect(progress.weeks[0].exercises[0].status).toBe("started");

    const admin = await createUser(t, { role: "admin" });
    const tutor = await createUser(t, { role: "tutor" });
    const workUrl = `/api/python/work?student_id=${child}`;
    expect((await call(t, "GET", workUrl, { token: tutor.token })).statusCode).toBe(403);
    const assigned = await call(t, "POST", "/api/admin/tutor-assignments", {
      token: admin.token,
      body: { tutor_id: tutor.user.id, student_id: child },
    });
    expect(assigned.statusCode).toBe(201);
    const work = (await call(t, "GET", workUrl, { token: tutor.token })).json();
    expect(work.exercises[0]).toMatchObject({ slug: SLUG, latest_code: "print(2)", status: "started" });
    expect(
      (
        await call(t, "PUT", `/api/python/exercises/${SLUG}/code?student_id=${child}`, {
          token: tutor.token,
          body: { code: "x" },
        })
      ).statusCode,
    ).toBe(403);
  });
});
