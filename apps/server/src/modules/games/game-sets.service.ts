import crypto from "node:crypto";
import type { LearnerQuestion } from "@app/contract/learning";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import { GAME_ENGINE_NAMES, MAX_GAME_ITEMS, MIN_GAME_ITEMS, parseGameCardId } from "@app/domain/games";
import { parseListenSpeakCardId } from "@app/domain/listen-speak";
import type { Deps } from "../../deps.ts";
import { shuffled } from "../../lib/shuffle.ts";
import { presentLearnerQuestion } from "../catalogue/catalogue.service.ts";
import type { Student } from "../student-access/student.ts";
import * as repo from "./games.repository.ts";
import { gameNotFound, type PlayableMaterial, playableMaterials, questionsFor } from "./games.service.ts";
import { openListenSpeakSet } from "./listen-speak.service.ts";

/** A question the server made for one game, kept with its set (its answer never leaves the server). */
export interface GeneratedQuestion {
  material_id: number;
  question: PracticeQuestion;
}

/** The prefix of the ids of questions the server made (a material's own ids never start so). */
export const GENERATED_PREFIX = "g-";

/** A random order (the server's, so a game is never the same twice). */
/**
 * An order-the-steps puzzle from a worked example: its numbered steps under random ids, in a
 * random order; the answer is the ids in the right order, judged exactly (no typo forgiven).
 */
export function orderPuzzle(
  material: PlayableMaterial,
  example: PlayableMaterial["orderable"][number],
): GeneratedQuestion {
  const tagged = example.steps.map((text) => ({ id: crypto.randomBytes(3).toString("hex"), text }));
  let options = shuffled(tagged);
  // Never hand over the steps already in order.
  if (options.length > 1 && options.every((o, i) => o.id === tagged[i]?.id)) {
    options = [...options.slice(1), ...options.slice(0, 1)];
  }
  return {
    material_id: material.id,
    question: {
      id: `${GENERATED_PREFIX}steps-${example.index + 1}`,
      type: "short_answer",
      question: `Put the steps of “${example.title}” in order.${example.problem ? `\n\n${example.problem}` : ""}`,
      options,
      correctAnswer: tagged.map((t) => t.id).join(","),
      strictSpelling: true,
      hint: "What has to happen first?",
    },
  };
}

/**
 * POST /api/answer-sets with kind "game": the server opens a game over a card's questions (or the
 * puzzles it makes), records it as an answer set, and remembers the engine as the last played.
 * Answers go through the same attempt route and the set's finish, so XP, fair play, mastery,
 * review and streak apply unchanged.
 */
export async function openGameSet(deps: Deps, student: Student, cardId: string) {
  const listenSpeakLesson = parseListenSpeakCardId(cardId);
  if (listenSpeakLesson) return openListenSpeakSet(deps, student, listenSpeakLesson, cardId);
  const card = parseGameCardId(cardId);
  if (!card) throw gameNotFound();
  const material = (await playableMaterials(deps)).find((m) => m.id === card.materialId);
  if (!material) throw gameNotFound();
  let generated: GeneratedQuestion[] | null = null;
  let questions: { material_id: number; question: PracticeQuestion }[];
  if (card.engine === "order-the-steps") {
    generated = material.orderable.slice(0, MAX_GAME_ITEMS).map((e) => orderPuzzle(material, e));
    questions = generated;
  } else {
    questions = shuffled(questionsFor(material, card.engine)).map((q) => ({
      material_id: material.id,
      question: q,
    }));
  }
  if (questions.length < MIN_GAME_ITEMS[card.engine]) throw gameNotFound();
  const id = crypto.randomUUID();
  await repo.insertGameSet(deps.db, {
    id,
    student_id: student.id,
    items: questions.map((q) => ({ material_id: q.material_id, question_id: q.question.id })),
    game_card: cardId,
    generated,
  });
  await repo.savePreferences(deps.db, student.id, { last_engine: card.engine });
  return {
    set_id: id,
    kind: "game" as const,
    title: `${material.title}: ${GAME_ENGINE_NAMES[card.engine]}`,
    card_id: cardId,
    engine: card.engine,
    review_count: 0,
    items: questions.map((q) => ({
      material_id: q.material_id,
      material_title: material.title,
      question: presentLearnerQuestion(q.question) satisfies LearnerQuestion,
      is_review: false,
    })),
  };
}

/** A question the server made for a student's set, or null when the id names none. */
export async function findGeneratedQuestion(
  deps: Deps,
  studentId: number,
  setId: string,
  materialId: number,
  questionId: string,
): Promise<PracticeQuestion | null> {
  if (!questionId.startsWith(GENERATED_PREFIX)) return null;
  const stored = await repo.findGeneratedQuestions(deps.db, studentId, setId);
  const list = Array.isArray(stored) ? (stored as GeneratedQuestion[]) : [];
  return list.find((g) => g.material_id === materialId && g.question.id === questionId)?.question ?? null;
}

/** Records a game set the server made elsewhere (a verb round) with its generated questions. */
export function saveGeneratedGameSet(deps: Deps, row: Parameters<typeof repo.insertGameSet>[1]) {
  return repo.insertGameSet(deps.db, row);
}
