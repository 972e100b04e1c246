/**
 * The platform's policy after issue 28, built from packages/domain/src/learning-policy.ts exactly as
 * the server uses it: a diagnostic before each new lesson, practice until the estimate says known,
 * reviews timed per lesson by FSRS, most overdue first, and nothing more once all is known and
 * nothing is due.
 */
import { type ReviewCardState, ratingFromAnswer, reviewCard } from "@app/domain/fsrs";
import { dueLessons, lessonPhase, nextQuestionOf } from "@app/domain/learning-policy";
import type { SimPath, SimSkill } from "./curriculum.ts";
import type { Item, Policy } from "./policies.ts";

interface LessonState {
  deckSeen: boolean;
  answers: { questionId: string; correct: boolean; guess: number }[];
}

/** Answers a set-aside lesson gets per day once everything else is done. */
const RETRY_PER_DAY = 6;

export function adaptivePolicy(path: SimPath): Policy {
  const lessons = new Map<string, LessonState>(
    path.skills.map((s) => [s.slug, { deckSeen: false, answers: [] }]),
  );
  const cards = new Map<string, { lessonId: number; card: ReviewCardState }>();
  const indexOf = new Map(path.skills.map((s, i) => [s.slug, i]));
  let current: SimSkill | null = null;
  let retriesToday = 0;

  const phaseOf = (skill: SimSkill) => lessonPhase(lessons.get(skill.slug)!);
  const question = (skill: SimSkill, review: boolean): Item | null => {
    const q = nextQuestionOf(
      skill.questions.map((x) => ({ ...x, id: x.key })),
      lessons.get(skill.slug)!.answers,
    );
    return q ? { kind: "question", skill, question: q, review } : null;
  };
  const itemOf = (skill: SimSkill): Item | null => {
    const phase = phaseOf(skill);
    if (phase === "read") return { kind: "deck", skill };
    if (phase === "diagnose" || phase === "practise") return question(skill, false);
    return null;
  };

  return {
    startDay() {
      current = null;
      retriesToday = 0;
    },
    next(now) {
      if (current) {
        const item = itemOf(current);
        if (item) return item;
        current = null;
      }
      const due = dueLessons(
        [...cards.values()].map((c) => ({
          lessonId: c.lessonId,
          lastReviewAt: c.card.lastReviewAt,
          dueAt: c.card.dueAt,
        })),
        new Date(now),
      );
      if (due.length > 0) return question(path.skills[due[0]!.lessonId]!, true);
      const open = path.skills.find((s) => {
        const phase = phaseOf(s);
        return phase !== "known" && phase !== "set-aside";
      });
      if (open) {
        current = open;
        return itemOf(open);
      }
      const aside = path.skills.find((s) => phaseOf(s) === "set-aside");
      if (aside && retriesToday < RETRY_PER_DAY) {
        retriesToday++;
        return question(aside, false);
      }
      return null;
    },
    record(item, correct, seconds, now) {
      const lesson = lessons.get(item.skill.slug)!;
      if (item.kind === "deck") {
        lesson.deckSeen = true;
        return;
      }
      lesson.answers.push({ questionId: item.question.key, correct, guess: item.question.guess });
      const previous = cards.get(item.question.key)?.card ?? null;
      const rating = ratingFromAnswer({
        isCorrect: correct,
        score: correct ? 1 : 0,
        hintUsed: false,
        seconds,
      });
      cards.set(item.question.key, {
        lessonId: indexOf.get(item.skill.slug)!,
        card: reviewCard(previous, rating, new Date(now)),
      });
    },
  };
}
