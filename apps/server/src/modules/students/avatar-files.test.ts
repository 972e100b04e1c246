import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MALFORMED_MULTIPART_MESSAGE } from "../../lib/multipart.ts";
import { buildTestApp, call, createStudent, type TestApp } from "../../test/helpers.ts";
import { AVATAR_MAX_SIDE, AVATAR_UNREADABLE_MESSAGE } from "./avatar-files.ts";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avatar-test-"));
  t = await buildTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const BOUNDARY = "avatarTestBoundary";

function multipartBody(bytes: Buffer, filename: string, type: string) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } };
}

async function upload(token: string, body: { payload: Buffer; headers: Record<string, string> }) {
  return t.app.inject({
    method: "POST",
    url: "/api/student-dashboard/profile/avatar",
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

/** Uploads an image as a new student and answers the stored file's bytes. */
async function uploadAndFetch(bytes: Buffer, filename: string, type: string): Promise<Buffer> {
  const s = await createStudent(t);
  const res = await upload(s.token, multipartBody(bytes, filename, type));
  expect(res.statusCode, res.body).toBe(200);
  const served = await t.app.inject({ method: "GET", url: res.json().student.avatarUrl });
  expect(served.statusCode).toBe(200);
  return served.rawPayload;
}

/** A JPEG photo as a phone takes it: EXIF with a GPS position, a camera name, and turned on its side. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 40, channels: 3, background: "#c04020" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "SecretPhoneCo", Model: "Model-X" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 1234/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3951/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF (little-endian, as sharp writes it) points at a GPS block: tag 0x8825. */
const hasGpsBlock = (exif: Buffer | undefined) => !!exif?.includes(Buffer.from([0x25, 0x88]));

const smallPng = () =>
  sharp({ create: { width: 16, height: 16, channels: 4, background: "#22aa66" } })
    .png()
    .toBuffer();

describe("avatars are re-encoded (issue 7.16)", () => {
  it("drops EXIF, GPS included, from a phone photo and turns it upright", async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString("latin1")).toContain("SecretPhoneCo");
    expect(hasGpsBlock(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const stored = await uploadAndFetch(photo, "holiday.jpg", "image/jpeg");
    const after = await sharp(stored).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.toString("latin1")).not.toContain("SecretPhoneCo");
    // Orientation 6 means "rotate 90°": the stored pixels are already upright.
    expect([after.width, after.height]).toEqual([40, 80]);
  });

  it("keeps only the image of a polyglot file: appended HTML and ZIP bytes are gone", async () => {
    const png = await smallPng();
    const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");
    const zip = Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.from("evil.html payload")]);
    const polyglot = Buffer.concat([png, html, zip]);

    const stored = await uploadAndFetch(polyglot, "cat.png", "image/png");
    expect(stored.includes(Buffer.from("<script>"))).toBe(false);
    expect(stored.includes(Buffer.from("PK\u0003\u0004"))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([16, 16]);
    // A PNG ends with its IEND chunk: nothing may follow it.
    expect(stored.subarray(-8).toString("latin1")).toBe("IEND\u00aeB`\u0082");
  });

  it("shrinks a large image to fit the avatar size", async () => {
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    const meta = await sharp(await uploadAndFetch(big, "wide.webp", "image/webp")).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([AVATAR_MAX_SIDE, AVATAR_MAX_SIDE / 2]);
  });

  it("refuses a file with an image's first bytes that is not an image, and stores nothing", async () => {
    const s = await createStudent(t);
    const png = await smallPng();
    const damaged = Buffer.concat([png.subarray(0, 16), Buffer.from("not really an image at all")]);
    const res = await upload(s.token, multipartBody(damaged, "broken.png", "image/png"));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(AVATAR_UNREADABLE_MESSAGE);
    const profile = await call(t, "GET", "/api/student-dashboard/profile", { token: s.token });
    expect(profile.json().student.avatarUrl).toBeNull();
  });
});

describe("malformed uploads (issue 7.15)", () => {
  it("answers 400, not 500, to a multipart body cut short or without a boundary", async () => {
    const s = await createStudent(t);
    const png = await smallPng();
    const whole = multipartBody(png, "a.png", "image/png");
    const cut = await upload(s.token, { payload: whole.payload.subarray(0, 90), headers: whole.headers });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ error: MALFORMED_MULTIPART_MESSAGE });
    const emptyBoundary = await upload(s.token, {
      payload: Buffer.from("--\r\n"),
      headers: { "content-type": 'multipart/form-data; boundary=""' },
    });
    expect(emptyBoundary.statusCode).toBe(400);
    const profile = await call(t, "GET", "/api/student-dashboard/profile", { token: s.token });
    expect(profile.json().student.avatarUrl).toBeNull();
  });
});
