import type { AuthoredLesson, AuthoredQuestion } from "@app/contract/authoring";
import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import type { PracticeQuestion } from "@app/domain/evaluator/types";

let nextUid = 0;
/** A key for an item of an editable list, stable while the author edits it. */
export const createUid = () => `item-${nextUid++}`;

/** A question as the editor holds it: every field a string or a list, ready for inputs. */
export interface QuestionDraft {
  uid: string;
  id: string;
  type: AuthoredQuestion["type"];
  question: string;
  options: { id: string; text: string }[];
  correctAnswer: string;
  acceptableAnswers: string;
  hint: string;
  explanation: string;
  /** Geometry questions: the board and target, built in /admin/geometry-authoring and kept as they are. */
  geometry?: PracticeQuestion["geometry"];
}

export interface VideoDraft {
  kind: "upload" | "link";
  url: string;
  captions_vtt: string;
  transcript: string;
}

export interface ExampleDraft {
  uid: string;
  title: string;
  problem: string;
  solution: string;
}

export interface CardDraft {
  uid: string;
  title: string;
  body: string;
}

/** A lesson as the editor holds it. */
export interface LessonDraft {
  title: string;
  slug: string;
  summary: string;
  difficulty: "beginner" | "intermediate" | "advanced";
  estimated_time: string;
  tags: string;
  body: string;
  examples: ExampleDraft[];
  deck: CardDraft[];
  practice: QuestionDraft[];
  video: VideoDraft | null;
}

export const emptyQuestion = (index: number): QuestionDraft => ({
  uid: createUid(),
  id: `q${index + 1}`,
  type: "short_answer",
  question: "",
  options: [],
  correctAnswer: "",
  acceptableAnswers: "",
  hint: "",
  explanation: "",
});

/** The editor's copy of a saved lesson, or an empty one. */
export function toDraft(lesson: AuthoredLesson | null): LessonDraft {
  return {
    title: lesson?.title ?? "",
    slug: lesson?.slug ?? "",
    summary: lesson?.summary ?? "",
    difficulty: (lesson?.difficulty as LessonDraft["difficulty"]) ?? "beginner",
    estimated_time: String(lesson?.estimated_time ?? 15),
    tags: lesson?.tags.join(", ") ?? "",
    body: lesson?.body ?? "",
    examples: (lesson?.examples ?? []).map((e) => ({ ...e, uid: createUid() })),
    deck: (lesson?.deck ?? []).map((c) => ({ ...c, uid: createUid() })),
    practice: (lesson?.practice ?? []).map((q) => {
      const stored = q as unknown as PracticeQuestion;
      return {
        uid: createUid(),
        id: stored.id,
        type: stored.type as QuestionDraft["type"],
        question: stored.question,
        options: stored.options ?? [],
        correctAnswer: stored.correctAnswer,
        acceptableAnswers: (stored.acceptableAnswers ?? []).join("\n"),
        hint: stored.hint ?? "",
        explanation: stored.explanation ?? "",
        ...(stored.geometry ? { geometry: stored.geometry } : {}),
      };
    }),
    video: lesson?.video ? { ...lesson.video, captions_vtt: lesson.video.captions_vtt ?? "" } : null,
  };
}

/** A question as the server stores it. */
export function toQuestion(draft: QuestionDraft): PracticeQuestion {
  const acceptable = draft.acceptableAnswers
    .split("\n")
    .map((a) => a.trim())
    .filter(Boolean);
  return {
    id: draft.id.trim(),
    type: draft.type,
    question: draft.question,
    ...(draft.type === "multiple_choice" ? { options: draft.options } : {}),
    correctAnswer: draft.correctAnswer.trim(),
    ...(acceptable.length > 0 ? { acceptableAnswers: acceptable } : {}),
    hint: draft.hint,
    ...(draft.explanation.trim() ? { explanation: draft.explanation } : {}),
    ...(draft.type === "geometry" && draft.geometry ? { geometry: draft.geometry } : {}),
  };
}

/** The lesson's fields as the API takes them. */
export function toLessonFields(draft: LessonDraft) {
  return {
    title: draft.title,
    summary: draft.summary,
    difficulty: draft.difficulty,
    estimated_time: Number(draft.estimated_time) || 15,
    tags: draft.tags
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    body: draft.body,
    examples: draft.examples.map(({ uid: _uid, ...example }) => example),
    deck: draft.deck.map(({ uid: _uid, ...card }) => card),
    practice: draft.practice.map(toQuestion) as AuthoredQuestion[],
    video: draft.video
      ? { ...draft.video, captions_vtt: draft.video.captions_vtt.trim() ? draft.video.captions_vtt : null }
      : null,
  };
}

/**
 * The answer check as the server will run it before publishing, run here as the author types:
 * each question's stored answer (and each accepted one) judged by the same evaluator.
 */
export function findAnswerProblems(questions: QuestionDraft[]): Map<string, string> {
  const problems = new Map<string, string>();
  for (const draft of questions) {
    const question = toQuestion(draft);
    if (!question.correctAnswer) continue;
    for (const answer of [question.correctAnswer, ...(question.acceptableAnswers ?? [])]) {
      const result = evaluateAnswer(question, answer);
      const cannotRead =
        (question.type === "numeric" || question.type === "algebraic") &&
        result.evaluation_sub_method === "text";
      if (!result.is_correct || cannotRead) {
        problems.set(
          draft.id,
          cannotRead
            ? `The evaluator cannot read "${answer}" as maths.`
            : `The evaluator marks "${answer}" wrong: ${result.feedback}`,
        );
        break;
      }
    }
  }
  return problems;
}
