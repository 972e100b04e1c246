import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, badRequest } from "./app-error.ts";

export const MALFORMED_MULTIPART_MESSAGE = "The upload is not well-formed multipart/form-data";

// What the multipart parser (busboy) throws on a body it cannot read: a missing boundary, a body
// cut short, a bad part header. These carry no status, so left alone they would be 500s.
const PARSE_FAILURE = /boundary|multipart|part header|unexpected end|malformed/i;

/** True for the parser's own errors about a malformed body (not a limit, not our code's failure). */
export function isMultipartParseError(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof AppError) return false;
  if ((error as { statusCode?: number }).statusCode !== undefined) return false;
  return PARSE_FAILURE.test(error.message);
}

/**
 * Reads the one file of a multipart upload into memory, with clear answers for a request that is
 * not multipart (415), has no file (400), is too large (413: `tooLarge`, or the errors plugin's
 * general message) or is malformed (400).
 */
export async function readUploadedFile(
  req: FastifyRequest,
  options: { maxBytes: number; missingMessage: string; tooLarge?: () => AppError },
): Promise<{ bytes: Buffer; filename: string }> {
  if (!req.isMultipart()) throw new AppError(415, "Send the file as multipart/form-data");
  try {
    const file = await req.file({ limits: { fileSize: options.maxBytes, files: 1 } });
    if (!file) throw badRequest(options.missingMessage, { file: [options.missingMessage] });
    return { bytes: await file.toBuffer(), filename: file.filename };
  } catch (error) {
    if (isMultipartParseError(error)) throw badRequest(MALFORMED_MULTIPART_MESSAGE);
    if (options.tooLarge && (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw options.tooLarge();
    throw error;
  }
}

/** A stored file handed to the browser as a download, never rendered in the page nor cached. */
export function sendAttachment(
  reply: FastifyReply,
  file: { contentType: string; name: string; bytes: Buffer },
): Buffer {
  reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store");
  return file.bytes;
}
