import type { PracticeQuestion } from "@app/domain/evaluator/types";

/** Grade bands of courses and learning paths. */
export type GradeBand = "K-5" | "6-8" | "9-12" | "adult";
export type Difficulty = "beginner" | "intermediate" | "advanced";

/** A card of a lesson's deck: one idea at a time (Markdown with math). */
export interface SeedCard {
  title: string;
  body: string;
}

/** A worked example: the problem and its step-by-step solution (Markdown with math). */
export interface SeedExample {
  title: string;
  problem: string;
  solution: string;
}

/** A lesson: becomes one material template (spec 3) and one library content item. */
export interface SeedLesson {
  /** Unique across the whole seed, kebab-case, e.g. "algebra-linear-equations-one-step". */
  slug: string;
  title: string;
  /** One sentence for the library card. */
  summary: string;
  difficulty: Difficulty;
  estimatedMinutes: number;
  tags: string[];
  /** Slugs of lessons to know first. */
  prerequisites: string[];
  /** The lesson text, written for students: Markdown with math ($...$, $$...$$). */
  body: string;
  examples: SeedExample[];
  /** The deck to step through (at least 3 cards). */
  deck: SeedCard[];
  /** At least 5 practice questions. */
  questions: PracticeQuestion[];
}

/** A unit (a module): an ordered list of lessons. */
export interface SeedUnit {
  slug: string;
  title: string;
  description: string;
  lessons: SeedLesson[];
}

/** A course: a subject's sequence of units for a grade band. */
export interface SeedCourse {
  slug: string;
  title: string;
  subject: "Mathematics" | "French" | "Spanish" | "Python";
  gradeBand: GradeBand;
  description: string;
  units: SeedUnit[];
}

/** A learning path: units and lessons strung together for a subject and grade band. */
export interface SeedLearningPath {
  slug: string;
  title: string;
  subject: SeedCourse["subject"];
  gradeBand: GradeBand;
  description: string;
  /** Ordered steps, each a unit slug or a lesson slug. */
  steps: { kind: "unit" | "lesson"; slug: string }[];
}
