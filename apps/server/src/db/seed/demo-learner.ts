import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import type { Deps } from "../../deps.ts";
import { questionsOf, requireTemplate } from "../../modules/catalogue/catalogue.service.ts";
import { nextPathLesson } from "../../modules/dashboard/next-step.service.ts";
import { recordAttempt } from "../../modules/progress/attempts.service.ts";
import { completeMaterial } from "../../modules/progress/completion.service.ts";
import { updateProgress } from "../../modules/progress/progress.service.ts";
import { type Student, studentRowToStudent } from "../../modules/student-access/student.ts";

/*
 * The demo learners' history (issue 9: one truth for every number). Rather than writing XP, progress
 * or review rows, each demo student does the real thing through the real services on past days:
 * takes the next lesson the product offers, answers its questions (a few wrong first), steps through
 * its cards and completes it. Every page then tells the same story, because every number comes
 * from the same recorded activity.
 */

const DAY_MS = 86_400_000;

/** One day of a learner's script: how many days ago, and how many questions they get wrong first. */
interface StudyDay {
  daysAgo: number;
  mistakes: number;
  /** Stop after this many questions, leaving the lesson to continue (all when absent). */
  stopAfter?: number;
}

/** Sam: a four-day streak up to yesterday, and a lesson left half-way yesterday evening. */
const SAM: StudyDay[] = [
  { daysAgo: 4, mistakes: 1 },
  { daysAgo: 3, mistakes: 0 },
  { daysAgo: 2, mistakes: 2 },
  { daysAgo: 1, mistakes: 1 },
  { daysAgo: 1, mistakes: 1, stopAfter: 2 },
];
/** Mia (10): two days in a row. Leo (15): a lesson last week and one yesterday. */
const MIA: StudyDay[] = [
  { daysAgo: 2, mistakes: 1 },
  { daysAgo: 1, mistakes: 0 },
];
const LEO: StudyDay[] = [
  { daysAgo: 6, mistakes: 2 },
  { daysAgo: 1, mistakes: 1 },
];

/** An answer the server's evaluator accepts, from the question's own key. */
function rightAnswer(q: PracticeQuestion): string {
  const raw = q as PracticeQuestion & { correctAnswer?: string; options?: { id: string; text: string }[] };
  const candidates = [
    raw.correctAnswer ?? "",
    (raw.correctAnswer ?? "").toLowerCase(),
    ...(raw.options ?? []).map((o) => o.id),
    "true",
    "false",
  ];
  return candidates.find((c) => c !== "" && evaluateAnswer(q, c).is_correct) ?? candidates[0]!;
}

/** An answer the evaluator refuses. */
function wrongAnswer(q: PracticeQuestion): string {
  const raw = q as PracticeQuestion & { options?: { id: string }[] };
  const candidates = [...(raw.options ?? []).map((o) => o.id), "true", "false", "zzz 999"];
  return candidates.find((c) => !evaluateAnswer(q, c).is_correct) ?? "zzz 999";
}

async function studyOneDay(deps: Deps, student: Student, day: StudyDay, now: Date, index: number) {
  // The lesson the product offers next on the learner's path.
  const lesson = await nextPathLesson(deps, student);
  if (!lesson) return;
  const template = await requireTemplate(deps, lesson.materialId);
  const questions = questionsOf(template);
  // Late afternoon in the learner's week, a minute per answer.
  const start = new Date(now.getTime() - day.daysAgo * DAY_MS);
  start.setUTCHours(16, index * 7, 0, 0);
  let minute = 0;
  const at = () => new Date(start.getTime() + minute++ * 60_000);
  const answer = async (q: PracticeQuestion, text: string, key: string) =>
    recordAttempt(
      deps,
      student,
      template.id,
      {
        question_id: q.id,
        answer: text,
        hint_used: false,
        time_spent_seconds: 40,
        idempotency_key: key,
        mode: "practice",
      },
      at(),
    );
  const upTo = day.stopAfter ?? questions.length;
  for (const [i, q] of questions.slice(0, upTo).entries()) {
    if (i < day.mistakes) await answer(q, wrongAnswer(q), `demo-${student.id}-${template.id}-${q.id}-wrong`);
    await answer(q, rightAnswer(q), `demo-${student.id}-${template.id}-${q.id}-right`);
  }
  if (day.stopAfter !== undefined) return;
  const cards = Array.isArray(template.deck_structure) ? template.deck_structure.length : 0;
  await updateProgress(deps, student, template.id, { cards_seen: [...Array(cards).keys()] }, at());
  await completeMaterial(deps, student, template.id, at());
}

/** Runs every demo learner's script; a database that already has their attempts is left alone. */
export async function runDemoLearners(deps: Deps, now = new Date()): Promise<void> {
  const learners = await deps.db
    .selectFrom("student_profiles")
    .leftJoin("users", "users.id", "student_profiles.user_id")
    .selectAll("student_profiles")
    .where((eb) =>
      eb.or([eb("users.username", "=", "student"), eb("student_profiles.first_name", "in", ["Mia", "Leo"])]),
    )
    .execute();
  const already = await deps.db
    .selectFrom("question_attempts")
    .select("id")
    .where("student_id", "in", learners.length ? learners.map((l) => l.id) : [-1])
    .limit(1)
    .executeTakeFirst();
  if (already) return;
  const scripts: Record<string, StudyDay[]> = { Sam: SAM, Mia: MIA, Leo: LEO };
  for (const learner of learners) {
    const script = scripts[learner.first_name] ?? [];
    for (const [i, day] of script.entries())
      await studyOneDay(deps, studentRowToStudent(learner), day, now, i);
  }
}
