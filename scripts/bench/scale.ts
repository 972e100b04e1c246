/**
 * Flat cost as data grows (issue 14): the student's dashboard, progress and homework calls with
 * 1,000 and then 1,000,000 question attempts and XP rows in the database. The measured student's
 * own history is the same in both runs (300 attempts, 60 XP gains, 6 homework items); the other
 * rows belong to other students, as they would on a platform that grew. Each call runs through the
 * real app's HTTP handling (app.inject) after a warm-up; every SELECT it makes is then run again
 * under EXPLAIN ANALYZE, and any sequential scan of question_attempts or xp_ledger, or any plan that
 * reads and throws away more than 10,000 rows, is reported.
 * Asserts nothing: the ratios are printed for docs/performance.md.
 *
 * Usage: npm run bench -- --scale [--db pg]   (node --import tsx scripts/bench/scale.ts [--db pg] alone)
 */
import crypto from "node:crypto";
import { fileURLToPath } from "node:url";
import { CompiledQuery, type Kysely, sql } from "kysely";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "../../apps/server/src/db/connect.ts";
import type { Database } from "../../apps/server/src/db/database.ts";
import { migrate } from "../../apps/server/src/db/migrate.ts";
import { seedCatalogue } from "../../apps/server/src/db/seed/catalogue.ts";
import { createPostgresDatabase } from "./databases.ts";

const SIZES = [1_000, 1_000_000];
const CALLS = 150;
const WARMUP = 20;
/** Other students' rows are spread over this many rows per student. */
const ROWS_PER_OTHER_STUDENT = 500;
const BIG_TABLES = /Seq Scan on (question_attempts|xp_ledger)/;
/** A plan that reads and throws away this many rows does not scale either, index or not. */
const MANY_REMOVED = 10_000;

const ENDPOINTS = [
  "/api/student-dashboard/progress",
  "/api/student-dashboard/next-step",
  "/api/student-dashboard/homework",
  "/api/rewards/wallet",
  "/api/progress/overview",
  "/api/material-progress/:id",
];

