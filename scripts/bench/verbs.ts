import fs from "node:fs";
import { gzipSync } from "node:zlib";
import { FRENCH_PERSONS, FRENCH_TENSES, SPANISH_PERSONS, SPANISH_TENSES } from "@app/domain/verbs";
import { FRENCH_DATA_PATH, frenchData } from "../../apps/server/src/modules/verbs/french.ts";
import { SPANISH_DATA_PATH, spanishVerbs } from "../../apps/server/src/modules/verbs/spanish.ts";
import { buildRound, toQuestion } from "../../apps/server/src/modules/verbs/verb-rounds.service.ts";

/*
 * The verb games' figures (issue 23, decision 063): the conjugation data's size on the server
 * (never sent to the browser), its first load, and the server's round build (ten questions, every
 * tense and pronoun, the 60 most frequent verbs): the server's part of "opening a verb game to
 * the first question". Timings go here, never into tests.
 */

export interface VerbsBench {
  data: { language: string; rawKb: number; gzipKb: number; verbs: number; firstLoadMs: number }[];
  rounds: { language: string; runs: number; p50Ms: number; p95Ms: number }[];
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function sizeOf(file: string) {
  const raw = fs.readFileSync(file);
  return { rawKb: Math.round(raw.length / 1024), gzipKb: Math.round(gzipSync(raw).length / 1024) };
}

export function runVerbsBench(runs = 200): VerbsBench {
  let started = performance.now();
  const fr = Object.keys(frenchData()).length;
  const frLoad = performance.now() - started;
  started = performance.now();
  const es = spanishVerbs().size;
  const esLoad = performance.now() - started;
  const rounds = (["fr", "es"] as const).map((language) => {
    const verbs =
      language === "fr"
        ? ["être", "avoir", "aller", "faire", "venir", "prendre"]
        : ["ser", "tener", "pedir", "jugar", "salir"];
    const tenses = language === "fr" ? FRENCH_TENSES : SPANISH_TENSES;
    const persons = language === "fr" ? FRENCH_PERSONS : SPANISH_PERSONS;
    // Warm-up (not counted): a verb's first table is built once, then kept.
    buildRound(language, verbs, tenses, persons, 10);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      for (const a of buildRound(language, verbs, tenses, persons, 10))
        toQuestion(language, a, i % 2 ? "pick" : "type");
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { language, runs, p50Ms: quantile(times, 0.5), p95Ms: quantile(times, 0.95) };
  });
  return {
    data: [
      { language: "fr", ...sizeOf(FRENCH_DATA_PATH), verbs: fr, firstLoadMs: frLoad },
      { language: "es", ...sizeOf(SPANISH_DATA_PATH), verbs: es, firstLoadMs: esLoad },
    ],
    rounds,
  };
}

export function formatVerbsBench(b: VerbsBench): string {
  const lines = ["Verb games (server side; the data never reaches the browser)"];
  for (const d of b.data)
    lines.push(
      `  ${d.language} data: ${d.verbs} verbs, ${d.rawKb} KB raw, ${d.gzipKb} KB gzip, first load ${d.firstLoadMs.toFixed(0)} ms`,
    );
  for (const r of b.rounds)
    lines.push(
      `  ${r.language} round build (10 questions): p50 ${r.p50Ms.toFixed(2)} ms, p95 ${r.p95Ms.toFixed(2)} ms (${r.runs} runs)`,
    );
  return lines.join("\n");
}
