/**
 * Runs simulated students through simulated days under a policy and measures what they learned:
 * answered questions until each unit is truly mastered (every skill learned and recalled with at
 * least 90 % probability at once), recall 30 and 60 days after a skill's mastery, study time, and
 * whether the student stalled (a week with study but no newly mastered skill).
 */
import type { SimPath } from "./curriculum.ts";
import { DEFAULT_LEARNER_PARAMS, Learner, type LearnerParams } from "./learner.ts";
import type { Policy } from "./policies.ts";
import { createRandom, type Random } from "./random.ts";

export const DAY_MS = 86_400_000;
/** Mondays: 2026-01-05 is one. Sessions start at 17:00. */
const START = Date.UTC(2026, 0, 5, 0, 0, 0);
const SESSION_HOUR_MS = 17 * 3_600_000;
/** A week with study and no newly mastered skill is a stall. */
export const STALL_DAYS = 7;

export interface StudentResult {
  /** Per unit of the path: answered questions on its skills until mastered, or null if never. */
  unitQuestions: (number | null)[];
  /** Per skill mastered: its recall probability 30 and 60 days after mastery. */
  recall30: number[];
  recall60: number[];
  studySeconds: number;
  answered: number;
  /** Of which reviews. */
  reviews: number;
  stalled: boolean;
  skillsMastered: number;
  skills: number;
}

export interface SimulateOptions {
  days: number;
  params?: LearnerParams;
}

/** One student, identified by a seed: the same seed is the same student under every policy. */
export function simulateStudent(
  path: SimPath,
  makePolicy: (path: SimPath, random: Random) => Policy,
  seed: number,
  options: SimulateOptions,
): StudentResult {
  const params = options.params ?? DEFAULT_LEARNER_PARAMS;
  const root = createRandom(seed);
  const traits = root.fork();
  const days = root.fork();
  const answers = root.fork();
  const policyRandom = root.fork();
  const learner = new Learner(path, params, traits, START);
  // The study pattern is drawn first, so it is the same under every policy.
  const studyDays = Array.from({ length: options.days }, (_, d) => learner.studiesOn(d, 1, days));
  learner.useRandom(answers);
  const policy = makePolicy(path, policyRandom);

  const unitOf = new Map<string, number>();
  path.units.forEach((u, i) => {
    for (const s of u.skills) unitOf.set(s, i);
  });
  const unitQuestions: (number | null)[] = path.units.map(() => null);
  const unitCounts = path.units.map(() => 0);
  const masteredAt = new Map<string, number>();
  const masteredByDay: number[] = [];
  const studiedByDay: boolean[] = [];
  let studySeconds = 0;
  let answered = 0;
  let reviews = 0;

  const checkMastery = (slug: string, now: number) => {
    if (!masteredAt.has(slug) && learner.masters(slug, now)) masteredAt.set(slug, now);
    const u = unitOf.get(slug)!;
    if (unitQuestions[u] === null && path.units[u]!.skills.every((s) => learner.masters(s, now)))
      unitQuestions[u] = unitCounts[u]!;
  };

  for (let day = 0; day < options.days; day++) {
    studiedByDay.push(studyDays[day]!);
    if (studyDays[day]) {
      let now = START + day * DAY_MS + SESSION_HOUR_MS;
      let budget = learner.minutesPerDay * 60;
      policy.startDay(now);
      while (budget > 0) {
        const item = policy.next(now);
        if (!item) break;
        let seconds: number;
        let correct = true;
        if (item.kind === "deck") {
          seconds = item.skill.cards * params.secondsPerCard;
          learner.read(item.skill.slug, now);
        } else {
          seconds = learner.secondsPerQuestion * (0.6 + 0.8 * answers.next());
          correct = learner.answer(item.skill.slug, item.question, now);
          answered++;
          if (item.review) reviews++;
          unitCounts[unitOf.get(item.skill.slug)!]!++;
        }
        policy.record(item, correct, Math.round(seconds), now);
        checkMastery(item.skill.slug, now);
        now += seconds * 1000;
        budget -= seconds;
        studySeconds += seconds;
      }
    }
    masteredByDay.push(masteredAt.size);
  }

  const recall30: number[] = [];
  const recall60: number[] = [];
  for (const [slug, at] of masteredAt) {
    recall30.push(learner.recallAt(slug, at + 30 * DAY_MS));
    recall60.push(learner.recallAt(slug, at + 60 * DAY_MS));
  }
  return {
    unitQuestions,
    recall30,
    recall60,
    studySeconds,
    answered,
    reviews,
    stalled: stalled(masteredByDay, studiedByDay, path.skills.length),
    skillsMastered: masteredAt.size,
    skills: path.skills.length,
  };
}

/**
 * A stall: some 7-day window in which the student studied on at least two days, had skills left
 * to master, and mastered none of them.
 */
export function stalled(
  masteredByDay: readonly number[],
  studied: readonly boolean[],
  skills: number,
): boolean {
  for (let end = STALL_DAYS; end < masteredByDay.length; end++) {
    const before = masteredByDay[end - STALL_DAYS]!;
    if (before >= skills) return false;
    const studyDays = studied.slice(end - STALL_DAYS + 1, end + 1).filter(Boolean).length;
    if (studyDays >= 2 && masteredByDay[end] === before) return true;
  }
  return false;
}
