import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, call, type TestApp } from "../../test/helpers.ts";
import { hasGps, jpegWithGps, pngWithText, SECRET_IN_METADATA } from "../../test/image-fixtures.ts";
import { buildFamily } from "../messages/test-fixtures.ts";
import { buildCast, PDF_BYTES, setWork, upload } from "./test-fixtures.ts";

/**
 * Issue 20.6: photos attached to homework and to messages lose their metadata (EXIF with a GPS
 * position, PNG text), as avatars do; documents are kept byte for byte.
 */
let t: TestApp;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "attachment-metadata-"));

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file stored under DATA_DIR/uploads/<folder>, as bytes. */
const stored = (folder: string) => {
  const dir = path.join(dataDir, "uploads", folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f))) : [];
};

async function expectNoMetadata(bytes: Buffer) {
  expect(bytes.includes(Buffer.from(SECRET_IN_METADATA))).toBe(false);
  expect(bytes.includes(Buffer.from("Exif\0\0"))).toBe(false);
  expect(bytes.includes(Buffer.from("tEXt"))).toBe(false);
  expect(await hasGps(bytes)).toBe(false);
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();
}

describe("image metadata on attachments", () => {
  it("the fixtures carry what must go: a GPS position, a PNG text chunk", async () => {
    expect(await hasGps(await jpegWithGps())).toBe(true);
    expect((await pngWithText()).includes(Buffer.from(SECRET_IN_METADATA))).toBe(true);
    expect((await sharp(await pngWithText()).metadata()).width).toBe(16);
  });

  it("strips EXIF (GPS) and PNG text from homework photos; keeps a PDF as it is", async () => {
    const cast = await buildCast(t);
    const work = await setWork(t, cast.tutor.token, { student_id: cast.student.studentId, total_points: 5 });
    const url = `/api/assignments/${work.id}/attachments`;
    for (const [name, bytes, type] of [
      ["photo.jpg", await jpegWithGps(), "image/jpeg"],
      ["scan.png", await pngWithText(), "image/png"],
    ] as const) {
      const res = await upload(t, url, cast.student.token, { name, bytes });
      expect(res.statusCode, res.body).toBe(201);
      const attachment = res.json().attachment;
      expect(attachment.content_type).toBe(type);
      const file = await call(t, "GET", attachment.url, { token: cast.tutor.token });
      expect(file.statusCode).toBe(200);
      await expectNoMetadata(file.rawPayload);
      expect(attachment.size_bytes ?? file.rawPayload.length).toBe(file.rawPayload.length);
    }
    for (const bytes of stored("assignments")) await expectNoMetadata(bytes);
    const pdf = await upload(t, url, cast.student.token, { name: "essay.pdf", bytes: PDF_BYTES });
    const file = await call(t, "GET", pdf.json().attachment.url, { token: cast.tutor.token });
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it("strips EXIF (GPS) and PNG text from photos sent in messages", async () => {
    const f = await buildFamily(t);
    const thread = await call(t, "POST", "/api/messages/threads", {
      token: f.tutor.token,
      body: { kind: "tutor", student_id: f.studentId },
    });
    const url = `/api/messages/threads/${thread.json().thread.id}/attachments`;
    for (const [name, bytes] of [
      ["me.jpg", await jpegWithGps()],
      ["map.png", await pngWithText()],
    ] as const) {
      const res = await upload(t, url, f.student.token, { name, bytes });
      expect(res.statusCode, res.body).toBe(201);
      const file = await call(t, "GET", res.json().attachment.url, { token: f.student.token });
      expect(file.statusCode).toBe(200);
      await expectNoMetadata(file.rawPayload);
    }
    for (const bytes of stored("messages")) await expectNoMetadata(bytes);
  });
});
