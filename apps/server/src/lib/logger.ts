import type { FastifyRequest, FastifyServerOptions } from "fastify";

const REDACTED = "[redacted]";

/**
 * Keys whose values never reach a log line, compared without case, "_" or "-": secrets, and the
 * personal data the platform keeps about families (e-mail addresses above all).
 */
const SECRET_KEYS = new Set(
  [
    "password",
    "password_hash",
    "current_password",
    "new_password",
    "token",
    "token_hash",
    "access_token",
    "refresh_token",
    "authorization",
    "cookie",
    "set-cookie",
    "secret",
    "jwt_secret",
    "smtp_url",
    "database_url",
    "email",
    "to_email",
    "parent_email",
    // SQL parameters: whatever a failing query carried (hashes, e-mails, children's data).
    "params",
    "parameters",
    "values",
  ].map(normaliseKey),
);

/**
 * Fields of a database error that quote the rows or parameters it failed on:
 * `detail` ("Key (email)=(ann@example.com) already exists"), `where` (parameter values).
 */
const DATABASE_ERROR_LEAKS = ["detail", "where", "internalQuery", "queryOptions", "hint"];

function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, "");
}

const STRING_SECRETS: Array<[RegExp, string]> = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, "[email]"],
  [/\$argon2(?:id|i|d)\$[^\s"']+/g, REDACTED],
  [/\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED],
  [/\b(bearer)\s+[^\s"']+/gi, `$1 ${REDACTED}`],
  [/([?&](?:token|password|email|code)=)[^&#\s"']*/gi, `$1${REDACTED}`],
];

function scrubString(text: string): string {
  let result = text;
  for (const [pattern, replacement] of STRING_SECRETS) result = result.replace(pattern, replacement);
  return result;
}

/** A PostgreSQL error (pg or PGlite): a five-character SQLSTATE and a severity. */
function isDatabaseError(value: Record<string, unknown>): boolean {
  return typeof value.code === "string" && /^[0-9A-Z]{5}$/.test(value.code) && "severity" in value;
}

/**
 * The message of a data exception (class 22) quotes the offending value:
 * `invalid input syntax for type integer: "…"`. Any parameter quoted in the text goes too.
 */
function scrubDatabaseText(text: string, code: string, params: unknown): string {
  let result = text;
  if (Array.isArray(params)) {
    for (const param of params) {
      const shown = typeof param === "string" ? param : JSON.stringify(param);
      if (shown && shown.length >= 3) result = result.split(shown).join(REDACTED);
    }
  }
  if (code.startsWith("22")) result = result.replace(/: "[^\n]*"/g, `: "${REDACTED}"`);
  return result;
}

/** A copy of a value fit for a log line: secret keys and SQL parameters replaced, at any depth. */
export function scrubLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubString(value);
  if (value === null || typeof value !== "object" || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrubLogValue(item, depth + 1));
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  const source = value as Record<string, unknown>;
  const isDbError = isDatabaseError(source);
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) {
    if (isDbError && DATABASE_ERROR_LEAKS.includes(key)) continue;
    if (SECRET_KEYS.has(normaliseKey(key))) {
      result[key] = REDACTED;
    } else if (isDbError && (key === "message" || key === "stack") && typeof item === "string") {
      result[key] = scrubString(scrubDatabaseText(item, source.code as string, source.params));
    } else {
      result[key] = scrubLogValue(item, depth + 1);
    }
  }
  return result;
}

/** An error as a plain object (its own fields and its cause too), then scrubbed. */
export function serialiseError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return scrubLogValue(error);
  const plain: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: error.message,
    stack: error.stack,
  };
  for (const [key, value] of Object.entries(error)) if (!(key in plain)) plain[key] = value;
  if (error.cause !== undefined && depth < 3) plain.cause = serialiseError(error.cause, depth + 1);
  return scrubLogValue(plain);
}

/** The fields of a request worth logging (Fastify's own choice), with secrets in the URL removed. */
function serialiseRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: scrubString(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

type SerialisedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** Keys the serializers below already make safe; everything else logged is scrubbed as a whole. */
const SERIALISED_KEYS = new Set(["err", "req", "res"]);

/**
 * Logger options for the whole app: no log line carries a password, hash, token, e-mail address or
 * SQL parameter, whatever a service or a failing query puts in it.
 */
export function buildLoggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
      censor: REDACTED,
    },
    serializers: {
      // The scrubbed copy keeps the fields Fastify's own serializer answers (type, message, stack).
      err: (error: Error) => serialiseError(error) as SerialisedError,
      req: serialiseRequest,
    },
    formatters: {
      log(object: Record<string, unknown>) {
        const result: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object)) {
          if (SERIALISED_KEYS.has(key)) result[key] = value;
          else if (SECRET_KEYS.has(normaliseKey(key))) result[key] = REDACTED;
          else result[key] = value instanceof Error ? serialiseError(value) : scrubLogValue(value);
        }
        return result;
      },
    },
  };
}
