import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, createLessons, createStudent, useTestApp } from "../test/helpers.ts";

/**
 * A student's progress reads come from memory once read (student-cache.ts), and any change to that
 * student's answers, progress or profile, through the API or straight in the database, shows on
 * the next request; another student's change leaves them in memory. Runs on the embedded database
 * and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const t = useTestApp();
let lessons: Awaited<ReturnType<typeof createLessons>>;
beforeAll(async () => {
  lessons = await createLessons(t, 2);
});

/** Counts the queries on `table` the app starts while `work` runs. */
async function countReads(table: string, work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(t.app.deps.db, "selectFrom");
  try {
    await work();
    return spy.mock.calls.filter(([from]) => String(from).split(" ")[0] === table).length;
  } finally {
    spy.mockRestore();
  }
}

const answer = (token: string, value: string) =>
  call(t, "POST", `/api/material-progress/${lessons.materialIds[0]}/question-attempt`, {
    token,
    body: { question_id: "q1", answer: value },
  });

describe("a student's progress from memory", () => {
  it("reads a material's progress once, and again after every change to that student's rows", async () => {
    const s = await createStudent(t);
    const get = () => call(t, "GET", `/api/material-progress/${lessons.materialIds[0]}`, { token: s.token });
    expect((await get()).json().total_questions_answered).toBe(0);
    expect(await countReads("question_attempts", get)).toBe(0);
    expect(await countReads("student_profiles", get)).toBe(0);

    // Through the API: the answer's own reply and the next read both count it.
    const answered = await answer(s.token, "2");
    expect(answered.json().progress.total_questions_answered).toBe(1);
    expect((await get()).json().total_questions_answered).toBe(1);

    // Straight in the database: the trigger announces it.
    await t.database.db.deleteFrom("question_attempts").where("student_id", "=", s.studentId).execute();
    expect((await get()).json().total_questions_answered).toBe(0);
    await t.database.db
      .updateTable("material_progress")
      .set({ is_completed: true, completed_at: new Date() })
      .where("student_id", "=", s.studentId)
      .execute();
    expect((await get()).json().is_completed).toBe(true);
  });

  it("keeps one student's answers when another student answers", async () => {
    const a = await createStudent(t);
    const b = await createStudent(t);
    const getA = () => call(t, "GET", "/api/progress/overview", { token: a.token });
    await answer(a.token, "2");
    expect((await getA()).json().totals.attempts).toBe(1);
    await answer(b.token, "3");
    expect(await countReads("question_attempts", getA)).toBe(0);
    await answer(a.token, "3");
    const after = await getA();
    expect(after.json().totals).toMatchObject({ attempts: 2, accuracy_pct: 50 });
  });

  it("drops a student's own profile when profiles change, and every answer when the catalogue does", async () => {
    const s = await createStudent(t);
    const get = () => call(t, "GET", `/api/material-progress/${lessons.materialIds[1]}`, { token: s.token });
    expect((await get()).statusCode).toBe(200);
    await t.database.db.deleteFrom("student_profiles").where("id", "=", s.studentId).execute();
    expect((await get()).statusCode).toBe(404);

    const other = await createStudent(t);
    const overview = () => call(t, "GET", "/api/progress/overview", { token: other.token });
    await answer(other.token, "2");
    expect((await overview()).json().by_module[0].title).toBe("Linear equations");
    await t.database.db
      .updateTable("modules")
      .set({ title: "Equations, renamed" })
      .where("id", "=", lessons.moduleId)
      .execute();
    expect((await overview()).json().by_module[0].title).toBe("Equations, renamed");
  });
});
