/**
 * What a simulated student does next, under three policies. A policy sees only what the platform
 * sees (which questions were answered, right or wrong, and when), never the learner's hidden state.
 *
 * - `fixed`: the path's lessons in order, each until its completion rule (its deck read and every
 *   question answered once), no review; after the last lesson, the path again from the start.
 * - `platform`: the platform as it was before issue 28: its next-step rule (kept below as it was:
 *   continue a started lesson, review once 10 questions are due, the path's next lesson, any
 *   review, else explore a lesson), FSRS review cards per question scheduled by `reviewCard`, and
 *   20 due items per review session.
 * - `adaptive`: the platform now: the domain's `chooseNextStep` fed as the server feeds it
 *   (adaptive.ts).
 */

import { type ReviewCardState, ratingFromAnswer, reviewCard } from "@app/domain/fsrs";
import type { SimPath, SimQuestion, SimSkill } from "./curriculum.ts";
import type { Random } from "./random.ts";

export type Item =
  | { kind: "deck"; skill: SimSkill }
  | { kind: "question"; skill: SimSkill; question: SimQuestion; review: boolean };

export interface Policy {
  /** A new study day starts (the student opens the app): plans made yesterday are dropped. */
  startDay(now: number): void;
  /** The next thing to do, or null when the policy has nothing worth doing today. */
  next(now: number): Item | null;
  record(item: Item, correct: boolean, seconds: number, now: number): void;
}

export type PolicyName = "fixed" | "platform" | "adaptive";

/** The fixed order: lesson after lesson, each question once; nothing more after the last lesson. */
export function fixedOrder(path: SimPath): Policy {
  let lesson = 0;
  let step = -1; // -1: the deck; 0…n-1: the questions
  return {
    startDay() {},
    next() {
      const skill = path.skills[lesson];
      if (!skill) return null;
      if (step === -1) return { kind: "deck", skill };
      return { kind: "question", skill, question: skill.questions[step]!, review: false };
    },
    record() {
      step++;
      if (step >= path.skills[lesson]!.questions.length) {
        lesson++;
        step = -1;
      }
    },
  };
}

/** What the platform stores about a lesson (material progress). */
export interface LessonProgress {
  deckSeen: boolean;
  answered: Set<string>;
  lastActivityAt: number;
  completed: boolean;
}

/** The platform's stored state for one student: progress per lesson and review cards per question. */
export class PlatformState {
  readonly progress = new Map<string, LessonProgress>();
  readonly cards = new Map<string, { skill: SimSkill; question: SimQuestion; card: ReviewCardState }>();
  hasActivity = false;

  constructor(readonly path: SimPath) {
    for (const s of path.skills)
      this.progress.set(s.slug, {
        deckSeen: false,
        answered: new Set(),
        lastActivityAt: 0,
        completed: false,
      });
  }

  lesson(slug: string): LessonProgress {
    return this.progress.get(slug)!;
  }

  due(now: number) {
    return [...this.cards.values()].filter((c) => c.card.dueAt.getTime() <= now);
  }

  record(item: Item, correct: boolean, seconds: number, now: number): void {
    const p = this.lesson(item.skill.slug);
    p.lastActivityAt = now;
    if (item.kind === "deck") p.deckSeen = true;
    else {
      this.hasActivity = true;
      p.answered.add(item.question.key);
      const previous = this.cards.get(item.question.key)?.card ?? null;
      const rating = ratingFromAnswer({
        isCorrect: correct,
        score: correct ? 1 : 0,
        hintUsed: false,
        seconds,
      });
      this.cards.set(item.question.key, {
        skill: item.skill,
        question: item.question,
        card: reviewCard(previous, rating, new Date(now)),
      });
    }
    if (p.deckSeen && p.answered.size >= item.skill.questions.length) p.completed = true;
  }
}

