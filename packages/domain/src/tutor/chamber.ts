/*
 * The thinking chamber (spec 2.6 `/test/thinking-chamber`, flag `thinking_chamber`; issue 24): after
 * two wrong answers the tutor breaks the problem into steps taken from the material's worked
 * examples and asks one question at a time. The final answer is never among the steps.
 */
import type { PracticeQuestion } from "../evaluator/types.ts";
import { givesAnswerAway } from "./answer-check.ts";
import type { Citation } from "./engine.ts";
import { LessonIndex, splitSentences, type TutorMaterial } from "./lesson-index.ts";

export interface ChamberStep {
  prompt: string;
  citation: Citation | null;
}

/** Wrong answers to one question after which the tutor offers the thinking chamber. */
export const CHAMBER_AFTER_MISSES = 2;

export function thinkingSteps(material: TutorMaterial, question: PracticeQuestion): ChamberStep[] {
  const index = new LessonIndex(material);
  const example =
    index.rank(question.question, (c) => c.part.startsWith("example:"), 1)[0]?.chunk ??
    index.chunks.find((c) => c.part.startsWith("example:"));
  const citation = example ? { part: example.part, label: example.label } : null;
  const steps: ChamberStep[] = [
    { prompt: "What is the question asking you to find? Say it in your own words.", citation: null },
  ];
  if (example) {
    const [problem, ...solution] = splitSentences(example.text);
    steps.push({ prompt: `Look at a worked example: ${problem} How does it start?`, citation });
    for (const line of solution.slice(0, 3)) {
      if (givesAnswerAway(line, question)) continue;
      steps.push({ prompt: `In the example: ${line} What is the same step in your problem?`, citation });
    }
  }
  const hint = splitSentences(question.hint).filter((s) => !givesAnswerAway(s, question));
  if (hint.length > 0)
    steps.push({
      prompt: `${hint.join(" ")} What does that give you?`,
      citation: { part: `hint:${question.id}`, label: "the question's hint" },
    });
  steps.push({ prompt: "Put your steps together. What is your answer?", citation: null });
  return steps;
}
