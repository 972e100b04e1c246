import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openPglite } from "../db/connect.ts";
import { migrate } from "../db/migrate.ts";
import { scrubLogValue } from "./logger.ts";

const EMAIL = "ann.parent@example.test";
const HASH = "$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$SECRETHASHSECRETHASH";
const CHILD_NOTE = "Mia-allergic-to-peanuts";

let app: FastifyInstance;
let database: DatabaseHandle;
let output = "";

beforeAll(async () => {
  database = await openPglite();
  await migrate(database);
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    DATA_DIR: path.join(os.tmpdir(), "tutoring-test-unused"),
    WEB_DIST: path.join(os.tmpdir(), "tutoring-no-web-dist"),
  });
  app = await buildApp({
    config,
    database,
    jwtSecret: crypto.randomBytes(32).toString("hex"),
    logStream: stream,
  });
  const insertUser = () =>
    app.deps.db
      .insertInto("users")
      .values({
        username: `ann_${crypto.randomBytes(4).toString("hex")}`,
        email: EMAIL,
        password_hash: HASH,
        first_name: "Ann",
        last_name: "Parent",
        role: "parent",
        tutor_status: null,
        avatar_url: null,
      })
      .execute();
  // Routes outside /api that fail the way a service's query can.
  app.post("/test/duplicate-user", async () => {
    await insertUser();
    await insertUser();
    return {};
  });
  app.post("/test/bad-number", async () => {
    await sql`SELECT ${CHILD_NOTE}::int`.execute(app.deps.db);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("log lines", () => {
  it("hold no SQL parameter, e-mail or password hash when a query fails", async () => {
    output = "";
    const res = await app.inject({ method: "POST", url: "/test/duplicate-user" });
    expect(res.statusCode).toBe(500);
    expect(output).toContain("unhandled error");
    expect(output).toContain("23505");
    expect(output).not.toContain(EMAIL);
    expect(output).not.toContain("SECRETHASH");
    expect(output).not.toContain("argon2id");
  });

  it("hold no value quoted back by the database's own message", async () => {
    output = "";
    const res = await app.inject({ method: "POST", url: "/test/bad-number" });
    expect(res.statusCode).toBe(500);
    expect(output).toContain("22P02");
    expect(output).not.toContain(CHILD_NOTE);
  });

  it("hold no token or e-mail from the request line or its headers", async () => {
    output = "";
    await app.inject({
      method: "GET",
      url: `/api/auth/verify-email?token=tok3n-in-the-url&email=${encodeURIComponent(EMAIL)}`,
      headers: { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl" },
    });
    expect(output).toContain("incoming request");
    expect(output).not.toContain("tok3n-in-the-url");
    expect(output).not.toContain("ann.parent");
    expect(output).not.toContain("eyJhbGciOiJIUzI1NiJ9");
  });

  it("hold no secret field a service logs, at any depth", () => {
    output = "";
    app.log.info(
      { to: EMAIL, user: { password: "hunter22", profile: { token: "abc123", note: "kept" } } },
      "e-mail written to the outbox",
    );
    expect(output).toContain("kept");
    expect(output).not.toContain(EMAIL);
    expect(output).not.toContain("hunter22");
    expect(output).not.toContain("abc123");
  });
});

describe("scrubLogValue", () => {
  it("drops a database error's parameters and detail, and keeps what helps to debug", () => {
    const scrubbed = scrubLogValue({
      code: "23505",
      severity: "ERROR",
      constraint: "users_email_key",
      detail: `Key (email)=(${EMAIL}) already exists.`,
      query: "insert into users (email, password_hash) values ($1, $2)",
      params: [EMAIL, HASH],
      message: 'duplicate key value violates unique constraint "users_email_key"',
    });
    expect(scrubbed).toEqual({
      code: "23505",
      severity: "ERROR",
      constraint: "users_email_key",
      query: "insert into users (email, password_hash) values ($1, $2)",
      params: "[redacted]",
      message: 'duplicate key value violates unique constraint "users_email_key"',
    });
  });
});
