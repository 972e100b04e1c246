/**
 * The math tools' speed (issue 26):
 * - Dragging: the frame time while a free point that 30 objects depend on is dragged, in the
 *   system Chromium with 4× CPU throttling (CDP), on the public geometry demo of the web build.
 *   The 30 objects are built through the board's own tools (10 midpoints chained from C, a line
 *   and a circle on each); the same drag on the bare board (3 points) is the ceiling in the same
 *   run, so the ratio says what the dependants cost.
 * - Judging: the server's judging of geometry answers (the shared evaluator, as the attempt route
 *   calls it), in-process: p50 and p99 over varied constructions, right, nearly right and wrong,
 *   up to 30 objects; parsing the same answers' JSON is the floor in the same run.
 * Asserts no time: only a page or a construction that fails fails the run.
 *
 * Usage: npm run bench -- --math [--json]   (builds nothing: `npm run build` first, or WEB_DIST)
 */
import type { Page } from "@playwright/test";
import { evaluateAnswer } from "../../packages/domain/src/evaluator/evaluate.ts";
import type { PracticeQuestion } from "../../packages/domain/src/evaluator/types.ts";
import { launchChromium, percentile, startBuiltApp } from "./built-app.ts";

const CPU_THROTTLING_RATE = 4;
const DRAG_MOVES = 120;
const CHAINED = 10;
const JUDGE_COUNT = 5_000;
const JUDGE_WARMUP = 500;
const VIEWPORT = { width: 1280, height: 720 };

export interface DragRun {
  dependants: number;
  moves: number;
  frames: number;
  meanFrameMs: number;
  p50FrameMs: number;
  p95FrameMs: number;
  maxFrameMs: number;
  fps: number;
}

export interface JudgingRun {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  floorP99Ms: number;
  correctShare: number;
}

export interface MathBench {
  date: string;
  chromium: string;
  cpuThrottlingRate: number;
  bare: DragRun;
  loaded: DragRun;
  judging: JudgingRun;
}

/** Builds 10 midpoints chained from C to A, with a line to B and a circle through C on each: 30 objects. */
async function buildDependants(page: Page): Promise<number> {
  const board = page.getByTestId("construction-board");
  const tool = (name: string) => board.getByRole("button", { name, exact: true }).click();
  const pick = (id: string) => board.getByRole("button", { name: `Pick ${id}`, exact: true }).click();
  let previous = "C";
  for (let i = 0; i < CHAINED; i++) {
    const point = String.fromCharCode(68 + i); // D, E, …: the board's next free point names
    await tool("Midpoint");
    await pick(previous);
    await pick("A");
    await tool("Line");
    await pick(point);
    await pick("B");
    await tool("Circle");
    await pick(point);
    await pick("C");
    previous = point;
  }
  await tool("Move");
  const summary = await board.getByText(/^Objects on the board \(\d+\)$/).textContent();
  return Number(/\((\d+)\)/.exec(summary ?? "")?.[1] ?? 0) - 3;
}

/** Drags C around a loop while a requestAnimationFrame loop records every frame. */
async function dragAndTime(page: Page, dependants: number): Promise<DragRun> {
  const board = page.getByTestId("construction-board");
  const snap = board.getByRole("checkbox", { name: "Snap to grid" });
  if (await snap.isChecked()) await snap.uncheck();
  const point = board.getByRole("button", { name: /^Point C at/ });
  const box = await point.boundingBox();
  if (!box) throw new Error("Point C is not on the board");
  const [x0, y0] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING_RATE });
  try {
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __recording: boolean };
      w.__frames = [];
      w.__recording = true;
      const tick = (t: number) => {
        w.__frames.push(t);
        if (w.__recording) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    for (let i = 1; i <= DRAG_MOVES; i++) {
      const angle = (2 * Math.PI * i) / DRAG_MOVES;
      await page.mouse.move(x0 + 70 * Math.sin(angle), y0 - 50 * (1 - Math.cos(angle)));
    }
    const frames = await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __recording: boolean };
      w.__recording = false;
      return w.__frames;
    });
    await page.mouse.up();
    const intervals = frames.slice(1).map((t, i) => t - frames[i]!);
    const total = (frames.at(-1) ?? 0) - (frames[0] ?? 0);
    const mean = intervals.reduce((a, b) => a + b, 0) / Math.max(1, intervals.length);
    return {
      dependants,
      moves: DRAG_MOVES,
      frames: frames.length,
      meanFrameMs: mean,
      p50FrameMs: percentile(intervals, 50),
      p95FrameMs: percentile(intervals, 95),
      maxFrameMs: Math.max(0, ...intervals),
      fps: total > 0 ? (intervals.length * 1000) / total : 0,
    };
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  }
}