export interface ScaleRow {
  endpoint: string;
  p50Ms: Record<number, number>;
  meanMs: Record<number, number>;
  /** Mean at the largest size over the mean at the smallest. */
  ratio: number;
  queries: number;
  seqScans: string[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Fills question_attempts and xp_ledger up to `total` rows each, the extra rows other students'. */
export async function fillTo(db: Kysely<Database>, total: number, materialIds: number[]): Promise<void> {
  const have = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM question_attempts`.execute(db)).rows[0]?.n ?? 0,
  );
  const missing = total - have;
  if (missing <= 0) return;
  const students = Math.max(1, Math.ceil(missing / ROWS_PER_OTHER_STUDENT));
  // Other students are children of one parent account (a profile needs an account or a parent).
  const parent = await db
    .insertInto("users")
    .values({
      username: `parent_${crypto.randomBytes(4).toString("hex")}`,
      email: `parent_${crypto.randomBytes(4).toString("hex")}@example.test`,
      password_hash: "x",
      first_name: "Other",
      last_name: "Parent",
      role: "parent",
      tutor_status: null,
      avatar_url: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const first = Number(
    (
      await sql<{ id: number }>`INSERT INTO student_profiles (parent_user_id, first_name, last_name, age)
        SELECT ${parent.id}, 'Other', 'Student ' || g, 14 FROM generate_series(1, ${students}) g RETURNING id`.execute(
        db,
      )
    ).rows[0]?.id,
  );
  const materials = `{${materialIds.join(",")}}`;
  // In chunks, so neither database holds a million-row statement in memory at once.
  for (let done = 0; done < missing; done += 100_000) {
    const n = Math.min(100_000, missing - done);
    await sql`INSERT INTO question_attempts (student_id, material_id, question_id, answer, is_correct, score,
        evaluation_method, evaluation_sub_method, correct_answer, created_at)
      SELECT ${first} + ((${done} + g) % ${students}), (${materials}::int[])[1 + (g % ${materialIds.length})],
        'q' || (g % 5), '2', g % 3 <> 0, 1, 'numeric', 'exact', '2', now() - ((g % 60) || ' days')::interval
      FROM generate_series(1, ${n}) g`.execute(db);
    await sql`INSERT INTO xp_ledger (student_id, amount, reason, idempotency_key, activity_date, created_at)
      SELECT ${first} + ((${done} + g) % ${students}), 1 + g % 20, 'practice', 'fill-' || (${done} + g),
        (now() - ((g % 60) || ' days')::interval)::date, now() - ((g % 60) || ' days')::interval
      FROM generate_series(1, ${n}) g`.execute(db);
  }
  await sql`ANALYZE`.execute(db);
}

/** The measured student: an account, a profile and the same history at every size. */
export async function createStudent(db: Kysely<Database>, materialIds: number[]) {
  const user = await db
    .insertInto("users")
    .values({
      username: `scale_${crypto.randomBytes(4).toString("hex")}`,
      email: `scale_${crypto.randomBytes(4).toString("hex")}@example.test`,
      password_hash: "x",
      first_name: "Scale",
      last_name: "Student",
      role: "student",
      tutor_status: null,
      avatar_url: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const profile = await db
    .insertInto("student_profiles")
    .values({ user_id: user.id, first_name: "Scale", last_name: "Student", email: user.email, age: 14 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const mine = `{${materialIds.slice(0, 10).join(",")}}`;
  await sql`INSERT INTO question_attempts (student_id, material_id, question_id, answer, is_correct, score,
      evaluation_method, evaluation_sub_method, correct_answer, created_at)
    SELECT ${profile.id}, (${mine}::int[])[1 + (g % 10)], 'q' || (g % 5), '2', g % 4 <> 0, 1, 'numeric', 'exact',
      '2', now() - ((g % 30) || ' days')::interval
    FROM generate_series(1, 300) g`.execute(db);
  await sql`INSERT INTO xp_ledger (student_id, amount, reason, idempotency_key, activity_date, created_at)
    SELECT ${profile.id}, 10, 'practice', 'mine-' || g, (now() - ((g % 30) || ' days')::interval)::date,
      now() - ((g % 30) || ' days')::interval
    FROM generate_series(1, 60) g`.execute(db);
  for (let i = 0; i < 6; i++) {
    await db
      .insertInto("assignments")
      .values({
        student_id: profile.id,
        title: `Homework ${i}`,
        assignment_type: "homework",
        status: i < 2 ? "completed" : "assigned",
        due_date: new Date(Date.now() + (i - 2) * 86_400_000),
      } as never)
      .execute();
  }
  return { user, studentId: profile.id };
}

/** Runs the scale check on one database; answers a row per endpoint. */
export async function runScaleCheck(kind: "pglite" | "pg"): Promise<ScaleRow[]> {
  const pg = kind === "pg" ? await createPostgresDatabase() : undefined;
  const database: DatabaseHandle = pg ? await openPostgres(pg.url) : await openPglite();
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      WEB_DIST: "/nonexistent",
      RATE_LIMIT_PER_MINUTE: "100000000",
    }),
    database,
    jwtSecret: crypto.randomBytes(32).toString("hex"),
  });
  try {
    await migrate(database);
    await app.ready();
    await database.db.transaction().execute((tx) => seedCatalogue(tx));
    const materialIds = (
      await database.db.selectFrom("material_templates").select("id").orderBy("id").execute()
    ).map((r) => r.id);
    const { user } = await createStudent(database.db, materialIds);
    const token = await app.deps.tokens.sign({ userId: user.id, tokenVersion: user.token_version });
    const urls = ENDPOINTS.map((e) => e.replace(":id", String(materialIds[0])));
    const timings = new Map<string, Record<number, number[]>>();
    const plans = new Map<string, { queries: number; seqScans: string[] }>();
    for (const size of SIZES) {
      const started = performance.now();
      process.stderr.write(`Filling to ${size.toLocaleString("en")} attempts and XP rows…`);
      await fillTo(database.db, size, materialIds);
      process.stderr.write(` ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
      for (const [i, url] of urls.entries()) {
        const call = async () => {
          const res = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
          if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
        };
        for (let w = 0; w < WARMUP; w++) await call();
        const list: number[] = [];
        for (let c = 0; c < CALLS; c++) {
          const t0 = performance.now();
          await call();
          list.push(performance.now() - t0);
        }
        const byEndpoint = timings.get(ENDPOINTS[i]!) ?? {};
        byEndpoint[size] = list;
        timings.set(ENDPOINTS[i]!, byEndpoint);
        if (size === SIZES.at(-1)) plans.set(ENDPOINTS[i]!, await explainCall(app.deps.db, call));
      }
    }
    return ENDPOINTS.map((endpoint) => {
      const bySize = timings.get(endpoint)!;
      const mean = (l: number[]) => l.reduce((a, b) => a + b, 0) / l.length;
      const p50Ms = Object.fromEntries(
        SIZES.map((s) => [
          s,
          percentile(
            [...bySize[s]!].sort((a, b) => a - b),
            50,
          ),
        ]),
      );
      const meanMs = Object.fromEntries(SIZES.map((s) => [s, mean(bySize[s]!)]));
      return {
        endpoint,
        p50Ms,
        meanMs,
        ratio: meanMs[SIZES.at(-1)!]! / meanMs[SIZES[0]!]!,
        ...plans.get(endpoint)!,
      };
    });
  } finally {
    await app.close();
    await database.close();
    await pg?.drop();
  }
}

