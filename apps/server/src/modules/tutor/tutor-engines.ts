import type { TutorEngineName } from "@app/contract/tutor";
import { builtInTurn, HINT_RUNGS, type TurnInput, type TurnReply } from "@app/domain/tutor/engine";
import type { LessonIndex } from "@app/domain/tutor/lesson-index";
import { modelPrompt } from "@app/domain/tutor/model-prompt";
import { sentenceGate } from "@app/domain/tutor/sentence-stream";
import { askModel, type ModelEndpoint, ModelError } from "./model-client.ts";

/*
 * The engines behind one interface (issue 24, decisions 051 and 068). The built-in engine always
 * answers; where the outside model is allowed it is asked instead, with the persona, the retrieved
 * passages and the hint-ladder rules. Its reply streams sentence by sentence, each checked (with
 * what was shown before it) before it is handed to `emit`; on the first sentence that fails, or any
 * failure of the model mid-turn, the built-in tutor says the rest of the turn.
 */

export interface EngineResult {
  reply: TurnReply;
  /** The engine that wrote the reply, or its first part when the built-in tutor finished it. */
  engine: TutorEngineName;
  /** Why the model's reply was not used (or not all of it), when it was asked. */
  fallback: string | null;
}

/** Receives the reply's parts as they may be shown. */
export type Emit = (part: string) => void;

export interface TutorEngine {
  readonly name: TutorEngineName;
  turn(input: TurnInput, index: LessonIndex, emit?: Emit): Promise<EngineResult>;
}

/** The built-in reply's lines, handed on one by one. */
function emitLines(text: string, emit: Emit) {
  for (const line of text.split("\n")) if (line.trim() !== "") emit(line);
}

export const builtInEngine: TutorEngine = {
  name: "built-in",
  turn: async (input, index, emit = () => {}) => {
    const reply = builtInTurn(input, index);
    emitLines(reply.text, emit);
    return { reply, engine: "built-in", fallback: null };
  },
};

export function modelEngine(endpoint: ModelEndpoint): TutorEngine {
  return {
    name: "model",
    async turn(input, index, emit = () => {}) {
      const own = builtInTurn(input, index);
      // Safety replies and the solution after a try stay the built-in tutor's own words.
      if (own.kind === "safety" || own.rung === HINT_RUNGS.length)
        return builtInEngine.turn(input, index, emit);
      const question = own.questionId
        ? input.material.questions.find((q) => q.id === own.questionId)
        : undefined;
      const hasTried = question ? (input.state[question.id]?.hasTried ?? false) : false;
      const messages = modelPrompt({
        persona: input.persona,
        materialTitle: input.material.title,
        passages: index.rank(input.message, undefined, 4).map((r) => r.chunk),
        question: own.kind === "hint" ? question : undefined,
        hasTried,
        rung: own.rung ?? 1,
        message: input.message,
      });
      const gate = sentenceGate(question, hasTried);
      let failure: string | null = null;
      try {
        await askModel(endpoint, messages, (delta) => {
          for (const sentence of gate.push(delta)) emit(sentence);
          // A withheld sentence stops the model: nothing after it is read.
          if (gate.refused) throw new ModelError(gate.refused);
        });
        for (const sentence of gate.end()) emit(sentence);
      } catch (error) {
        failure = error instanceof ModelError ? error.message : "The model failed";
      }
      const fallback = gate.refused ?? failure;
      const shown = gate.shown.join(" ");
      if (!fallback) return { reply: { ...own, text: shown }, engine: "model", fallback: null };
      // The sentences already shown stay; the built-in tutor says the rest of the turn.
      emitLines(own.text, emit);
      if (shown === "") return { reply: own, engine: "built-in", fallback };
      return { reply: { ...own, text: `${shown}\n${own.text}` }, engine: "model", fallback };
    },
  };
}
