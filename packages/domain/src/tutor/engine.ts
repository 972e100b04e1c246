/*
 * The built-in tutor (issue 24, decision 050): deterministic, offline, fast. It answers only from
 * the material's own content, cites the part it used, says "I don't know that from this lesson"
 * rather than invent, and on a question not yet tried climbs the Socratic hint ladder: a guiding
 * question, a nudge, a worked step, and the solution only after the student has tried.
 */
import { displayCorrectAnswer } from "../evaluator/result.ts";
import type { PracticeQuestion } from "../evaluator/types.ts";
import { givesAnswerAway } from "./answer-check.ts";
import { classifyMessage, type GuardrailKind, safeReply } from "./guardrails.ts";
import { type LessonChunk, LessonIndex, splitSentences, type TutorMaterial } from "./lesson-index.ts";
import { foldText } from "./parse-answer.ts";
import { closeLine, type Moment, openLine, paceSteps, type TutorPersona } from "./voice.ts";

export const I_DONT_KNOW = "I don't know that from this lesson";

/** The rungs of the hint ladder, in order (the escalation `thinking_escalation_v1` names). */
export const HINT_RUNGS = ["guide", "nudge", "worked", "solution"] as const;
export type HintRung = (typeof HINT_RUNGS)[number];

export interface Citation {
  part: string;
  label: string;
}

export interface TurnInput {
  material: TutorMaterial;
  persona: TutorPersona;
  message: string;
  /** `hint`: the next rung; `ask`: the student's own words. */
  mode: "ask" | "hint";
  /** The question being worked on, if any. */
  questionId?: string | undefined;
  /** Per question of the material: rungs already given today (0 to 4) and whether the student has tried it. */
  state: Readonly<Record<string, QuestionState>>;
}

export interface QuestionState {
  rungsUsed: number;
  hasTried: boolean;
}

const FRESH: QuestionState = { rungsUsed: 0, hasTried: false };

export type TurnKind = "answer" | "hint" | "unknown" | "safety";

export interface TurnReply {
  kind: TurnKind;
  /** The rung given (1 to 4) when `kind` is `hint`. */
  rung: number | null;
  questionId: string | null;
  text: string;
  steps: string[];
  citations: Citation[];
  flags: GuardrailKind[];
}

/** Words that ask for the answer or for help with a question, in English, French and Spanish. */
const WANTS_ANSWER =
  /\b(answer|solution|solve|hint|help|stuck|don'?t (get|understand)|what is the (answer|result)|just tell me|reponse|solution|aide|bloque|comprends pas|respuesta|solucion|ayuda|no entiendo|atascad[oa])\b/;

const cite = (chunks: readonly LessonChunk[]): Citation[] => {
  const seen = new Set<string>();
  const out: Citation[] = [];
  for (const c of chunks) {
    if (seen.has(c.part)) continue;
    seen.add(c.part);
    out.push({ part: c.part, label: c.label });
  }
  return out;
};

function compose(
  persona: TutorPersona,
  moment: Moment,
  body: readonly string[],
  extra: Omit<TurnReply, "text" | "steps">,
): TurnReply {
  const steps = paceSteps(body, persona.pace);
  const close = closeLine(persona.tone);
  const source =
    extra.citations.length > 0 ? `(From ${extra.citations.map((c) => c.label).join("; ")}.)` : "";
  const text = [openLine(persona.tone, moment, persona.name), ...steps, source, close]
    .filter((s) => s !== "")
    .join("\n");
  return { ...extra, text, steps };
}

/** The question a message is about: the one in focus, else the best match, else the first not tried. */
export function pickQuestion(
  material: TutorMaterial,
  message: string,
  questionId?: string,
): PracticeQuestion | undefined {
  if (questionId) return material.questions.find((q) => q.id === questionId);
  const number = /\b(?:question|q|pregunta)\s*#?\s*(\d{1,2})\b/i.exec(message);
  if (number) return material.questions[Number(number[1]) - 1];
  const words = new Set(
    foldText(message)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );
  let best: PracticeQuestion | undefined;
  let bestScore = 0;
  for (const q of material.questions) {
    const score = foldText(q.question)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => words.has(w)).length;
    if (score > bestScore) [best, bestScore] = [q, score];
  }
  return best ?? material.questions[0];
}

/** The sentences of a text that do not give the question's answer away. */
const safeSentences = (text: string, question: PracticeQuestion | undefined, hasTried: boolean) =>
  splitSentences(text).filter((s) => hasTried || !question || !givesAnswerAway(s, question));

