/**
 * How the platform decides what a student practises, from what it observes (issue 28): an estimate
 * of whether a lesson's skill is known (Bayesian Knowledge Tracing over the lesson's answers),
 * practice after a lesson is finished until the estimate says "known" rather than stopping once
 * each question was seen, and reviews timed per lesson by FSRS (a lesson is due when the schedule
 * of its most recent answer says so), before anything new. Measured
 * against a fixed order on simulated learners by `npm run bench:learning`
 * (packages/learning-sim; figures in docs/performance.md, "Learning efficiency").
 */

/** Population parameters of the estimate (typical fitted values: see docs/performance.md). */
export interface KnowledgeParams {
  /** Chance a student knows a lesson's skill before it. */
  prior: number;
  /** Chance one answered question (with its feedback) teaches the skill. */
  learn: number;
  /** Chance a student who knows the skill answers wrongly. */
  slip: number;
}

export const KNOWLEDGE_PARAMS: KnowledgeParams = { prior: 0.2, learn: 0.15, slip: 0.1 };

/** A lesson counts as known once the estimate reaches 95 % (the mastery-learning threshold). */
export const KNOWN_AT = 0.95;
/** A lesson not known after this many answers is set aside for now (it comes back later). */
export const SET_ASIDE_AFTER = 12;
/** Questions in one practice session of a lesson that is finished but not yet known. */
export const PRACTICE_SESSION_SIZE = 4;

/** Typed answers are rarely right by chance. */
const TYPED_GUESS = 0.05;

/** The chance of answering a question right without knowing: 1 / options, ½ for true/false. */
export function guessChance(question: { type: string; options?: readonly unknown[] | undefined }): number {
  if (question.type === "true_false") return 0.5;
  if (question.type === "multiple_choice" || question.type === "multiple_select")
    return 1 / Math.max(2, question.options?.length ?? 4);
  return TYPED_GUESS;
}

/** The estimate after one answer: Bayes on the answer, then the chance its feedback taught the skill. */
export function knowledgeAfter(
  known: number,
  answer: { correct: boolean; guess: number },
  params: KnowledgeParams = KNOWLEDGE_PARAMS,
): number {
  const { slip, learn } = params;
  const guess = answer.guess;
  const posterior = answer.correct
    ? (known * (1 - slip)) / (known * (1 - slip) + (1 - known) * guess)
    : (known * slip) / (known * slip + (1 - known) * (1 - guess));
  return posterior + (1 - posterior) * learn;
}

/** The estimate after a lesson's answers, oldest first. */
export function knowledgeOf(
  answers: readonly { correct: boolean; guess: number }[],
  params: KnowledgeParams = KNOWLEDGE_PARAMS,
): number {
  return answers.reduce((known, a) => knowledgeAfter(known, a, params), params.prior);
}

/** Whether a lesson's answers show its skill known (the estimate at 95 % or more). */
export function isKnown(answers: readonly { correct: boolean; guess: number }[]): boolean {
  return knowledgeOf(answers) >= KNOWN_AT;
}

export type LessonPhase =
  /** Not finished: the deck, then every question once (the material's completion rule). */
  | "learn"
  /** Finished, not yet known: practise it until the estimate says known. */
  | "practise"
  /** Known: only reviews from now on. */
  | "known"
  /** Practised hard without getting there: set aside, back after the rest of the path. */
  | "set-aside";

/** Where a lesson stands, from its completion and its answers (oldest first). */
export function lessonPhase(lesson: {
  completed: boolean;
  answers: readonly { correct: boolean; guess: number }[];
}): LessonPhase {
  if (isKnown(lesson.answers)) return "known";
  if (!lesson.completed) return "learn";
  if (lesson.answers.length >= SET_ASIDE_AFTER) return "set-aside";
  return "practise";
}

/**
 * A practice session of a lesson: up to `size` of its questions, each chosen as `nextQuestionOf`
 * would ask it after the ones before (missed ones first, no question twice in a row).
 */
export function practiceSession<Q extends { id: string }>(
  questions: readonly Q[],
  answers: readonly { questionId: string; correct: boolean }[],
  size = PRACTICE_SESSION_SIZE,
): Q[] {
  const session: Q[] = [];
  const assumed = [...answers];
  for (let i = 0; i < Math.min(size, questions.length); i++) {
    const q = nextQuestionOf(
      questions.filter((x) => !session.includes(x)),
      assumed,
    );
    if (!q) break;
    session.push(q);
    // Planned as if answered right, so the next pick moves on.
    assumed.push({ questionId: q.id, correct: true });
  }
  return session;
}

/**
 * Which question to ask next in a lesson: one not answered yet, else the one answered wrong most
 * recently, else the one answered longest ago (so repeats rotate).
 */
export function nextQuestionOf<Q extends { id: string }>(
  questions: readonly Q[],
  answers: readonly { questionId: string; correct: boolean }[],
): Q | null {
  if (questions.length === 0) return null;
  const last = new Map<string, { at: number; correct: boolean }>();
  for (const [at, a] of answers.entries()) last.set(a.questionId, { at, correct: a.correct });
  const fresh = questions.find((q) => !last.has(q.id));
  if (fresh) return fresh;
  // The question just answered is not asked again at once when another will do.
  const lastAsked = answers.at(-1)?.questionId;
  const candidates = questions.length > 1 ? questions.filter((q) => q.id !== lastAsked) : questions;
  const missed = candidates
    .filter((q) => !last.get(q.id)!.correct)
    .sort((a, b) => last.get(b.id)!.at - last.get(a.id)!.at)[0];
  if (missed) return missed;
  return [...candidates].sort((a, b) => last.get(a.id)!.at - last.get(b.id)!.at)[0] ?? null;
}

/** A review card as the lesson-level schedule reads it. */
export interface LessonCard {
  lessonId: number;
  lastReviewAt: Date;
  dueAt: Date;
}

/**
 * The lessons due for review: a lesson's schedule is that of its most recently answered question
 * (its questions practise one skill, so any of them refreshes it); due when that card is.
 * Most overdue first.
 */
export function dueLessons(cards: readonly LessonCard[], now: Date): { lessonId: number; dueAt: Date }[] {
  const latest = new Map<number, LessonCard>();
  for (const c of cards) {
    const seen = latest.get(c.lessonId);
    if (!seen || c.lastReviewAt.getTime() > seen.lastReviewAt.getTime()) latest.set(c.lessonId, c);
  }
  return [...latest.values()]
    .filter((c) => c.dueAt.getTime() <= now.getTime())
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
    .map((c) => ({ lessonId: c.lessonId, dueAt: c.dueAt }));
}
