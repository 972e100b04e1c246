import { type MasteryLevel, masteryLevel } from "./progress-status.ts";
import { accuracyPercent } from "./tutor-attention.ts";

/** A skill (a material's questions) as a student answered it: since the last lesson, and ever. */
export interface SkillAnswers {
  materialId: number;
  attemptsSince: number;
  correctSince: number;
  attemptsAll: number;
  correctAll: number;
}

export interface WeakSkill extends SkillAnswers {
  accuracySince: number;
  /** Spec 4.5's mastery level from every answer to the skill; null below 60 %. */
  mastery: MasteryLevel | null;
}

/** Answers since the last lesson a skill needs before it can be called weak (one slip is not). */
export const WEAK_SKILL_MIN_ATTEMPTS = 2;
/** At or above this accuracy (percent) since the last lesson a skill is not weak. */
export const WEAK_SKILL_BELOW_PERCENT = 75;
/** How many weak skills a brief lists. */
export const WEAK_SKILLS_SHOWN = 5;

/**
 * The weakest skills since the last lesson (issue 12's lesson brief): skills answered at least
 * twice since then with under 75 % right, lowest accuracy first, then the most practised (more
 * evidence), then the least mastered overall; at most five.
 */
export function rankWeakSkills(skills: readonly SkillAnswers[]): WeakSkill[] {
  return skills
    .filter((s) => s.attemptsSince >= WEAK_SKILL_MIN_ATTEMPTS)
    .map((s) => {
      const accuracySince = accuracyPercent(s.correctSince, s.attemptsSince) ?? 0;
      return {
        ...s,
        accuracySince,
        mastery: masteryLevel(null, accuracyPercent(s.correctAll, s.attemptsAll)),
      };
    })
    .filter((s) => s.accuracySince < WEAK_SKILL_BELOW_PERCENT)
    .sort(
      (a, b) =>
        a.accuracySince - b.accuracySince ||
        b.attemptsSince - a.attemptsSince ||
        (accuracyPercent(a.correctAll, a.attemptsAll) ?? 0) -
          (accuracyPercent(b.correctAll, b.attemptsAll) ?? 0) ||
        a.materialId - b.materialId,
    )
    .slice(0, WEAK_SKILLS_SHOWN);
}
