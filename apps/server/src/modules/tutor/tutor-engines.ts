import type { TutorEngineName } from "@app/contract/tutor";
import { builtInTurn, HINT_RUNGS, type TurnInput, type TurnReply } from "@app/domain/tutor/engine";
import type { LessonIndex } from "@app/domain/tutor/lesson-index";
import { modelPrompt, refuseModelReply } from "@app/domain/tutor/model-prompt";
import { askModel, type ModelEndpoint, ModelError } from "./model-client.ts";

/*
 * The engines behind one interface (issue 24, decision 051). The built-in engine always answers;
 * where the outside model is allowed it is asked instead, with the persona, the retrieved passages
 * and the hint-ladder rules, and its reply is checked before it is shown. Any failure, and any reply
 * that gives the answer away before a try, falls back to the built-in reply within the same turn.
 */

export interface EngineResult {
  reply: TurnReply;
  engine: TutorEngineName;
  /** Why the model's reply was not used, when it was asked. */
  fallback: string | null;
}

export interface TutorEngine {
  readonly name: TutorEngineName;
  turn(input: TurnInput, index: LessonIndex): Promise<EngineResult>;
}

export const builtInEngine: TutorEngine = {
  name: "built-in",
  turn: async (input, index) => ({ reply: builtInTurn(input, index), engine: "built-in", fallback: null }),
};

export function modelEngine(endpoint: ModelEndpoint): TutorEngine {
  return {
    name: "model",
    async turn(input, index) {
      const own = builtInTurn(input, index);
      // Safety replies and the solution after a try stay the built-in tutor's own words.
      if (own.kind === "safety" || own.rung === HINT_RUNGS.length)
        return { reply: own, engine: "built-in", fallback: null };
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
      try {
        const text = (await askModel(endpoint, messages)).trim();
        const refused = refuseModelReply(text, question, hasTried);
        if (refused) return { reply: own, engine: "built-in", fallback: refused };
        return { reply: { ...own, text }, engine: "model", fallback: null };
      } catch (error) {
        const reason = error instanceof ModelError ? error.message : "The model failed";
        return { reply: own, engine: "built-in", fallback: reason };
      }
    },
  };
}
