import type { MaterialProgress } from "@app/contract/learning-answers";

/** A whole material progress answer as the server sends it (spec 3), with the fields a test cares about. */
export function buildMaterialProgress(overrides: Partial<MaterialProgress> = {}): MaterialProgress {
  return {
    material_id: 1,
    unique_question_accuracy: 0,
    accuracy_pct: 0,
    total_questions_answered: 0,
    total_questions_correct: 0,
    unique_questions_answered: 0,
    unique_questions_correct: 0,
    total_questions: 5,
    mastery_status: "not_started",
    mastery_level: null,
    hints_used: 0,
    is_completed: false,
    completed_at: null,
    first_attempt_at: null,
    last_attempt_at: null,
    cards_seen: [],
    total_cards: 4,
    time_spent_seconds: 0,
    display_status: "not_started",
    badge: "Not Started",
    classification: { status: "not_started", mastery: null },
    ...overrides,
  };
}
