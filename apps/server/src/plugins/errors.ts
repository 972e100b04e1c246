import { ERROR_MESSAGES } from "@app/contract/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";
import { isStorageFullError, StorageStatus } from "../lib/storage-status.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Whether writes fail for lack of space; read by the health check. */
    storage: StorageStatus;
  }
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Maps Fastify's own request errors to the product's messages. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: ERROR_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Send the request body as application/json" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "A JSON body is required" },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: ERROR_MESSAGES.invalidJson },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: "The file is too large (at most 2 MB)" },
  FST_FILES_LIMIT: { status: 400, message: "Send one file at a time" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: "Send the file as multipart/form-data" },
  FST_PARTS_LIMIT: { status: 400, message: "Too many form fields" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "The request body length is wrong" },
};

/** Every error leaves as `{ error, details? }` with the right status; a 500 never shows internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("storage", new StorageStatus());
  // A change that went through shows the storage takes writes again.
  app.addHook("onResponse", (req, reply, done) => {
    if (!READ_METHODS.has(req.method) && reply.statusCode < 400) app.storage.recordWrite();
    done();
  });
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429) reply.header("retry-after", String(error.retryAfterSeconds ?? 60));
      return reply
        .code(error.statusCode)
        .send(error.details ? { error: error.message, details: error.details } : { error: error.message });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ error: known.message });
    if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
      return reply.code(400).send({ error: ERROR_MESSAGES.invalidJson });
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429)
      return reply.code(429).header("retry-after", "60").send({ error: ERROR_MESSAGES.rateLimited });
    if (status && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: status === 404 ? ERROR_MESSAGES.notFound : ERROR_MESSAGES.invalidInput });
    }
    if (isStorageFullError(error)) {
      app.storage.recordFailure(error);
      req.log.error({ err: error }, "storage full: a write failed");
      return reply.code(507).send({ error: ERROR_MESSAGES.storageFull });
    }
    req.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ error: ERROR_MESSAGES.internal });
  });
});
