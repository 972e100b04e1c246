/**
 * The curriculum as the simulator sees it: skills (one per lesson, practised by the lesson's own
 * questions), their prerequisites, the units they belong to, and a learning path's order. Built
 * from the same course and path files the server seeds from (apps/server/content/curriculum).
 */

export interface SimQuestion {
  /** Unique within the curriculum: `${lessonSlug}:${questionId}`. */
  key: string;
  /** The chance of answering right without knowing (1 / options for a choice, ½ for true/false). */
  guess: number;
}

export interface SimSkill {
  slug: string;
  unit: string;
  prerequisites: readonly string[];
  questions: readonly SimQuestion[];
  /** Cards in the lesson's deck (read once before its questions). */
  cards: number;
}

export interface SimPath {
  slug: string;
  /** The path's lessons in order. */
  skills: readonly SimSkill[];
  /** The path's units: each a group of its lessons that share a course unit, in order. */
  units: readonly { slug: string; skills: readonly string[] }[];
}

/** The shapes of the curriculum files the simulator reads (a subset of the contract's). */
export interface CourseFile {
  units: {
    slug: string;
    lessons: {
      slug: string;
      prerequisites: string[];
      deck: unknown[];
      questions: { id: string; type: string; options?: unknown[] }[];
    }[];
  }[];
}
export interface PathFile {
  slug: string;
  steps: { kind: "unit" | "lesson"; slug: string }[];
}

/** Typed answers are rarely right by chance. */
export const TYPED_GUESS = 0.05;

export function guessOf(question: { type: string; options?: unknown[] }): number {
  if (question.type === "true_false") return 0.5;
  if (question.type === "multiple_choice" || question.type === "multiple_select")
    return 1 / Math.max(2, question.options?.length ?? 4);
  return TYPED_GUESS;
}

/** A path's skills and units from the course files. */
export function buildPath(courses: readonly CourseFile[], path: PathFile): SimPath {
  const lessons = new Map<string, { unit: string; lesson: CourseFile["units"][number]["lessons"][number] }>();
  const units = new Map<string, string[]>();
  for (const course of courses)
    for (const unit of course.units) {
      units.set(
        unit.slug,
        unit.lessons.map((l) => l.slug),
      );
      for (const lesson of unit.lessons) lessons.set(lesson.slug, { unit: unit.slug, lesson });
    }
  const order: string[] = [];
  for (const step of path.steps) {
    const slugs = step.kind === "unit" ? (units.get(step.slug) ?? []) : [step.slug];
    for (const slug of slugs) if (lessons.has(slug) && !order.includes(slug)) order.push(slug);
  }
  const skills: SimSkill[] = order.map((slug) => {
    const { unit, lesson } = lessons.get(slug)!;
    return {
      slug,
      unit,
      prerequisites: lesson.prerequisites.filter((p) => order.includes(p)),
      questions: lesson.questions.map((q) => ({ key: `${slug}:${q.id}`, guess: guessOf(q) })),
      cards: lesson.deck.length,
    };
  });
  const grouped: { slug: string; skills: string[] }[] = [];
  for (const skill of skills) {
    const last = grouped.at(-1);
    if (last && last.slug === skill.unit) last.skills.push(skill.slug);
    else grouped.push({ slug: skill.unit, skills: [skill.slug] });
  }
  return { slug: path.slug, skills, units: grouped };
}
