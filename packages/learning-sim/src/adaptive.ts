/**
 * The platform's policy after issue 28, fed exactly as the server feeds it
 * (apps/server/src/modules/dashboard/next-step.service.ts): the domain's `chooseNextStep`, with the
 * lessons due for review counted per lesson (`dueLessons`), and finished lessons that the knowledge
 * estimate does not call known yet offered for practice (`lessonPhase`). Each step is then done as
 * its page does it: a lesson's deck and questions, the review page's due questions, a material's
 * practice session.
 */
import { dueLessons, isKnown, lessonPhase } from "@app/domain/learning-policy";
import { chooseNextStep } from "@app/domain/next-step";
import type { SimPath } from "./curriculum.ts";
import {
  type Item,
  lessonItems,
  PlatformState,
  type Policy,
  practiceItems,
  reviewSession,
} from "./policies.ts";
import type { Random } from "./random.ts";

export function adaptivePolicy(path: SimPath, random: Random): Policy {
  const state = new PlatformState(path);
  const answers = new Map(path.skills.map((s) => [s.slug, [] as { correct: boolean; guess: number }[]]));
  const bySlug = new Map(path.skills.map((s, i) => [s.slug, i]));
  let queue: Item[] = [];

  const plan = (now: number): Item[] => {
    const activity = (slug: string) => new Date(state.lesson(slug).lastActivityAt).toISOString();
    const known = (slug: string) => isKnown(answers.get(slug)!);
    const started = path.skills
      .filter((s) => {
        const p = state.lesson(s.slug);
        return !p.completed && !known(s.slug) && (p.answered.size > 0 || p.deckSeen);
      })
      .map((s) => ({ materialId: bySlug.get(s.slug)!, title: s.slug, lastActivityAt: activity(s.slug) }));
    const toPractise = path.skills
      .filter((s) => {
        const p = state.lesson(s.slug);
        return lessonPhase({ completed: p.completed, answers: answers.get(s.slug)! }) === "practise";
      })
      .sort((a, b) => state.lesson(b.slug).lastActivityAt - state.lesson(a.slug).lastActivityAt)
      .map((s) => ({ materialId: bySlug.get(s.slug)!, title: s.slug, lastActivityAt: activity(s.slug) }));
    const due = dueLessons(
      [...state.cards.values()].map((c) => ({
        lessonId: bySlug.get(c.skill.slug)!,
        lastReviewAt: c.card.lastReviewAt,
        dueAt: c.card.dueAt,
      })),
      new Date(now),
    );
    const nextLesson = path.skills.find((s) => !state.lesson(s.slug).completed && !known(s.slug));
    const step = chooseNextStep({
      needsOnboarding: false,
      started,
      toPractise,
      reviewDue: due.length,
      pathLesson: nextLesson
        ? {
            materialId: bySlug.get(nextLesson.slug)!,
            title: nextLesson.slug,
            pathId: 1,
            pathTitle: path.slug,
          }
        : null,
      hasActivity: state.hasActivity,
      now: new Date(now),
    });
    switch (step.kind) {
      case "continue":
      case "start":
      case "next":
        return lessonItems(state, path.skills[step.materialId]!);
      case "review":
        return reviewSession(state, now);
      case "practise":
        return practiceItems(state, path.skills[step.materialId]!, now);
      default:
        return practiceItems(state, path.skills[random.int(path.skills.length)]!, now);
    }
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
      if (item.kind !== "question") return;
      const lesson = answers.get(item.skill.slug)!;
      lesson.push({ correct, guess: item.question.guess });
      // The lesson page says "you know this one" and offers the next lesson: the student takes it.
      if (!item.review && isKnown(lesson))
        queue = queue.filter((i) => i.kind === "question" && (i.review || i.skill !== item.skill));
    },
  };
}
