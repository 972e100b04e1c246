import type { LearnerQuestion } from "@app/contract/learning";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import type { DisplayStatus, MasteryStatus } from "@app/domain/progress-status";

/** A card of a material's deck (Markdown with math). */
export interface DeckCard {
  title: string;
  body: string;
}

/** A worked example: a problem and its solution (Markdown with math). */
export interface WorkedExample {
  title: string;
  problem: string;
  solution: string;
}

/** A practice question as the public preview sends it: no answer, no hint. */
export interface PreviewQuestion {
  id: string;
  type: PracticeQuestion["type"];
  question: string;
  options: { id: string; text: string }[];
}

interface MaterialBase {
  id: number;
  slug: string;
  title: string;
  subject: string;
  summary: string | null;
  difficulty: string | null;
  module_id: number | null;
  module_title: string | null;
  course_id: number | null;
  course_title: string | null;
  step_number: number | null;
  total_steps: number;
  tags: string[];
  body: string;
  examples: WorkedExample[];
  prerequisites: { id: number; title: string }[];
  estimated_time: number | null;
  deck_structure: DeckCard[];
}

/**
 * GET /api/material-templates/{id} (spec 3 "Material template"): practice with hints and without
 * answers (issue 7.9): the server judges every answer.
 */
export interface MaterialTemplate extends MaterialBase {
  practice: { questions: LearnerQuestion[] };
}

/** GET /api/public/materials/{id}: the visitor's preview, questions without answers. */
export interface PublicMaterial extends MaterialBase {
  practice: { questions: PreviewQuestion[] };
}

/** Material progress (spec 3), derived by the server from the attempts. */
export interface MaterialProgress {
  material_id: number;
  unique_question_accuracy: number;
  accuracy_pct: number;
  total_questions_answered: number;
  total_questions_correct: number;
  unique_questions_answered: number;
  unique_questions_correct: number;
  total_questions: number;
  mastery_status: MasteryStatus;
  mastery_level: string | null;
  hints_used: number;
  is_completed: boolean;
  completed_at: string | null;
  first_attempt_at: string | null;
  last_attempt_at: string | null;
  cards_seen: number[];
  total_cards: number;
  time_spent_seconds: number;
  display_status: DisplayStatus;
  badge: string;
}

/** What an XP award reports (rewards module). */
export interface XpAward {
  awarded: number;
  duplicate: boolean;
  totalXP: number;
  level: number;
  levelUps: number[];
  streakMilestones: number[];
  currentStreak: number;
}

/** GET /api/material-completion-config/{id}. */
export interface CompletionConfig {
  material_id: number;
  total_cards: number;
  total_questions: number;
  strict_deck_completion: boolean;
  require_all_cards: boolean;
  min_questions_answered: number;
  min_accuracy: number;
}