/** Records the SELECTs one call makes, then asks the database how it runs each (EXPLAIN ANALYZE). */
async function explainCall(db: Kysely<Database>, call: () => Promise<void>) {
  const executor = db.getExecutor();
  const recorded: CompiledQuery[] = [];
  const original = executor.executeQuery.bind(executor);
  executor.executeQuery = (async (query: CompiledQuery) => {
    recorded.push(query);
    return original(query);
  }) as typeof executor.executeQuery;
  try {
    await call();
  } finally {
    executor.executeQuery = original;
  }
  const seqScans: string[] = [];
  for (const query of recorded.filter((q) => /^\s*select/i.test(q.sql))) {
    const plan = await db.executeQuery<{ "QUERY PLAN": string }>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${query.sql}`, [
        ...query.parameters,
      ]),
    );
    const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    const removed = [...text.matchAll(/Rows Removed by Filter: (\d+)/g)].map((m) => Number(m[1]));
    if (BIG_TABLES.test(text) || removed.some((n) => n > MANY_REMOVED)) {
      seqScans.push(`${query.sql.slice(0, 160)}…\n${text}`);
    }
  }
  return { queries: recorded.length, seqScans };
}

/** The rows as a table for the terminal and docs/performance.md. */
export function formatScale(kind: string, rows: ScaleRow[]): string {
  const [small, big] = [SIZES[0]!, SIZES.at(-1)!];
  const lines = [
    `Scale check on ${kind === "pg" ? "PostgreSQL" : "PGlite"}: ${CALLS} calls each after ${WARMUP} not counted`,
    "",
    `| call | queries | mean ms at ${small.toLocaleString("en")} | mean ms at ${big.toLocaleString("en")} | ratio | plans that read past others' rows |`,
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| \`GET ${r.endpoint}\` | ${r.queries} | ${r.meanMs[small]!.toFixed(2)} | ${r.meanMs[big]!.toFixed(2)} | ${r.ratio.toFixed(2)} | ${r.seqScans.length} |`,
    ),
  ];
  for (const r of rows) for (const scan of r.seqScans) lines.push("", `${r.endpoint}:`, scan);
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const kind = process.argv.includes("pg") ? "pg" : "pglite";
  runScaleCheck(kind).then(
    (rows) => process.stdout.write(`${formatScale(kind, rows)}\n`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