async function dragRun(baseUrl: string, browser: Awaited<ReturnType<typeof launchChromium>>, build: boolean) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/student/geometry-demo`);
    await page.getByRole("button", { name: /^Point C at/ }).waitFor({ timeout: 60_000 });
    const dependants = build ? await buildDependants(page) : 0;
    if (build && dependants !== 3 * CHAINED)
      throw new Error(`Built ${dependants} objects on the board, not ${3 * CHAINED}`);
    // One drag not counted: the first moves compile the handlers.
    await dragAndTime(page, dependants);
    return await dragAndTime(page, dependants);
  } finally {
    await context.close();
  }
}

// ---- Judging -------------------------------------------------------------------------------------

const A = { id: "A", x: -2, y: 1, fixed: true };
const B = { id: "B", x: 4, y: 3, fixed: true };

/** A deterministic pseudo-random source, so every run judges the same answers. */
function createRandom(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Geometry questions and answers: four targets, constructions of 1 to 30 objects. */
function judgingCases(count: number, seed: number): { question: PracticeQuestion; answer: string }[] {
  const random = createRandom(seed);
  const question = (target: Record<string, unknown>): PracticeQuestion =>
    ({
      id: "g",
      type: "geometry",
      question: "Construct it.",
      correctAnswer: "",
      hint: "",
      geometry: { board: { points: [A, B], objects: [] }, target },
    }) as unknown as PracticeQuestion;
  const targets = [
    { kind: "perpendicular_bisector", a: "A", b: "B" },
    { kind: "midpoint", a: "A", b: "B" },
    { kind: "right_angle", a: "A", b: "B", at: "C" },
    { kind: "line_equation", slope: 2, intercept: -1 },
  ];
  return Array.from({ length: count }, () => {
    const target = targets[Math.floor(random() * targets.length)]!;
    const extra = Math.floor(random() * 28);
    const jitter = random() < 0.5 ? 0 : random() * 0.5;
    // On the circle with diameter AB (centre (1, 2), radius √10) unless jittered off it.
    const C = { id: "C", x: 1 + jitter, y: 2 + Math.sqrt(10) * (random() < 0.5 ? 1 : -1) };
    // Chained midpoints and circles: the dependency graph the judge resolves.
    const objects: Record<string, unknown>[] = [];
    let previous = "A";
    for (let i = 0; i < extra; i++) {
      const id = `o${i + 1}`;
      objects.push(
        i % 2 === 0
          ? { id, kind: "midpoint", of: [previous, "B"] }
          : { id, kind: "circle", center: previous, through: "C" },
      );
      if (i % 2 === 0) previous = id;
    }
    const answerObjects =
      target.kind === "perpendicular_bisector"
        ? [...objects, { id: "l1", kind: "perpendicular_bisector", of: ["A", "B"] }]
        : target.kind === "midpoint"
          ? [...objects, { id: "M", kind: "midpoint", of: ["A", "B"] }]
          : target.kind === "line_equation"
            ? [...objects, { id: "l1", kind: "line", through: ["P", "Q"] }]
            : objects;
    const points =
      target.kind === "line_equation"
        ? [A, B, C, { id: "P", x: 0, y: -1 + jitter }, { id: "Q", x: 2, y: 3 }]
        : [A, B, C];
    return { question: question(target), answer: JSON.stringify({ points, objects: answerObjects }) };
  });
}

export function runJudgingBench(count = JUDGE_COUNT): JudgingRun {
  for (const c of judgingCases(JUDGE_WARMUP, 7)) evaluateAnswer(c.question, c.answer);
  const cases = judgingCases(count, 26);
  const times: number[] = [];
  const floor: number[] = [];
  let correct = 0;
  for (const c of cases) {
    const started = process.hrtime.bigint();
    const result = evaluateAnswer(c.question, c.answer);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (result.evaluation_sub_method === "invalid_state")
      throw new Error(`The bench made an unreadable construction: ${c.answer}`);
    if (result.is_correct) correct++;
    const parsed = process.hrtime.bigint();
    JSON.parse(c.answer);
    floor.push(Number(process.hrtime.bigint() - parsed) / 1e6);
  }
  return {
    count,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: Math.max(...times),
    floorP99Ms: percentile(floor, 99),
    correctShare: correct / count,
  };
}

export async function runMathBench(progress: (message: string) => void): Promise<MathBench> {
  progress(`Geometry judging: ${JUDGE_COUNT} answers in-process…`);
  const judging = runJudgingBench();
  progress("Math drag: starting the server…");
  const server = await startBuiltApp("math");
  const browser = await launchChromium();
  try {
    progress(`Math drag: the bare board, ${CPU_THROTTLING_RATE}× CPU throttling…`);
    const bare = await dragRun(server.url, browser, false);
    progress(`Math drag: building ${3 * CHAINED} objects on C, then dragging it…`);
    const loaded = await dragRun(server.url, browser, true);
    return {
      date: new Date().toISOString(),
      chromium: browser.version(),
      cpuThrottlingRate: CPU_THROTTLING_RATE,
      bare,
      loaded,
      judging,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function formatMathBench(report: MathBench): string {
  const ms = (n: number) => n.toFixed(1);
  const row = (name: string, r: DragRun) =>
    `  ${name.padEnd(28)} frames ${String(r.frames).padStart(4)}  mean ${ms(r.meanFrameMs)} ms  p50 ${ms(r.p50FrameMs)} ms  p95 ${ms(r.p95FrameMs)} ms  max ${ms(r.maxFrameMs)} ms  ${r.fps.toFixed(1)} fps`;
  const j = report.judging;
  return [
    `Math tools, ${report.date}, Chromium ${report.chromium}, ${report.cpuThrottlingRate}× CPU throttling`,
    `Dragging point C (${report.loaded.moves} pointer moves), frame time:`,
    row("bare board (ceiling)", report.bare),
    row(`${report.loaded.dependants} objects depend on C`, report.loaded),
    `  mean frame time vs the ceiling: ${(report.loaded.meanFrameMs / report.bare.meanFrameMs).toFixed(2)}×`,
    `Geometry judging, in-process: ${j.count} answers (${Math.round(j.correctShare * 100)}% right), p50 ${j.p50Ms.toFixed(3)} ms, p99 ${j.p99Ms.toFixed(3)} ms, max ${j.maxMs.toFixed(3)} ms; JSON.parse of the same answers p99 ${j.floorP99Ms.toFixed(4)} ms (the floor)`,
  ].join("\n");
}
