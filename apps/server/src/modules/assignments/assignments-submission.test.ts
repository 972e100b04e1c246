import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ASSIGNMENT_LIMITS } from "@app/contract/assignments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, call, type TestApp } from "../../test/helpers.ts";
import { buildCast, countOf, EXE_BYTES, PDF_BYTES, setWork, upload } from "./test-fixtures.ts";

let t: TestApp;
let cast: Awaited<ReturnType<typeof buildCast>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "assignments-test-"));

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir });
  cast = await buildCast(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const storedFiles = () => {
  const dir = path.join(dataDir, "uploads", "assignments");
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
const homework = () => setWork(t, cast.tutor.token, { student_id: cast.student.studentId, total_points: 20 });
const submit = (id: number, token: string, submission_data: unknown) =>
  call(t, "POST", `/api/assignments/${id}/submit`, { token, body: { submission_data } });
const complete = (id: number, token: string, body: unknown) =>
  call(t, "POST", `/api/assignments/${id}/complete`, { token, body });

describe("attachments", () => {
  it("takes a PDF from the student and serves it only to those who may see the work", async () => {
    const a = await homework();
    const res = await upload(t, `/api/assignments/${a.id}/attachments`, cast.student.token, {
      name: "my work.pdf",
      bytes: PDF_BYTES,
    });
    expect(res.statusCode).toBe(201);
    const attachment = res.json().attachment;
    expect(attachment).toMatchObject({ name: "my work.pdf", content_type: "application/pdf" });
    for (const token of [cast.student.token, cast.tutor.token, cast.admin.token]) {
      const file = await call(t, "GET", attachment.url, { token });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.headers["content-disposition"]).toMatch(/^attachment/);
      expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    }
    expect((await call(t, "GET", attachment.url)).statusCode).toBe(401);
    for (const token of [cast.other.token, cast.strangerTutor.token, cast.parent.token]) {
      expect((await call(t, "GET", attachment.url, { token })).statusCode).toBe(404);
    }
  });

  it("refuses an executable renamed .pdf, keeping nothing", async () => {
    const a = await homework();
    const [rows, files] = [await countOf(t, "assignment_files"), storedFiles()];
    const res = await upload(t, `/api/assignments/${a.id}/attachments`, cast.student.token, {
      name: "homework.pdf",
      bytes: EXE_BYTES,
      type: "application/pdf",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/can't be attached/);
    expect(await countOf(t, "assignment_files")).toBe(rows);
    expect(storedFiles()).toBe(files);
  });

  it("refuses a file over the size limit with 413, keeping nothing", async () => {
    const a = await homework();
    const [rows, files] = [await countOf(t, "assignment_files"), storedFiles()];
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(ASSIGNMENT_LIMITS.attachmentMaxBytes)]);
    const res = await upload(t, `/api/assignments/${a.id}/attachments`, cast.student.token, {
      name: "big.pdf",
      bytes: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("The file is too large (at most 10 MB)");
    expect(await countOf(t, "assignment_files")).toBe(rows);
    expect(storedFiles()).toBe(files);
  });

  it("lets only the student upload", async () => {
    const a = await homework();
    for (const token of [cast.parent.token, cast.tutor.token]) {
      const res = await upload(t, `/api/assignments/${a.id}/attachments`, token, {
        name: "a.pdf",
        bytes: PDF_BYTES,
      });
      expect(res.statusCode).toBe(403);
    }
    const other = await upload(t, `/api/assignments/${a.id}/attachments`, cast.other.token, {
      name: "a.pdf",
      bytes: PDF_BYTES,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("POST /api/assignments/{id}/submit", () => {
  it("hands in text and an uploaded file; the work becomes submitted", async () => {
    const a = await homework();
    const file = (
      await upload(t, `/api/assignments/${a.id}/attachments`, cast.student.token, {
        name: "w.txt",
        bytes: Buffer.from("2 + 2 = 4\n"),
      })
    ).json().attachment;
    expect(file.content_type).toBe("text/plain");
    const res = await submit(a.id, cast.student.token, { text: "My answers", attachment_ids: [file.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().assignment).toMatchObject({
      status: "submitted",
      submission_data: { text: "My answers", attachment_ids: [file.id] },
      attachments: [expect.objectContaining({ id: file.id })],
    });
  });

  it("refuses an empty submission and files of another assignment", async () => {
    const a = await homework();
    const empty = await submit(a.id, cast.student.token, { text: "", attachment_ids: [] });
    expect(empty.statusCode).toBe(400);
    const b = await homework();
    const file = (
      await upload(t, `/api/assignments/${b.id}/attachments`, cast.student.token, {
        name: "w.pdf",
        bytes: PDF_BYTES,
      })
    ).json().attachment;
    const foreign = await submit(a.id, cast.student.token, { attachment_ids: [file.id] });
    expect(foreign.statusCode).toBe(400);
    const after = await call(t, "GET", `/api/assignments/${a.id}`, { token: cast.student.token });
    expect(after.json().assignment.status).toBe("assigned");
  });

  it("never lets a parent submit for their child", async () => {
    const a = await setWork(t, cast.admin.token, { student_id: cast.child });
    const res = await submit(a.id, cast.parent.token, { text: "done" });
    expect(res.statusCode).toBe(403);
    const after = await call(t, "GET", `/api/assignments/${a.id}`, { token: cast.parent.token });
    expect(after.json().assignment.status).toBe("assigned");
  });

  it("refuses a submission after completion, changing nothing", async () => {
    const a = await homework();
    await submit(a.id, cast.student.token, { text: "first" });
    await complete(a.id, cast.tutor.token, { score: 18, grade: "A", feedback: "Well done" });
    const res = await submit(a.id, cast.student.token, { text: "second" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/already completed/);
    const after = (await call(t, "GET", `/api/assignments/${a.id}`, { token: cast.student.token })).json()
      .assignment;
    expect(after).toMatchObject({ status: "completed", submission_data: { text: "first" } });
  });
});

describe("POST /api/assignments/{id}/complete", () => {
  it("lets the tutor grade with score, grade and feedback; student and parent see them", async () => {
    const a = await homework();
    await submit(a.id, cast.student.token, { text: "answers" });
    const res = await complete(a.id, cast.tutor.token, {
      score: 17.5,
      grade: "B+",
      feedback: "Check question 4.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().assignment).toMatchObject({
      status: "completed",
      completed: true,
      score: 17.5,
      grade: "B+",
      feedback: "Check question 4.",
      progress: 100,
    });
    const seen = await call(t, "GET", `/api/assignments/student/${cast.student.studentId}`, {
      token: cast.student.token,
    });
    expect(seen.json().assignments.find((x: { id: number }) => x.id === a.id)).toMatchObject({ grade: "B+" });
  });

  it("refuses the student, a parent and a stranger tutor", async () => {
    const a = await homework();
    expect((await complete(a.id, cast.student.token, { grade: "A" })).statusCode).toBe(403);
    expect((await complete(a.id, cast.strangerTutor.token, { grade: "A" })).statusCode).toBe(404);
    const child = await setWork(t, cast.admin.token, { student_id: cast.child });
    expect((await complete(child.id, cast.parent.token, { grade: "A" })).statusCode).toBe(403);
    expect((await complete(child.id, cast.admin.token, { grade: "A" })).statusCode).toBe(200);
  });

  it("refuses a score or grade out of range, changing nothing", async () => {
    const a = await homework();
    for (const body of [{ score: 21 }, { score: -1 }, { score: "ten" }, { grade: "A very long grade" }]) {
      const res = await complete(a.id, cast.tutor.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const over = await complete(a.id, cast.tutor.token, { score: 21 });
    expect(over.json().error).toBe("The score can be at most 20");
    const after = (await call(t, "GET", `/api/assignments/${a.id}`, { token: cast.tutor.token })).json()
      .assignment;
    expect(after).toMatchObject({ status: "assigned", score: null, grade: null });
  });

  it("refuses a second completion, keeping the first grade", async () => {
    const a = await homework();
    await complete(a.id, cast.tutor.token, { score: 10, grade: "C" });
    const res = await complete(a.id, cast.tutor.token, { score: 20, grade: "A" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe("This assignment is already completed");
    const after = (await call(t, "GET", `/api/assignments/${a.id}`, { token: cast.tutor.token })).json()
      .assignment;
    expect(after).toMatchObject({ score: 10, grade: "C" });
  });
});
