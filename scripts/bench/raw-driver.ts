/**
 * The database's own speed on this machine: point selects of a user by primary key through the
 * bare driver (no HTTP, no framework, no Kysely), the yardstick of the database-bound API rows
 * (issue 14: a progress read should reach half of it). PGlite runs one query at a time on the
 * calling thread, so it is measured serially, in this process, on its own data folder; PostgreSQL
 * from a pool of as many connections as the HTTP load uses.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

export interface RawDriverResult {
  database: "pglite" | "postgres";
  queriesPerSecond: number;
  queries: number;
  connections: number;
}

const USERS = 200;
const INSERT_USERS = `INSERT INTO users (username, email, password_hash, first_name, last_name, role)
  SELECT 'raw_' || g, 'raw_' || g || '@example.test', 'x', 'Raw', 'User', 'student'
  FROM generate_series(1, ${USERS}) g ON CONFLICT DO NOTHING`;
const POINT_SELECT = "SELECT * FROM users WHERE id = $1";

/** Serial point selects on a fresh on-disk PGlite with the app's users table. */
export async function runPgliteRawBench(seconds: number, migrationSql: string[]): Promise<RawDriverResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-raw-pglite-"));
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  try {
    for (const script of migrationSql) await db.exec(script);
    await db.exec(INSERT_USERS);
    const ids = (await db.query<{ id: string }>("SELECT id FROM users")).rows.map((r) => r.id);
    const warmupEnd = performance.now() + 1_000;
    let i = 0;
    while (performance.now() < warmupEnd) await db.query(POINT_SELECT, [ids[i++ % ids.length]]);
    let queries = 0;
    const started = performance.now();
    const end = started + seconds * 1000;
    while (performance.now() < end) {
      await db.query(POINT_SELECT, [ids[queries % ids.length]]);
      queries++;
    }
    return {
      database: "pglite",
      queriesPerSecond: queries / ((performance.now() - started) / 1000),
      queries,
      connections: 1,
    };
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Point selects from `connections` pooled connections at once, on the bench's PostgreSQL database. */
export async function runPostgresRawBench(
  connectionString: string,
  seconds: number,
  connections: number,
): Promise<RawDriverResult> {
  const pool = new pg.Pool({ connectionString, max: connections });
  try {
    await pool.query(INSERT_USERS);
    const ids = (await pool.query<{ id: string }>("SELECT id FROM users")).rows.map((r) => r.id);
    const loop = async (until: number, count: { n: number }) => {
      while (performance.now() < until) {
        await pool.query(POINT_SELECT, [ids[count.n % ids.length]]);
        count.n++;
      }
    };
    const warmup = { n: 0 };
    const warmupEnd = performance.now() + 1_000;
    await Promise.all(Array.from({ length: connections }, () => loop(warmupEnd, warmup)));
    const count = { n: 0 };
    const started = performance.now();
    const end = started + seconds * 1000;
    await Promise.all(Array.from({ length: connections }, () => loop(end, count)));
    return {
      database: "postgres",
      queriesPerSecond: count.n / ((performance.now() - started) / 1000),
      queries: count.n,
      connections,
    };
  } finally {
    await pool.end();
  }
}
