import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { POST_MESSAGES } from "@app/contract/posts";
import sharp from "sharp";
import { AppError, badRequest } from "../../lib/app-error.ts";

/** Image kinds a post may carry, recognised by their first bytes (the declared type is not trusted). */
const SIGNATURES: { ext: "png" | "jpg" | "gif" | "webp"; test: (b: Buffer) => boolean }[] = [
  {
    ext: "png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: "jpg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: "gif", test: (b) => ["GIF87a", "GIF89a"].includes(b.subarray(0, 6).toString("ascii")) },
  {
    ext: "webp",
    test: (b) =>
      b.subarray(0, 4).toString("ascii") === "RIFF" && b.subarray(8, 12).toString("ascii") === "WEBP",
  },
];

export const POST_IMAGE_CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
};

/** A stored image's name: 32 hex characters and its extension. */
export const POST_IMAGE_FILE = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

/** The longest side of a stored post image: wide enough for the article column on any screen. */
const MAX_SIDE = 1600;
const MAX_INPUT_PIXELS = 40_000_000;

/** Where post images live: DATA_DIR/uploads/posts. */
export function postImageDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "posts");
}

/**
 * Stores an uploaded image for a post: only freshly encoded pixels are kept (no metadata, nothing
 * appended), shrunk to fit the article. Answers the file's name.
 */
export async function savePostImage(dataDir: string, bytes: Buffer): Promise<string> {
  const kind = SIGNATURES.find((s) => s.test(bytes));
  if (!kind) throw new AppError(415, POST_MESSAGES.imageType);
  let output: { data: Buffer; ext: "png" | "jpg" | "webp" };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: "truncated" })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true });
    if (kind.ext === "jpg") output = { data: await image.jpeg({ quality: 82 }).toBuffer(), ext: "jpg" };
    else if (kind.ext === "webp")
      output = { data: await image.webp({ quality: 82 }).toBuffer(), ext: "webp" };
    else output = { data: await image.png().toBuffer(), ext: "png" };
  } catch {
    throw badRequest("This image could not be read. It may be damaged; try another one.");
  }
  const dir = postImageDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString("hex")}.${output.ext}`;
  fs.writeFileSync(path.join(dir, name), output.data);
  return name;
}
