/*
 * A model's streamed reply, sentence by sentence (issue 24, decision 068). A sentence shown to a
 * student cannot be taken back, so each complete sentence is checked, together with what was shown
 * before it, with the same check as a whole reply before it is forwarded; the first one that fails
 * stops the model, and the built-in tutor says the rest of the turn.
 */
import type { PracticeQuestion } from "../evaluator/types.ts";
import { refuseModelReply } from "./model-prompt.ts";

/** The complete sentences at the start of streamed text (ended by . ! ? … and a space, or a line break), and the unfinished rest. */
export function takeSentences(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  const end = /[.!?…]["')\]]*[ \t]+|\n+/g;
  let from = 0;
  for (let m = end.exec(buffer); m; m = end.exec(buffer)) {
    const sentence = buffer.slice(from, m.index + m[0].length).trim();
    if (sentence !== "") sentences.push(sentence);
    from = m.index + m[0].length;
  }
  return { sentences, rest: buffer.slice(from) };
}

export interface SentenceGate {
  /** Adds streamed text; answers the sentences that may be shown now (none once one has failed). */
  push(delta: string): string[];
  /** The stream ended: answers the last sentence if it may be shown. */
  end(): string[];
  /** Why the reply stopped being shown, or null while every sentence passed. */
  readonly refused: string | null;
  /** The sentences shown so far. */
  readonly shown: readonly string[];
}

/** Checks a streamed reply sentence by sentence for a question the student may not have tried. */
export function sentenceGate(question: PracticeQuestion | undefined, hasTried: boolean): SentenceGate {
  const shown: string[] = [];
  let buffer = "";
  let refused: string | null = null;
  const pass = (candidates: readonly string[]): string[] => {
    const passed: string[] = [];
    for (const sentence of candidates) {
      if (refused) break;
      refused = refuseModelReply([...shown, sentence].join(" "), question, hasTried);
      if (refused) break;
      shown.push(sentence);
      passed.push(sentence);
    }
    return passed;
  };
  return {
    push(delta) {
      if (refused) return [];
      buffer += delta;
      const { sentences, rest } = takeSentences(buffer);
      buffer = rest;
      return pass(sentences);
    },
    end() {
      const last = buffer.trim();
      buffer = "";
      const passed = last === "" ? [] : pass([last]);
      if (!refused && shown.length === 0) refused = "The model gave an empty reply";
      return passed;
    },
    get refused() {
      return refused;
    },
    get shown() {
      return shown;
    },
  };
}
