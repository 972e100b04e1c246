// `npm run test:api:pg`: the server's API tests again, against a PostgreSQL server, in a fresh
// database made for this run and dropped after it. PG_ADMIN_URL names the server (default: local).
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { run } from "./lib.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `tutoring_test_${Date.now()}_${process.pid}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${dbName}"`);
const testUrl = new URL(adminUrl);
testUrl.pathname = `/${dbName}`;
// Extensions are made once per database, before test files (each in its own schema) run at once.
const fresh = new pg.Client({ connectionString: testUrl.toString() });
await fresh.connect();
await fresh.query("CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public");
await fresh.end();
console.info(`API tests against PostgreSQL, database ${dbName}`);

const outputFile = path.join(root, ".ci-results", "vitest-pg.json");
const code = await run(
  "npx",
  [
    "vitest",
    "run",
    "--project",
    "server",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${outputFile}`,
  ],
  { cwd: root, env: { ...process.env, TEST_DATABASE_URL: testUrl.toString() } },
);
await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
await admin.end();
process.exit(code);
