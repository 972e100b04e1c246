import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { AppError, badRequest } from "../../lib/app-error.ts";
import { reencodeImage } from "../../lib/reencode-image.ts";

export interface AttachmentKind {
  ext: string;
  type: string;
}

const startsWith = (b: Buffer, bytes: number[]) =>
  b.length >= bytes.length && bytes.every((x, i) => b[i] === x);
const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString("latin1");

/** A zip archive's office document kind: ODF names its type first; OOXML has a word/ part. */
function detectOfficeDocument(b: Buffer): AttachmentKind | null {
  if (!startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return null;
  if (ascii(b, 30, 38) === "mimetype" && ascii(b, 38, 77) === "application/vnd.oasis.opendocument.text")
    return { ext: "odt", type: "application/vnd.oasis.opendocument.text" };
  const head = b.subarray(0, Math.min(b.length, 64 * 1024)).toString("latin1");
  if (head.includes("[Content_Types].xml") && head.includes("word/"))
    return { ext: "docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" };
  return null;
}

/** Plain text: valid UTF-8 without NUL or other control bytes beyond tab, line breaks and form feed. */
function isPlainText(b: Buffer): boolean {
  if (b.length === 0) return false;
  for (const byte of b) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a file really is, from its first bytes: PDF, PNG, JPEG, WebP, a Word or OpenDocument text,
 * or plain text. The name and the declared type are not trusted, so an executable renamed `.pdf`
 * is refused.
 */
export function detectAttachment(b: Buffer): AttachmentKind | null {
  if (ascii(b, 0, 5) === "%PDF-") return { ext: "pdf", type: "application/pdf" };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: "png", type: "image/png" };
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { ext: "jpg", type: "image/jpeg" };
  if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return { ext: "webp", type: "image/webp" };
  const office = detectOfficeDocument(b);
  if (office) return office;
  if (isPlainText(b)) return { ext: "txt", type: "text/plain" };
  return null;
}

export const ATTACHMENT_TYPE_MESSAGE =
  "This kind of file can't be attached: use PDF, PNG, JPEG, WebP, Word, OpenDocument or plain text";
export const ATTACHMENT_IMAGE_UNREADABLE_MESSAGE =
  "This image could not be read. It may be damaged; try another one.";

/**
 * An upload checked by its content and made ready to store: a photo (PNG, JPEG, WebP) is re-encoded
 * as avatars are, so its EXIF (a child's GPS position), XMP, ICC profile, PNG text and anything
 * appended to it are gone (issue 20.6); documents (PDF, Word, OpenDocument, text) are kept byte for
 * byte. 415 for a kind we do not take, 400 for an image that cannot be decoded.
 */
export async function prepareAttachment(bytes: Buffer): Promise<{ kind: AttachmentKind; bytes: Buffer }> {
  const kind = detectAttachment(bytes);
  if (!kind) throw new AppError(415, ATTACHMENT_TYPE_MESSAGE, { file: ["Unsupported file type"] });
  if (kind.ext !== "png" && kind.ext !== "jpg" && kind.ext !== "webp") return { kind, bytes };
  try {
    return { kind, bytes: await reencodeImage(bytes, kind.ext) };
  } catch {
    throw badRequest(ATTACHMENT_IMAGE_UNREADABLE_MESSAGE, { file: [ATTACHMENT_IMAGE_UNREADABLE_MESSAGE] });
  }
}

/** A stored attachment's id: 32 hex characters and the extension. */
export const ATTACHMENT_FILE_ID = /^[a-f0-9]{32}\.(pdf|png|jpg|webp|docx|odt|txt)$/;

/** Which uploads folder: assignments' files, or messages' (the same checks and naming). */
export type AttachmentFolder = "assignments" | "messages";

/** Where attachments live: DATA_DIR/uploads/assignments (or messages). */
export function attachmentDir(dataDir: string, folder: AttachmentFolder = "assignments"): string {
  return path.join(dataDir, "uploads", folder);
}

/** Writes an attachment under an unguessable name; answers its file id. */
export function saveAttachment(
  dataDir: string,
  bytes: Buffer,
  ext: string,
  folder: AttachmentFolder = "assignments",
): string {
  const dir = attachmentDir(dataDir, folder);
  fs.mkdirSync(dir, { recursive: true });
  const id = `${crypto.randomBytes(16).toString("hex")}.${ext}`;
  fs.writeFileSync(path.join(dir, id), bytes, { flag: "wx" });
  return id;
}

/** The bytes of a stored attachment, or null when the file is gone. */
export function readAttachment(
  dataDir: string,
  fileId: string,
  folder: AttachmentFolder = "assignments",
): Buffer | null {
  if (!ATTACHMENT_FILE_ID.test(fileId)) return null;
  try {
    return fs.readFileSync(path.join(attachmentDir(dataDir, folder), fileId));
  } catch {
    return null;
  }
}

/** Removes stored attachments (after their assignment or message is deleted). */
export function removeAttachments(
  dataDir: string,
  fileIds: readonly string[],
  folder: AttachmentFolder = "assignments",
): void {
  for (const fileId of fileIds) {
    if (ATTACHMENT_FILE_ID.test(fileId))
      fs.rmSync(path.join(attachmentDir(dataDir, folder), fileId), { force: true });
  }
}

/** A file name safe to show and to put in a Content-Disposition header. */
export function cleanFileName(name: string | undefined, ext: string, max: number): string {
  const base = (name ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}"\\/]/gu, "")
    .trim()
    .slice(0, max);
  return base || `attachment.${ext}`;
}
