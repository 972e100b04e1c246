/** The benchmark's output: a plain-text table, or JSON for machines. */
import type { LoadResult, LoadSettings } from "./load.ts";
import type { RawDriverResult } from "./raw-driver.ts";

export interface Machine {
  cores: number;
  cpu: string;
  node: string;
  platform: string;
}

export interface TargetResult extends LoadResult {
  target: string;
  /** This target's req/s as a fraction of the ceiling's. */
  requestsPerSecondRatio: number;
  /** This target's p99 as a multiple of the ceiling's. */
  p99Multiple: number;
  /** Non-200 responses and request errors, warm-up included. */
  failures: number;
}

export interface Report {
  date: string;
  /** The database the platform server ran on. */
  database: "pglite" | "postgres";
  /** The bare driver's point selects on the same kind of database, when measured. */
  rawDriver?: RawDriverResult;
  machine: Machine;
  settings: LoadSettings & { warmupSeconds: number };
  results: TargetResult[];
}

/** Adds the ratios to the ceiling (the first result) and the failure count to each result. */
export function compareToCeiling(
  measured: { target: string; result: LoadResult; warmupFailures: number }[],
): TargetResult[] {
  const ceiling = measured[0]?.result;
  if (!ceiling) return [];
  return measured.map(({ target, result, warmupFailures }) => ({
    target,
    ...result,
    requestsPerSecondRatio: result.requestsPerSecond / ceiling.requestsPerSecond,
    p99Multiple: result.p99Ms / ceiling.p99Ms,
    failures: warmupFailures + failuresOf(result),
  }));
}

/** Responses that were not 200 plus requests that got no response at all. */
export function failuresOf(result: LoadResult): number {
  return Object.values(result.non200).reduce((sum, n) => sum + n, 0) + result.errors;
}

export function formatTable(report: Report): string {
  const header = ["target", "req/s", "p50 ms", "p99 ms", "req/s vs ceiling", "p99 vs ceiling", "failures"];
  const rows = report.results.map((r) => [
    r.target,
    Math.round(r.requestsPerSecond).toString(),
    r.p50Ms.toFixed(2),
    r.p99Ms.toFixed(2),
    r.requestsPerSecondRatio.toFixed(2),
    `${r.p99Multiple.toFixed(1)}×`,
    r.failures.toString(),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  // Target names left-aligned, numbers right-aligned so their digits line up.
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  const { machine: m, settings: s } = report;
  return [
    `Machine: ${m.cores} cores (${m.cpu}), Node ${m.node}, ${m.platform}`,
    `Load: ${s.connections} connections, ${s.warmupSeconds} s warm-up then ${s.seconds} s measured per target`,
    "",
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
    "",
    "Ceiling: the first row, a bare node:http server on this machine. The load generator runs on the same cores.",
  ].join("\n");
}

/** The targets of issue 14 as ratios of this run's own yardsticks (reported, never asserted). */
export function formatRatios(report: Report): string {
  const byName = new Map(report.results.map((r) => [r.target, r]));
  const ceiling = report.results[0];
  const me = byName.get("GET /api/auth/me");
  const raw = report.rawDriver;
  const lines = [
    `Database: ${report.database === "postgres" ? "PostgreSQL (DATABASE_URL)" : "PGlite (embedded)"}`,
  ];
  if (raw) {
    lines.push(
      `Raw driver: ${Math.round(raw.queriesPerSecond)} point selects/s by primary key (${raw.connections} connection${raw.connections > 1 ? "s" : ""}, no HTTP)`,
    );
  }
  if (ceiling && me) {
    lines.push(
      `GET /api/auth/me ÷ ceiling: ${(me.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)} (target ≥ 0.30)`,
    );
  }
  for (const name of ["GET /api/progress/overview", "GET /api/material-progress/:id"]) {
    const row = byName.get(name);
    if (row && raw) {
      lines.push(
        `${name} ÷ raw driver: ${(row.requestsPerSecond / raw.queriesPerSecond).toFixed(2)} (target ≥ 0.5)`,
      );
    }
  }
  return lines.join("\n");
}
