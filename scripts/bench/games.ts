/**
 * The games' figures (issue 23 "Speed"): `GET /api/student/games-data` p95 with 1,000 and then
 * 100,000 question attempts in the bench's own database (the measured student's own history is the
 * same 300 attempts at both sizes; the other rows are other students'), compared in the same run
 * with a ceiling, `GET /api/auth/me`, the lightest signed-in call; and the app's voice (decision
 * 064): the eSpeak NG package's size, its start-up, a phrase's synthesis (new and cached) and the
 * WAV a browser downloads. Asserts nothing: the figures go to docs/performance.md.
 *
 * Usage: npm run bench -- --games   (node --import tsx scripts/bench/games.ts alone)
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { openPglite } from "../../apps/server/src/db/connect.ts";
import { migrate } from "../../apps/server/src/db/migrate.ts";
import { seedCatalogue } from "../../apps/server/src/db/seed/catalogue.ts";
import { stopSpeechEngine, synthesize } from "../../apps/server/src/modules/speech/speech.service.ts";
import { createStudent, fillTo } from "./scale.ts";

const SIZES = [1_000, 100_000];
const CALLS = 150;
const WARMUP = 20;
const CEILING = "/api/auth/me";
const GAMES_DATA = "/api/student/games-data?include_preferences=true&include_material_linkage=true";
const PHRASES = [
  "¡Buenos días, señora Ruiz! ¿Cómo está usted?",
  "Me llamo Mateo. Soy de Argentina.",
  "Hasta mañana",
  "Mis amigas son simpáticas y altas.",
  "Ella tiene sed y tenemos que ir a casa.",
];

export interface GamesBench {
  calls: number;
  rows: { size: number; gamesP95Ms: number; gamesP50Ms: number; ceilingP95Ms: number; ratio: number }[];
  voice: {
    packageMb: number;
    wasmAndDataGzipMb: number;
    startMs: number;
    phraseP50Ms: number;
    phraseMaxMs: number;
    cachedMs: number;
    wavKb: number;
    slowWavKb: number;
  };
}

const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

async function voiceFigures(): Promise<GamesBench["voice"]> {
  const require = createRequire(path.join(process.cwd(), "apps/server/package.json"));
  const dir = path.dirname(require.resolve("@echogarden/espeak-ng-emscripten/package.json"));
  const files = fs.readdirSync(dir).map((f) => path.join(dir, f));
  const size = (f: string) => fs.statSync(f).size;
  const packageMb = files.reduce((n, f) => n + size(f), 0) / 1e6;
  const engineFiles = files.filter((f) => /espeak-ng\.(js|data)$/.test(f));
  const wasmAndDataGzipMb = engineFiles.reduce((n, f) => n + gzipSync(fs.readFileSync(f)).length, 0) / 1e6;
  let started = performance.now();
  await synthesize("Hola", "es", "normal");
  const startMs = performance.now() - started;
  const times: number[] = [];
  let wav = 0;
  for (const phrase of PHRASES) {
    started = performance.now();
    wav = Math.max(wav, (await synthesize(phrase, "es", "normal")).length);
    times.push(performance.now() - started);
  }
  started = performance.now();
  await synthesize(PHRASES[0]!, "es", "normal");
  const cachedMs = performance.now() - started;
  const slow = await synthesize(PHRASES[0]!, "es", "slow");
  stopSpeechEngine();
  return {
    packageMb,
    wasmAndDataGzipMb,
    startMs,
    phraseP50Ms: quantile(times, 0.5),
    phraseMaxMs: Math.max(...times),
    cachedMs,
    wavKb: wav / 1000,
    slowWavKb: slow.length / 1000,
  };
}

export async function runGamesBench(): Promise<GamesBench> {
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
  const rows: GamesBench["rows"] = [];
  try {
    await migrate(database);
    await app.ready();
    await database.db.transaction().execute((tx) => seedCatalogue(tx));
    const materialIds = (
      await database.db.selectFrom("material_templates").select("id").orderBy("id").execute()
    ).map((r) => r.id);
    const { user } = await createStudent(database.db, materialIds);
    const token = await app.deps.tokens.sign({ userId: user.id, tokenVersion: user.token_version });
    const time = async (url: string) => {
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
      return list;
    };
    for (const size of SIZES) {
      process.stderr.write(`Filling to ${size.toLocaleString("en")} attempts…\n`);
      await fillTo(database.db, size, materialIds);
      // Alternating calls, so both meet the same machine load.
      const ceiling = await time(CEILING);
      const games = await time(GAMES_DATA);
      const ceilingP95Ms = quantile(ceiling, 0.95);
      const gamesP95Ms = quantile(games, 0.95);
      rows.push({
        size,
        gamesP95Ms,
        gamesP50Ms: quantile(games, 0.5),
        ceilingP95Ms,
        ratio: gamesP95Ms / ceilingP95Ms,
      });
    }
  } finally {
    await app.close();
    await database.close();
  }
  return { calls: CALLS, rows, voice: await voiceFigures() };
}

export function formatGamesBench(b: GamesBench): string {
  const v = b.voice;
  return [
    `games-data: ${b.calls} calls each after ${WARMUP} not counted (PGlite, in-process app.inject)`,
    "",
    "| attempts | games-data p50 | games-data p95 | ceiling (auth/me) p95 | p95 / ceiling |",
    "| ---: | ---: | ---: | ---: | ---: |",
    ...b.rows.map(
      (r) =>
        `| ${r.size.toLocaleString("en")} | ${r.gamesP50Ms.toFixed(1)} ms | **${r.gamesP95Ms.toFixed(1)} ms** | ${r.ceilingP95Ms.toFixed(1)} ms | ${r.ratio.toFixed(1)} |`,
    ),
    "",
    "The app's voice (eSpeak NG, server side):",
    "",
    "| package | engine gzip | start | phrase p50 | phrase max | cached | WAV (normal / slower) |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    `| ${v.packageMb.toFixed(1)} MB | ${v.wasmAndDataGzipMb.toFixed(1)} MB | ${v.startMs.toFixed(0)} ms | ${v.phraseP50Ms.toFixed(0)} ms | ${v.phraseMaxMs.toFixed(0)} ms | ${v.cachedMs.toFixed(2)} ms | ${v.wavKb.toFixed(0)} KB / ${v.slowWavKb.toFixed(0)} KB |`,
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runGamesBench().then(
    (b) => process.stdout.write(`${formatGamesBench(b)}\n`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
