/**
 * When a material counts as completed (spec 3 "Material progress", 4.5, and the feature flag
 * `strict_deck_completion`, on by default per spec section 9's flag list). One rule, used by the
 * server that enforces it and by the page that says what is left.
 */

export interface CompletionCriteria {
  strict_deck_completion: boolean;
  require_all_cards: boolean;
  min_questions_answered: number;
  min_accuracy: number;
}

/** What a material holds, and its author's completion settings. */
export interface MaterialCounts {
  question_count: number;
  card_count: number;
  completion_config: Record<string, unknown> | null | undefined;
}

/**
 * The criteria a material completes by: with strict deck completion (on unless the material turns
 * it off) every card must be seen; every question answered unless the author asks for fewer;
 * accuracy at least the author's minimum (0 by default). A student's own criteria can only make
 * these stricter, and never ask for more questions than the material has.
 */
export function effectiveCriteria(
  counts: MaterialCounts,
  own: Record<string, unknown> | null | undefined,
): CompletionCriteria {
  const config = counts.completion_config ?? {};
  const strict = config.strict_deck_completion !== false;
  const base: CompletionCriteria = {
    strict_deck_completion: strict,
    require_all_cards: strict,
    min_questions_answered: Number(config.min_questions_answered ?? counts.question_count),
    min_accuracy: Number(config.min_accuracy ?? 0),
  };
  if (!own) return base;
  return {
    strict_deck_completion: base.strict_deck_completion,
    require_all_cards: base.require_all_cards || own.require_all_cards === true,
    min_questions_answered: Math.min(
      counts.question_count,
      Math.max(base.min_questions_answered, Number(own.min_questions_answered ?? 0)),
    ),
    min_accuracy: Math.max(base.min_accuracy, Number(own.min_accuracy ?? 0)),
  };
}

/** Where a student stands on a material, as far as completion asks. */
export interface CompletionStanding {
  cards_seen: number;
  total_cards: number;
  unique_questions_answered: number;
  accuracy_pct: number;
}

/** What still stands between a student and completing a material, by requirement; empty when none. */
export function missingForCompletion(
  standing: CompletionStanding,
  criteria: CompletionCriteria,
): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  if (criteria.require_all_cards && standing.cards_seen < standing.total_cards) {
    missing.cards = [`Step through every card (${standing.cards_seen} of ${standing.total_cards} seen)`];
  }
  if (standing.unique_questions_answered < criteria.min_questions_answered) {
    missing.questions = [
      `Answer every practice question (${standing.unique_questions_answered} of ${criteria.min_questions_answered} answered)`,
    ];
  }
  if (standing.accuracy_pct < criteria.min_accuracy) {
    missing.accuracy = [`Reach ${criteria.min_accuracy}% accuracy (now ${standing.accuracy_pct}%)`];
  }
  return missing;
}

export type ModuleMasteryStatus = "mastered" | "proficient" | "learning" | "not_started";

/**
 * A module's mastery from its materials: mastered when every material is mastered, not started
 * before any answer, proficient when every material is completed, learning otherwise.
 */
export function moduleMasteryStatus(m: {
  materials: number;
  mastered: number;
  completed: number;
  answered: number;
}): ModuleMasteryStatus {
  if (m.mastered === m.materials) return "mastered";
  if (m.answered === 0) return "not_started";
  if (m.completed === m.materials) return "proficient";
  return "learning";
}
