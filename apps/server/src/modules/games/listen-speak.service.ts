import crypto from "node:crypto";
import type { LearnerQuestion } from "@app/contract/learning";
import type { ListenSpeakLessons } from "@app/contract/speech";
import {
  lessonPhrases,
  listenSpeakCardId,
  MAX_LISTEN_SPEAK_PHRASES,
  MIN_LISTEN_SPEAK_PHRASES,
  type SpeechSpeed,
} from "@app/domain/listen-speak";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../lib/app-error.ts";
import { shuffled } from "../../lib/shuffle.ts";
import { presentLearnerQuestion } from "../catalogue/catalogue.service.ts";
import { synthesize } from "../speech/speech.service.ts";
import type { Student } from "../student-access/student.ts";
import type { GeneratedQuestion } from "./game-sets.service.ts";
import * as repo from "./games.repository.ts";
import { gameNotFound } from "./games.service.ts";

/** What the student is asked: the phrase itself is heard, never shown, until they have answered. */
export const LISTEN_PROMPT = "Listen, then say or type the Spanish phrase you heard.";
export const PHRASE_NOT_FOUND = "That phrase is not part of this game";

interface SpanishLesson {
  id: number;
  title: string;
  course_title: string | null;
  phrases: string[];
}

/** The Spanish lessons that have enough sayable phrases, read once until the catalogue changes. */
function spanishLessons(deps: Deps): Promise<SpanishLesson[]> {
  return deps.caches.catalogue.get("games:listen-speak", async () =>
    (await repo.listSpanishLessons(deps.db))
      .map((row) => ({
        id: row.id,
        title: row.title,
        course_title: row.course_title,
        phrases: lessonPhrases({
          deck: Array.isArray(row.deck_structure) ? (row.deck_structure as { body: string }[]) : [],
          examples: Array.isArray(row.examples) ? (row.examples as { solution: string }[]) : [],
        }),
      }))
      .filter((lesson) => lesson.phrases.length >= MIN_LISTEN_SPEAK_PHRASES),
  );
}

/** GET /api/student/listen-speak: the lessons a round can be played from. */
export async function listListenSpeakLessons(deps: Deps): Promise<ListenSpeakLessons> {
  return {
    lessons: (await spanishLessons(deps)).map((l) => ({
      card_id: listenSpeakCardId(l.id),
      material_id: l.id,
      title: l.title,
      course_title: l.course_title,
      phrases: l.phrases.length,
    })),
  };
}

/** One phrase to repeat: judged as a short answer, so accents and one typo cost little (evaluator). */
export function phraseQuestion(materialId: number, index: number, phrase: string): GeneratedQuestion {
  return {
    material_id: materialId,
    question: {
      id: `g-say-${index + 1}`,
      type: "short_answer",
      question: LISTEN_PROMPT,
      correctAnswer: phrase,
      hint: "Press “Slower” and listen for each word.",
    },
  };
}

/** A listen-and-speak round over a lesson's phrases: an answer set of questions the server made. */
export async function openListenSpeakSet(deps: Deps, student: Student, materialId: number, cardId: string) {
  const lesson = (await spanishLessons(deps)).find((l) => l.id === materialId);
  if (!lesson) throw gameNotFound();
  const generated = shuffled(lesson.phrases)
    .slice(0, MAX_LISTEN_SPEAK_PHRASES)
    .map((phrase, i) => phraseQuestion(lesson.id, i, phrase));
  const id = crypto.randomUUID();
  await repo.insertGameSet(deps.db, {
    id,
    student_id: student.id,
    items: generated.map((g) => ({ material_id: g.material_id, question_id: g.question.id })),
    game_card: cardId,
    generated,
  });
  return {
    set_id: id,
    kind: "game" as const,
    title: `${lesson.title}: Listen and speak`,
    card_id: cardId,
    engine: "listen-speak",
    review_count: 0,
    items: generated.map((g) => ({
      material_id: g.material_id,
      material_title: lesson.title,
      question: presentLearnerQuestion(g.question) satisfies LearnerQuestion,
      is_review: false,
    })),
  };
}

/** The spoken phrase of one question of the student's own listen-and-speak set. */
export async function phraseAudio(
  deps: Deps,
  student: Student,
  setId: string,
  questionId: string,
  speed: SpeechSpeed,
): Promise<Buffer> {
  const stored = await repo.findGeneratedQuestions(deps.db, student.id, setId);
  const list = Array.isArray(stored) ? (stored as GeneratedQuestion[]) : [];
  const phrase = list.find((g) => g.question.id === questionId)?.question.correctAnswer;
  if (typeof phrase !== "string") throw notFound(PHRASE_NOT_FOUND);
  return synthesize(phrase, "es", speed);
}
