/**
 * Times the library search (issue 4 "Speed": under 50 ms p95 with 100,000 content items). Builds
 * the real app in-process on an in-memory PGlite, fills content_items with 100,000 generated
 * items, signs a student in, then sends 300 searches of varied terms through the app's HTTP
 * handling (app.inject) after a warm-up, and prints p50, p95 and p99 against the target.
 * Asserts nothing: slowness is reported, never failed.
 *
 * Usage: node --import tsx scripts/bench/library-search.ts [--json]   (also a section of `npm run bench`)
 */
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { openPglite } from "../../apps/server/src/db/connect.ts";
import { migrate } from "../../apps/server/src/db/migrate.ts";

export const LIBRARY_TARGET_P95_MS = 50;
const ITEMS = 100_000;
const SEARCHES = 300;
const WARMUP = 30;

const TERMS = [
  "equation",
  "fraction",
  "verbe",
  "quadratic",
  "python loop",
  "triangle area",
  "passé",
  "pretérito",
  "var",
  "geometry",
  "lin",
  "spanish verbs",
  "angles",
  "probability",
  "function",
  "zzz-no-match",
  "algebra 12",
  "french",
];

export interface LibrarySearchResult {
  items: number;
  searches: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  targetP95Ms: number;
  p95VsTarget: number;
  seedSeconds: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Runs the search benchmark and answers its figures. */
export async function runLibrarySearchBench(): Promise<LibrarySearchResult> {
  const database = await openPglite();
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
    const started = performance.now();
    // Generated in SQL: subjects, kinds and words vary so that searches hit a realistic share.
    await sql`
      INSERT INTO content_items (title, description, content_type, subject, difficulty, topics)
      SELECT
        (ARRAY['Solving', 'Understanding', 'Practising', 'Exploring', 'Mastering'])[1 + i % 5] || ' ' ||
        (ARRAY['linear equations', 'fractions', 'les verbes en -er', 'el pretérito', 'python loops', 'triangle area',
               'quadratic functions', 'probability', 'angles', 'le passé composé', 'variables', 'geometry proofs'])[1 + i % 12]
          || ' ' || i,
        'Lesson ' || i || ' with worked examples and practice questions on ' ||
          (ARRAY['algebra', 'geometry', 'French grammar', 'Spanish verbs', 'Python basics'])[1 + i % 5],
        (ARRAY['material', 'video', 'quiz', 'homework'])[1 + i % 4],
        (ARRAY['Mathematics', 'French', 'Spanish', 'Python'])[1 + i % 4],
        (ARRAY['beginner', 'intermediate', 'advanced'])[1 + i % 3],
        '[]'::jsonb
      FROM generate_series(1, ${ITEMS}) AS i
    `.execute(database.db);
    await sql`ANALYZE content_items`.execute(database.db);
    const seedSeconds = (performance.now() - started) / 1000;
    const user = await database.db
      .insertInto("users")
      .values({
        username: "bench",
        email: "bench@example.test",
        password_hash: "x",
        first_name: "B",
        last_name: "S",
        role: "student",
        tutor_status: null,
        avatar_url: null,
      })
      .returning(["id", "token_version"])
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("student_profiles")
      .values({ user_id: user.id, first_name: "B", last_name: "S", email: null })
      .execute();
    const token = await app.deps.tokens.sign({ userId: user.id, tokenVersion: user.token_version });
    const search = async (term: string) => {
      const t0 = performance.now();
      const res = await app.inject({
        method: "GET",
        url: `/api/student-dashboard/library?search=${encodeURIComponent(term)}&limit=20`,
        headers: { authorization: `Bearer ${token}` },
      });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`search "${term}" answered ${res.statusCode}: ${res.body}`);
      return ms;
    };
    for (let i = 0; i < WARMUP; i++) await search(TERMS[i % TERMS.length]!);
    const times: number[] = [];
    const byTerm = new Map<string, number[]>();
    for (let i = 0; i < SEARCHES; i++) {
      const term = TERMS[i % TERMS.length]!;
      const ms = await search(term);
      times.push(ms);
      byTerm.set(term, [...(byTerm.get(term) ?? []), ms]);
    }
    if (process.env.BENCH_VERBOSE) {
      for (const [term, list] of byTerm)
        process.stderr.write(
          `  ${term.padEnd(16)} median ${list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!.toFixed(1)} ms\n`,
        );
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    return {
      items: ITEMS,
      searches: SEARCHES,
      p50Ms: percentile(times, 50),
      p95Ms: p95,
      p99Ms: percentile(times, 99),
      maxMs: times[times.length - 1] ?? 0,
      targetP95Ms: LIBRARY_TARGET_P95_MS,
      p95VsTarget: p95 / LIBRARY_TARGET_P95_MS,
      seedSeconds,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

/** The figures as lines of text. */
export function formatLibrarySearchBench(r: LibrarySearchResult): string {
  const f = (n: number) => n.toFixed(2);
  return [
    `Library search: ${r.searches} searches over ${r.items.toLocaleString("en")} items (seeded in ${r.seedSeconds.toFixed(1)} s)`,
    `  p50 ${f(r.p50Ms)} ms · p95 ${f(r.p95Ms)} ms · p99 ${f(r.p99Ms)} ms · max ${f(r.maxMs)} ms`,
    `  p95 vs the ${r.targetP95Ms} ms target: ${r.p95VsTarget.toFixed(2)} (below 1 meets it)`,
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runLibrarySearchBench();
  process.stdout.write(
    `${process.argv.includes("--json") ? JSON.stringify(result, null, 2) : formatLibrarySearchBench(result)}\n`,
  );
}