/** The lesson's items still needed for completion: the deck if unseen, then unanswered questions. */
export function lessonItems(state: PlatformState, skill: SimSkill): Item[] {
  const p = state.lesson(skill.slug);
  const items: Item[] = p.deckSeen ? [] : [{ kind: "deck", skill }];
  for (const question of skill.questions)
    if (!p.answered.has(question.key)) items.push({ kind: "question", skill, question, review: false });
  return items;
}

export const REVIEW_SESSION_SIZE = 20;

interface LegacyInput {
  started: readonly { materialId: number; lastActivityAt: number }[];
  reviewDue: number;
  pathLesson: number | null;
  now: number;
}
type LegacyStep = { kind: "lesson"; materialId: number } | { kind: "review" } | { kind: "explore" };

/** The next-step rule before issue 28 (packages/domain/src/next-step.ts at commit 43833be). */
export function legacyNextStep(input: LegacyInput): LegacyStep {
  const recent = input.started
    .filter((s) => input.now - s.lastActivityAt <= 14 * 86_400_000)
    .sort((a, b) => b.lastActivityAt - a.lastActivityAt)[0];
  if (recent) return { kind: "lesson", materialId: recent.materialId };
  if (input.reviewDue >= 10) return { kind: "review" };
  if (input.pathLesson !== null) return { kind: "lesson", materialId: input.pathLesson };
  if (input.reviewDue > 0) return { kind: "review" };
  return { kind: "explore" };
}

/** The review page's session: the due questions, longest due first, 20 at most. */
export function reviewSession(state: PlatformState, now: number): Item[] {
  return state
    .due(now)
    .sort((a, b) => a.card.dueAt.getTime() - b.card.dueAt.getTime())
    .slice(0, REVIEW_SESSION_SIZE)
    .map((c) => ({ kind: "question", skill: c.skill, question: c.question, review: true }));
}

/** A material's practice session: its questions, with up to three due reviews mixed in. */
export function practiceItems(state: PlatformState, skill: SimSkill, now: number): Item[] {
  const items: Item[] = skill.questions.map((question) => ({
    kind: "question",
    skill,
    question,
    review: false,
  }));
  const seen = new Set(skill.questions.map((q) => q.key));
  const due = state.due(now).filter((c) => !seen.has(c.question.key));
  for (const [i, c] of due.slice(0, 3).entries())
    items.splice(Math.min(items.length, 2 + i * 3), 0, {
      kind: "question",
      skill: c.skill,
      question: c.question,
      review: true,
    });
  return items;
}

/** The platform before issue 28. */
export function platformPolicy(path: SimPath, random: Random): Policy {
  const state = new PlatformState(path);
  let queue: Item[] = [];
  const bySlug = new Map(path.skills.map((s, i) => [s.slug, i]));
  const plan = (now: number): Item[] => {
    const started = path.skills
      .filter((s) => {
        const p = state.lesson(s.slug);
        return !p.completed && (p.answered.size > 0 || p.deckSeen);
      })
      .map((s) => ({ materialId: bySlug.get(s.slug)!, lastActivityAt: state.lesson(s.slug).lastActivityAt }));
    const nextLesson = path.skills.find((s) => !state.lesson(s.slug).completed);
    const step = legacyNextStep({
      started,
      reviewDue: state.due(now).length,
      pathLesson: nextLesson ? bySlug.get(nextLesson.slug)! : null,
      now,
    });
    if (step.kind === "lesson") return lessonItems(state, path.skills[step.materialId]!);
    if (step.kind === "review") return reviewSession(state, now);
    // Exploring: a lesson of the path practised again.
    return practiceItems(state, path.skills[random.int(path.skills.length)]!, now);
  };
  return {
    startDay() {
      queue = [];
    },
    next(now) {
      if (queue.length === 0) queue = plan(now);
      return queue[0] ?? null;
    },
    record(item, correct, seconds, now) {
      queue.shift();
      state.record(item, correct, seconds, now);
    },
  };
}
