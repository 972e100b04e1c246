import { firstScreenResponseSchema } from "@app/contract/first-screen";
import { describe, expect, it } from "vitest";
import {
  call,
  createContent,
  createParent,
  createStudent,
  createUser,
  useTestApp,
} from "../../test/helpers.ts";

const t = useTestApp();

const DAY = 86_400_000;
const URL = "/api/student-dashboard/first-screen";

/** A student's dashboard data: two lessons, credits partly used, homework open and done. */
async function giveDashboardData(studentId: number) {
  const db = t.database.db;
  await db
    .insertInto("lessons")
    .values(
      [2, 5, -3].map((days) => ({
        student_id: studentId,
        tutor_user_id: null,
        title: `Lesson in ${days} days`,
        lesson_type: "tutor" as const,
        starts_at: new Date(Date.now() + days * DAY),
        duration_minutes: 45,
        status: "scheduled" as const,
        join_url: null,
      })),
    )
    .execute();
  const pkg = await db
    .insertInto("credit_packages")
    .values({
      student_id: studentId,
      credit_type: "tutor-session",
      total: 5,
      expires_at: new Date(Date.now() + 300 * DAY),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("credit_movements")
    .values({ package_id: pkg.id, delta: -2, reason: "Booked a lesson", lesson_id: null })
    .execute();
  const contentId = await createContent(t, { title: "Linear equations", subject: "Mathematics" });
  await db
    .insertInto("assignments")
    .values([
      {
        student_id: studentId,
        assignment_type: "homework",
        title: "Worksheet 1",
        subject: null,
        content_id: null,
        due_date: new Date(Date.now() + DAY),
      },
      {
        student_id: studentId,
        assignment_type: "material",
        title: "Read: linear equations",
        content_id: contentId,
        due_date: null,
        status: "completed",
      },
    ])
    .execute();
}

async function getJson(url: string, token: string) {
  const res = await call(t, "GET", url, { token });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

/** Each piece of the first screen equals the answer of its own call ("one truth"). */
async function expectSameAsEachCall(token: string, studentId: number | null) {
  const query = studentId === null ? "" : `?student_id=${studentId}`;
  const res = await call(t, "GET", `${URL}${query}`, { token });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toContain("no-store");
  const body = firstScreenResponseSchema.parse(res.json());
  expect(body.profile).toEqual(await getJson("/api/student-dashboard/profile", token));
  const cards = body.dashboard!;
  const ask = (path: string) => getJson(`/api/student-dashboard/${path}${query}`, token);
  expect(cards.next_step).toEqual(await ask("next-step"));
  expect(cards.homework).toEqual(await ask("homework"));
  expect(cards.upcoming_lessons).toEqual(await ask("upcoming-lessons"));
  expect(cards.balance).toEqual(await ask("balance"));
  expect(cards.progress).toEqual(await ask("progress"));
  return body;
}

describe("GET /api/student-dashboard/first-screen (issue 14)", () => {
  it("gives a student their profile and every card, each equal to its own call", async () => {
    const s = await createStudent(t, { first_name: "Ada" });
    await giveDashboardData(s.studentId);
    const body = await expectSameAsEachCall(s.token, null);
    expect(body.dashboard?.student_id).toBe(s.studentId);
    expect(body.dashboard?.upcoming_lessons.upcoming_lessons).toHaveLength(2);
    expect(body.dashboard?.homework.homework).toHaveLength(2);
    expect(body.dashboard?.progress).toMatchObject({ completedAssignments: 1, pendingAssignments: 1 });
    // The student's own id named in the query answers the same.
    await expectSameAsEachCall(s.token, s.studentId);
  });

  it("gives a parent the list of children, and the cards of the first child or the one named", async () => {
    const p = await createParent(t, [10, 15]);
    const [first, second] = p.childIds as [number, number];
    await giveDashboardData(second);
    const byDefault = firstScreenResponseSchema.parse(await getJson(URL, p.token));
    expect(byDefault.dashboard?.student_id).toBe(first);
    expect(byDefault.profile).toMatchObject({ students: [{ id: first }, { id: second }] });
    const named = await expectSameAsEachCall(p.token, second);
    expect(named.dashboard?.student_id).toBe(second);
    expect(named.dashboard?.balance.students?.map((s) => s.id)).toEqual([first, second]);
  });

  it("gives a parent without children the empty list and no cards", async () => {
    const p = await createParent(t, []);
    expect(await getJson(URL, p.token)).toEqual({ profile: { students: [] }, dashboard: null });
  });

  it("refuses another family's child, a tutor, a bad student_id and a caller without a token", async () => {
    const p = await createParent(t);
    const other = await createParent(t);
    const foreign = await call(t, "GET", `${URL}?student_id=${other.childIds[0]}`, { token: p.token });
    expect(foreign.statusCode).toBe(403);
    const s = await createStudent(t);
    const notMine = await call(t, "GET", `${URL}?student_id=${other.childIds[0]}`, { token: s.token });
    expect(notMine.statusCode).toBe(403);
    const { token: tutorToken } = await createUser(t, { role: "tutor" });
    expect((await call(t, "GET", URL, { token: tutorToken })).statusCode).toBe(403);
    for (const bad of ["abc", "-1", "1.5"]) {
      const res = await call(t, "GET", `${URL}?student_id=${bad}`, { token: p.token });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await call(t, "GET", `${URL}?unknown=1`, { token: p.token })).statusCode).toBe(400);
    expect((await call(t, "GET", URL)).statusCode).toBe(401);
  });
});
