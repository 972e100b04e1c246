/**
 * A simulated learner: Bayesian Knowledge Tracing for acquisition (Corbett & Anderson 1995: a skill
 * is learned or not; each practice opportunity teaches it with probability `learn`; a learned
 * skill is answered wrongly with probability `slip`, an unlearned one rightly with the question's
 * `guess`), and FSRS's own memory model for forgetting (the library's default parameters, fitted to
 * millions of reviews): once learned, a skill is recalled with the probability R(t, S) of FSRS's
 * forgetting curve, and every retrieval updates its stability S as FSRS says it does.
 */
import { type Card, createEmptyCard, fsrs, Rating, State } from "ts-fsrs";
import type { SimPath, SimQuestion } from "./curriculum.ts";
import type { Random } from "./random.ts";

export interface LearnerParams {
  /** Mean prior knowledge of a skill before any lesson (probability). */
  priorMean: number;
  /** Spread of prior knowledge between students (standard deviation on the logit scale). */
  priorSpread: number;
  /** Mean chance that one practice opportunity teaches an unlearned skill. */
  learnMean: number;
  /** Spread of learning speed between students (standard deviation of its logarithm). */
  speedSpread: number;
  /** Chance of a wrong answer on a recalled skill. */
  slip: number;
  /** Learning from a lesson's deck: one opportunity at this share of the learn rate. */
  deckLearnShare: number;
  /** A skill whose prerequisites are not known is learned at this share of the rate. */
  missingPrerequisiteShare: number;
  /** Mean seconds per answered question; per-student spread is the log's standard deviation. */
  secondsPerQuestion: number;
  secondsSpread: number;
  secondsPerCard: number;
  /** Planned study minutes a day (mean) and the chance a planned weekday is missed. */
  minutesPerDay: number;
  missDayChance: number;
  /** Study days of the week (0 Sunday … 6 Saturday). */
  studyWeekdays: readonly number[];
  /** The memory of what a student already knew: its stability in days at the start (median). */
  priorStabilityDays: number;
  /** False for a student who never forgets (tests). */
  forgets: boolean;
}

export const DEFAULT_LEARNER_PARAMS: LearnerParams = {
  priorMean: 0.2,
  priorSpread: 1.2,
  learnMean: 0.2,
  speedSpread: 0.5,
  slip: 0.1,
  deckLearnShare: 1,
  missingPrerequisiteShare: 0.5,
  secondsPerQuestion: 40,
  secondsSpread: 0.3,
  secondsPerCard: 20,
  minutesPerDay: 20,
  missDayChance: 0.15,
  studyWeekdays: [1, 2, 3, 4, 5],
  priorStabilityDays: 20,
  forgets: true,
};

/** The memory model: FSRS with the library's default weights (the ground truth of forgetting). */
const memoryModel = fsrs({ enable_fuzz: false, enable_short_term: true });

const DAY_MS = 86_400_000;

/** The probability of recalling a memory of stability `stability` days after `elapsedDays`. */
export function recallProbability(elapsedDays: number, stability: number): number {
  return memoryModel.forgetting_curve(Math.max(0, elapsedDays), Math.max(stability, 0.01));
}

interface SkillMemory {
  learned: boolean;
  card: Card | null;
  /** (time, stability) after each update, to read recall at any later time. */
  history: { at: number; stability: number }[];
}

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

export class Learner {
  readonly learnRate: number;
  readonly secondsPerQuestion: number;
  readonly minutesPerDay: number;
  private readonly memory = new Map<string, SkillMemory>();
  private readonly prerequisites = new Map<string, readonly string[]>();

