import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../test/admin-only.ts";
import {
  buildTestApp,
  call,
  createLessons,
  createStudent,
  createUser,
  type TestApp,
} from "../../test/helpers.ts";

let t: TestApp;
let admin: string;
let unitId: number;
let courseId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "authoring-test-"));
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir });
  admin = (await createUser(t, { role: "admin", first_name: "Ada", last_name: "Admin" })).token;
  const lessons = await createLessons(t, 1);
  unitId = lessons.moduleId;
  courseId = lessons.courseId;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const lesson = (overrides: Record<string, unknown> = {}) => ({
  module_id: unitId,
  slug: `half-of-x-${Math.random().toString(36).slice(2, 8)}`,
  title: "Half of x",
  body: "Half of $x$ is $\\frac{1}{2}x$.",
  practice: [
    {
      id: "q1",
      type: "algebraic",
      question: "Write half of $x$.",
      correctAnswer: "\\frac{1}{2}x",
      hint: "Divide by 2.",
    },
    {
      id: "q2",
      type: "short_answer",
      question: "What is half of 1?",
      correctAnswer: "\\frac{1}{2}",
      hint: "",
    },
  ],
  ...overrides,
});

async function createLesson(overrides: Record<string, unknown> = {}) {
  const res = await call(t, "POST", "/api/admin/content/lessons", { token: admin, body: lesson(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; slug: string };
}

describe("content authoring (admins only)", () => {
  it("refuses every authoring call to anyone but an admin", async () => {
    const { id } = await createLesson();
    await expectAdminOnly(t, "GET", "/api/admin/content");
    await expectAdminOnly(t, "POST", "/api/admin/content/lessons", lesson());
    await expectAdminOnly(t, "GET", `/api/admin/content/lessons/${id}`);
    await expectAdminOnly(t, "PATCH", `/api/admin/content/lessons/${id}`, { status: "published" });
    await expectAdminOnly(t, "GET", `/api/admin/content/lessons/${id}/answer-check`);
    await expectAdminOnly(t, "POST", "/api/admin/content/courses", {
      slug: "x",
      title: "X",
      subject: "Maths",
      grade_band: "6-8",
    });
    await expectAdminOnly(t, "PATCH", `/api/admin/content/courses/${courseId}`, { status: "draft" });
    await expectAdminOnly(t, "POST", "/api/admin/content/units", {
      course_id: courseId,
      slug: "u",
      title: "U",
    });
    await expectAdminOnly(t, "POST", "/api/admin/content/videos");
  });

  it("writes a draft lesson that students cannot see, publishes it, and a student practises it", async () => {
    const created = await createLesson({ slug: "half-of-x" });
    expect(created.status).toBe("draft");
    const student = await createStudent(t);
    expect(
      (await call(t, "GET", `/api/material-templates/${created.id}`, { token: student.token })).statusCode,
    ).toBe(404);
    expect((await call(t, "GET", `/api/public/materials/${created.id}`)).statusCode).toBe(404);
    const check = (
      await call(t, "GET", `/api/admin/content/lessons/${created.id}/answer-check`, { token: admin })
    ).json();
    expect(check).toEqual({ ok: true, problems: [] });

    const published = await call(t, "PATCH", `/api/admin/content/lessons/${created.id}`, {
      token: admin,
      body: { status: "published" },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().status).toBe("published");
    expect(
      (await call(t, "GET", `/api/material-templates/${created.id}`, { token: student.token })).statusCode,
    ).toBe(200);
    const library = await t.database.db
      .selectFrom("content_items")
      .selectAll()
      .where("material_id", "=", created.id)
      .execute();
    expect(library).toHaveLength(1);

    // The student answers the LaTeX-answered question the way students type.
    const attempt = await call(t, "POST", `/api/material-progress/${created.id}/question-attempt`, {
      token: student.token,
      body: { question_id: "q1", answer: "x/2" },
    });
    expect(attempt.statusCode, attempt.body).toBeLessThan(300);
    expect(attempt.json().attempt).toMatchObject({ is_correct: true });

    const tree = (await call(t, "GET", "/api/admin/content", { token: admin })).json();
    const unit = tree.courses
      .flatMap((c: { units: { id: number }[] }) => c.units)
      .find((u: { id: number }) => u.id === unitId);
    expect(unit.lessons.find((l: { id: number }) => l.id === created.id)).toMatchObject({
      status: "published",
      question_count: 2,
    });

    const log = await t.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_type", "=", "lesson")
      .where("entity_id", "=", String(created.id))
      .orderBy("id")
      .execute();
    expect(log.map((e) => e.action)).toEqual(["lesson.create", "lesson.publish"]);
  });

  it("refuses to publish a lesson whose questions fail their own answers, changing nothing", async () => {
    const { id } = await createLesson({
      practice: [
        { id: "q1", type: "numeric", question: "2 + 2?", correctAnswer: "4", hint: "" },
        { id: "q2", type: "algebraic", question: "Expand", correctAnswer: "2(x+1", hint: "" },
        {
          id: "q3",
          type: "numeric",
          question: "Half?",
          correctAnswer: "0.5",
          acceptableAnswers: ["one half"],
          hint: "",
        },
      ],
    });
    const res = await call(t, "PATCH", `/api/admin/content/lessons/${id}`, {
      token: admin,
      body: { status: "published" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/fail their own answers/);
    expect(Object.keys(res.json().details).sort()).toEqual(["practice.q2", "practice.q3"]);
    expect((await call(t, "GET", `/api/admin/content/lessons/${id}`, { token: admin })).json().status).toBe(
      "draft",
    );
    expect(
      await t.database.db.selectFrom("content_items").select("id").where("material_id", "=", id).execute(),
    ).toEqual([]);
  });

  it("unpublishes a lesson: it leaves the students' pages and the library", async () => {
    const { id } = await createLesson();
    await call(t, "PATCH", `/api/admin/content/lessons/${id}`, {
      token: admin,
      body: { status: "published" },
    });
    const res = await call(t, "PATCH", `/api/admin/content/lessons/${id}`, {
      token: admin,
      body: { status: "draft" },
    });
    expect(res.json().status).toBe("draft");
    expect((await call(t, "GET", `/api/public/materials/${id}`)).statusCode).toBe(404);
    expect(
      await t.database.db.selectFrom("content_items").select("id").where("material_id", "=", id).execute(),
    ).toEqual([]);
  });

  it("stores unsafe HTML as written (the pages sanitise it) and refuses bad input", async () => {
    const { id } = await createLesson({ body: 'Hi <script>alert(1)</script><img src=x onerror="alert(2)">' });
    expect(
      (await call(t, "GET", `/api/admin/content/lessons/${id}`, { token: admin })).json().body,
    ).toContain("<script>");
    for (const body of [
      lesson({ module_id: 999999 }),
      lesson({ slug: "Not A Slug" }),
      lesson({
        practice: [
          {
            id: "q1",
            type: "multiple_choice",
            question: "?",
            options: [
              { id: "a", text: "A" },
              { id: "b", text: "B" },
            ],
            correctAnswer: "c",
          },
        ],
      }),
      lesson({
        practice: [
          { id: "q1", type: "numeric", question: "?", correctAnswer: "1" },
          { id: "q1", type: "numeric", question: "?", correctAnswer: "2" },
        ],
      }),
      lesson({ video: { kind: "upload", url: "https://example.com/v.mp4", transcript: "x" } }),
      lesson({ video: { kind: "link", url: "javascript:alert(1)", transcript: "x" } }),
      lesson({
        video: { kind: "link", url: "https://example.com/v", transcript: "x", captions_vtt: "not vtt" },
      }),
    ]) {
      const res = await call(t, "POST", "/api/admin/content/lessons", { token: admin, body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    const dup = await call(t, "POST", "/api/admin/content/lessons", {
      token: admin,
      body: lesson({ slug: "half-of-x" }),
    });
    expect(dup.statusCode).toBe(409);
    expect(
      (await call(t, "PATCH", "/api/admin/content/lessons/999999", { token: admin, body: { title: "x" } }))
        .statusCode,
    ).toBe(404);
  });

  it("creates a course and a unit as drafts, publishes the course", async () => {
    const course = await call(t, "POST", "/api/admin/content/courses", {
      token: admin,
      body: {
        slug: "statistics-basics",
        title: "Statistics basics",
        subject: "Mathematics",
        grade_band: "9-12",
      },
    });
    expect(course.statusCode).toBe(201);
    const { id } = course.json();
    expect((await call(t, "GET", "/api/public/courses/statistics-basics")).statusCode).toBe(404);
    const unit = await call(t, "POST", "/api/admin/content/units", {
      token: admin,
      body: { course_id: id, slug: "averages", title: "Averages" },
    });
    expect(unit.statusCode).toBe(201);
    expect(
      (
        await call(t, "PATCH", `/api/admin/content/courses/${id}`, {
          token: admin,
          body: { status: "published" },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(t, "GET", "/api/public/courses/statistics-basics")).statusCode).toBe(200);
    expect(
      (
        await call(t, "POST", "/api/admin/content/units", {
          token: admin,
          body: { course_id: 999999, slug: "x", title: "X" },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("lesson videos", () => {
  const BOUNDARY = "videoBoundary";
  const upload = (bytes: Buffer) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/content/videos",
      payload: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="v.webm"\r\nContent-Type: video/webm\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        authorization: `Bearer ${admin}`,
      },
    });

  it("stores an uploaded video and serves it whole or by byte range", async () => {
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 7)]);
    const res = await upload(webm);
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().url as string;
    expect(url).toMatch(/^\/api\/public\/videos\/[a-f0-9]{32}\.webm$/);
    const whole = await t.app.inject({ method: "GET", url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/webm");
    expect(whole.rawPayload.length).toBe(2004);
    const part = await t.app.inject({ method: "GET", url, headers: { range: "bytes=0-3" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 0-3/2004");
    expect([...part.rawPayload]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect((await t.app.inject({ method: "GET", url, headers: { range: "bytes=9999-" } })).statusCode).toBe(
      416,
    );

    const withVideo = await createLesson({
      video: {
        kind: "upload",
        url,
        captions_vtt: "WEBVTT\n\n00:00.000 --> 00:02.000\nHello",
        transcript: "Hello",
      },
    });
    await call(t, "PATCH", `/api/admin/content/lessons/${withVideo.id}`, {
      token: admin,
      body: { status: "published" },
    });
    const captions = await t.app.inject({
      method: "GET",
      url: `/api/public/lessons/${withVideo.id}/captions.vtt`,
    });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers["content-type"]).toContain("text/vtt");
    expect(captions.body).toContain("Hello");
  });

  it("takes a video larger than a JSON body may be, and refuses one over 100 MB with 413", async () => {
    const big = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(3_000_000, 1)]);
    const res = await upload(big);
    expect(res.statusCode, res.body).toBe(201);
    const stored = await t.app.inject({
      method: "GET",
      url: res.json().url,
      headers: { range: "bytes=-10" },
    });
    expect(stored.headers["content-range"]).toBe(`bytes ${big.length - 10}-${big.length - 1}/${big.length}`);
    const tooBig = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(100_000_001)]);
    const refused = await upload(tooBig);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toBeTruthy();
  });

  it("refuses a file that is not a video (415) and an unknown one (404)", async () => {
    expect((await upload(Buffer.from("<html><script>alert(1)</script></html>"))).statusCode).toBe(415);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/public/videos/${"a".repeat(32)}.webm` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/public/videos/../../etc/passwd" })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});