function ladderTurn(
  input: TurnInput,
  index: LessonIndex,
  question: PracticeQuestion,
  number: number,
): TurnReply {
  const { persona } = input;
  const { rungsUsed, hasTried } = input.state[question.id] ?? FRESH;
  const wanted = Math.min(rungsUsed + 1, HINT_RUNGS.length);
  // The solution is only for a student who has tried; before that the ladder stops at the worked step.
  const rung = wanted === 4 && !hasTried ? 3 : wanted;
  const related = index.rank(question.question, (c) => c.part !== `hint:${question.id}`);
  const base = { kind: "hint" as const, rung, questionId: question.id, flags: [] };
  const prompt = `“${question.question.trim()}”`;
  if (rung === 1) {
    const where = related[0]?.chunk;
    const lines = where
      ? [
          `Look at ${where.label}. ${safeSentences(where.text, question, hasTried)[0] ?? ""}`.trim(),
          `What is question ${number}, ${prompt}, asking you to find, and how could that part help?`,
        ]
      : [
          `What is question ${number}, ${prompt}, asking you to find? What do you already know that could help?`,
        ];
    return compose(persona, "guide", lines, { ...base, citations: cite(where ? [where] : []) });
  }
  if (rung === 2) {
    const hintChunk = index.chunks.find((c) => c.part === `hint:${question.id}`);
    const nudge = hintChunk ? safeSentences(hintChunk.text, question, hasTried) : [];
    const fallback = related[0] ? safeSentences(related[0].chunk.text, question, hasTried).slice(0, 1) : [];
    const lines = nudge.length > 0 ? nudge : fallback;
    const used = nudge.length > 0 ? [hintChunk!] : related.slice(0, 1).map((r) => r.chunk);
    return compose(persona, "nudge", [...lines, "What would you try next?"], {
      ...base,
      citations: cite(used),
    });
  }
  if (rung === 3) {
    const example =
      index.rank(question.question, (c) => c.part.startsWith("example:"), 1)[0]?.chunk ??
      index.chunks.find((c) => c.part.startsWith("example:"));
    const steps = example ? safeSentences(example.text, question, hasTried).slice(0, 3) : [];
    const lines =
      steps.length > 0
        ? [...steps, "Now do the same first step for your question. What do you get?"]
        : ["Write down what you know and what you need to find, then take one small step."];
    const notYet =
      wanted === 4
        ? ["Have a go first: type your answer and check it. After one try I can show you the whole solution."]
        : [];
    return compose(persona, wanted === 4 ? "not-yet" : "worked", [...notYet, ...lines], {
      ...base,
      citations: cite(example ? [example] : []),
    });
  }
  const lines = [
    `The answer is ${displayCorrectAnswer(question)}.`,
    ...splitSentences(question.explanation ?? ""),
  ];
  return compose(persona, "solution", lines, {
    ...base,
    citations: [{ part: `explanation:${question.id}`, label: `the explanation of question ${number}` }],
  });
}

/** One turn of the built-in tutor. */
export function builtInTurn(
  input: TurnInput,
  index: LessonIndex = new LessonIndex(input.material),
): TurnReply {
  const { persona, material, message } = input;
  const flags = classifyMessage(message);
  if (flags.length > 0)
    return {
      kind: "safety",
      rung: null,
      questionId: input.questionId ?? null,
      text: safeReply(flags, persona.name),
      steps: [],
      citations: [],
      flags,
    };
  const question = pickQuestion(material, message, input.questionId);
  const number = question ? material.questions.indexOf(question) + 1 : 0;
  const wantsHelp = input.mode === "hint" || WANTS_ANSWER.test(foldText(message));
  const ranked = index.rank(message);
  const aboutQuestion =
    input.questionId !== undefined || input.mode === "hint" || /question|pregunta|\d/i.test(message);
  if (question && wantsHelp && (aboutQuestion || ranked.length === 0))
    return ladderTurn(input, index, question, number);
  const focus = input.questionId ? question : undefined;
  const tried = focus ? (input.state[focus.id] ?? FRESH).hasTried : false;
  const sentences = ranked.flatMap((r) => safeSentences(r.chunk.text, focus, tried).slice(0, 2));
  if (sentences.length === 0)
    return compose(
      persona,
      "unknown",
      [`${I_DONT_KNOW}.`, `Try asking about something in “${material.title}”.`],
      {
        kind: "unknown",
        rung: null,
        questionId: focus?.id ?? null,
        citations: [],
        flags: [],
      },
    );
  return compose(persona, "answer", sentences, {
    kind: "answer",
    rung: null,
    questionId: focus?.id ?? null,
    citations: cite(ranked.map((r) => r.chunk).filter((c) => sentences.some((s) => c.text.includes(s)))),
    flags: [],
  });
}