  constructor(
    path: SimPath,
    private readonly params: LearnerParams,
    private random: Random,
    start: number,
  ) {
    const ability = random.normal();
    this.learnRate = Math.min(0.9, params.learnMean * Math.exp(params.speedSpread * random.normal()));
    this.secondsPerQuestion = params.secondsPerQuestion * Math.exp(params.secondsSpread * random.normal());
    this.minutesPerDay = params.minutesPerDay * Math.exp(0.25 * random.normal());
    for (const skill of path.skills) {
      this.prerequisites.set(skill.slug, skill.prerequisites);
      const prior = sigmoid(logit(params.priorMean) + params.priorSpread * (ability + 0.5 * random.normal()));
      const known = random.next() < prior;
      // What a student knew before is an old memory, last used a while ago: a card in FSRS's review
      // state whose stability (days) varies between students and skills.
      const stability = known ? params.priorStabilityDays * Math.exp(0.5 * random.normal()) : 0;
      const card: Card | null = known
        ? {
            ...createEmptyCard<Card>(new Date(start)),
            due: new Date(start),
            state: State.Review,
            stability,
            difficulty: 5,
            reps: 1,
            last_review: new Date(start),
          }
        : null;
      this.memory.set(skill.slug, {
        learned: known,
        card,
        history: known ? [{ at: start, stability }] : [],
      });
    }
  }

  /** Whether the student studies on this day (weekday pattern, missed days drawn from `days`). */
  studiesOn(day: number, startWeekday: number, days: Random): boolean {
    const weekday = (startWeekday + day) % 7;
    return this.params.studyWeekdays.includes(weekday) && days.next() >= this.params.missDayChance;
  }

  /** Answers draw from their own source once the student is made, so traits match across policies. */
  useRandom(random: Random): void {
    this.random = random;
  }

  private skill(slug: string): SkillMemory {
    const memory = this.memory.get(slug);
    if (!memory) throw new Error(`Unknown skill ${slug}`);
    return memory;
  }

  /** The probability the skill would be recalled at `now` (0 when never learned). */
  recallAt(slug: string, now: number): number {
    const memory = this.skill(slug);
    if (!memory.learned) return 0;
    let last: { at: number; stability: number } | undefined;
    for (const h of memory.history) if (h.at <= now) last = h;
    if (!last) return 0;
    if (!this.params.forgets) return 1;
    return recallProbability((now - last.at) / DAY_MS, last.stability);
  }

  /** Truly mastered: learned, and recalled with at least 90 % probability now. */
  masters(slug: string, now: number): boolean {
    return this.recallAt(slug, now) >= 0.9;
  }

  private prerequisitesKnown(slug: string, now: number): boolean {
    return (this.prerequisites.get(slug) ?? []).every((p) => this.recallAt(p, now) >= 0.5);
  }

  private strengthen(memory: SkillMemory, rating: Rating, now: number): void {
    const date = new Date(now);
    const card: Card = memory.card ?? createEmptyCard<Card>(date);
    const next = memoryModel.next(card, date, rating as Exclude<Rating, Rating.Manual>).card;
    memory.card = next;
    memory.history.push({ at: now, stability: next.stability });
  }

  /** One opportunity to learn a skill (reading its deck). */
  read(slug: string, now: number): void {
    const memory = this.skill(slug);
    if (memory.learned) return;
    const rate = this.learnRate * this.params.deckLearnShare * this.prerequisiteFactor(slug, now);
    if (this.random.next() < rate) {
      memory.learned = true;
      this.strengthen(memory, Rating.Good, now);
    }
  }

  private prerequisiteFactor(slug: string, now: number): number {
    return this.prerequisitesKnown(slug, now) ? 1 : this.params.missingPrerequisiteShare;
  }

  /** Answers a question of a skill at `now`; the answer's feedback is a learning opportunity. */
  answer(slug: string, question: SimQuestion, now: number): boolean {
    const memory = this.skill(slug);
    const recalled = memory.learned && this.random.next() < this.recallAt(slug, now);
    const correct = this.random.next() < (recalled ? 1 - this.params.slip : question.guess);
    if (recalled) {
      this.strengthen(memory, Rating.Good, now);
    } else if (memory.learned) {
      // Forgotten: the feedback shows the answer, and the memory relearns with a lapse.
      this.strengthen(memory, Rating.Again, now);
    } else if (this.random.next() < this.learnRate * this.prerequisiteFactor(slug, now)) {
      memory.learned = true;
      this.strengthen(memory, Rating.Good, now);
    }
    return correct;
  }

  /** Whether the skill's memory is in FSRS's review state (for tests). */
  isConsolidated(slug: string): boolean {
    return this.skill(slug).card?.state === State.Review;
  }
}
