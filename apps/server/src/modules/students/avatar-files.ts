import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { AppError, badRequest } from "../../lib/app-error.ts";
import { type ImageExt, reencodeImage } from "../../lib/reencode-image.ts";

/** Image types we accept, recognised by their first bytes (the declared type is not trusted). */
const SIGNATURES: { ext: ImageExt; type: string; test: (b: Buffer) => boolean }[] = [
  {
    ext: "png",
    type: "image/png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: "jpg", type: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: "gif",
    type: "image/gif",
    test: (b) =>
      b.subarray(0, 6).toString("ascii") === "GIF87a" || b.subarray(0, 6).toString("ascii") === "GIF89a",
  },
  {
    ext: "webp",
    type: "image/webp",
    test: (b) =>
      b.subarray(0, 4).toString("ascii") === "RIFF" && b.subarray(8, 12).toString("ascii") === "WEBP",
  },
];

/** The image kind of a file's bytes, or null when it is not an accepted image. */
export function detectImage(bytes: Buffer): { ext: ImageExt; type: string } | null {
  const found = SIGNATURES.find((s) => s.test(bytes));
  return found ? { ext: found.ext, type: found.type } : null;
}

/** The longest side of a stored avatar, in pixels: plenty for every place the product shows one. */
export const AVATAR_MAX_SIDE = 512;

export const AVATAR_NOT_IMAGE_MESSAGE = "The avatar must be a PNG, JPEG, GIF or WebP image";
export const AVATAR_UNREADABLE_MESSAGE = "This image could not be read. It may be damaged; try another one.";

/**
 * Re-encodes an uploaded avatar so that only pixels are kept: decoded, turned upright by its EXIF
 * orientation, shrunk to fit AVATAR_MAX_SIDE, and written afresh without any metadata (no EXIF, so
 * no GPS position of a child's photo, no comments, no ICC profile) and without whatever bytes were
 * appended to the image (polyglot files). PNG and GIF become PNG, JPEG stays JPEG, WebP stays WebP.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  const kind = detectImage(bytes);
  if (!kind) throw new AppError(415, AVATAR_NOT_IMAGE_MESSAGE);
  try {
    return await reencodeImage(bytes, kind.ext, AVATAR_MAX_SIDE);
  } catch {
    throw badRequest(AVATAR_UNREADABLE_MESSAGE, { file: [AVATAR_UNREADABLE_MESSAGE] });
  }
}

/** A stored avatar's id: 32 hex characters and the extension. */
export const AVATAR_FILE_ID = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/** Where avatars live: DATA_DIR/uploads/avatars. */
export function avatarDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "avatars");
}

/** Writes an avatar under an unguessable name; answers its file id. */
export function saveAvatar(dataDir: string, bytes: Buffer, ext: string): string {
  const dir = avatarDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const id = `${crypto.randomBytes(16).toString("hex")}.${ext}`;
  fs.writeFileSync(path.join(dir, id), bytes);
  return id;
}

/** Removes an avatar file if it exists. */
export function removeAvatar(dataDir: string, fileId: string | null): void {
  if (!fileId || !AVATAR_FILE_ID.test(fileId)) return;
  fs.rmSync(path.join(avatarDir(dataDir), fileId), { force: true });
}

export const AVATAR_CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};
