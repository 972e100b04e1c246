/*
 * How the built-in tutor words a reply in the persona's tone and pace (issue 24): gentle, neutral and
 * energetic open and close differently, and a slow pace gives one short idea per step, fewer steps.
 */
import type { MODALITIES, PACES, TONES } from "../persona.ts";

export type Tone = (typeof TONES)[number];
export type Pace = (typeof PACES)[number];
export type Modality = (typeof MODALITIES)[number];

export interface TutorPersona {
  name?: string | undefined;
  tone: Tone;
  pace: Pace;
  modality: Modality;
}

export const DEFAULT_PERSONA: TutorPersona = { tone: "neutral", pace: "normal", modality: "read" };

/** Steps per turn at each pace, and the most sentences in one step. */
export const PACE_SHAPE: Readonly<Record<Pace, { steps: number; sentencesPerStep: number }>> = {
  slow: { steps: 2, sentencesPerStep: 1 },
  normal: { steps: 3, sentencesPerStep: 2 },
  fast: { steps: 4, sentencesPerStep: 3 },
};

export type Moment = "answer" | "guide" | "nudge" | "worked" | "solution" | "not-yet" | "unknown";

const lead = (name: string | undefined, punct: string) => (name ? `, ${name}${punct}` : punct);

/** The opening line per tone and moment. */
export function openLine(tone: Tone, moment: Moment, name?: string): string {
  const n = (p: string) => lead(name, p);
  const lines: Record<Tone, Record<Moment, string>> = {
    gentle: {
      answer: `That's a lovely question${n(".")} Let's look at it together, nice and calm.`,
      guide: `Let's think about it together${n(".")} No rush.`,
      nudge: `You're doing fine${n(".")} Here's a little nudge.`,
      worked: `Let's walk through one step together${n(".")}`,
      solution: `Thank you for trying${n(".")} Let's look at the whole solution, gently.`,
      "not-yet": `I can see you'd like the answer${n(".")} Let's get there together first.`,
      unknown: `I'm sorry${n(".")}`,
    },
    neutral: {
      answer: `Here is what the lesson says${n(".")}`,
      guide: `A question to guide you${n(".")}`,
      nudge: `A nudge${n(".")}`,
      worked: `A worked step${n(".")}`,
      solution: `The solution${n(".")}`,
      "not-yet": `Not yet${n(".")}`,
      unknown: `Noted${n(".")}`,
    },
    energetic: {
      answer: `Great question${n("!")} Let's go!`,
      guide: `Challenge time${n("!")} Think about this one!`,
      nudge: `You're so close${n("!")} Power-up hint!`,
      worked: `Let's crush the first step${n("!")}`,
      solution: `Awesome effort${n("!")} Here's the full solution!`,
      "not-yet": `Whoa, not so fast${n("!")} You can do this!`,
      unknown: `Hmm${n("!")}`,
    },
  };
  return lines[tone][moment];
}

/** The closing line per tone; empty for neutral. */
export function closeLine(tone: Tone): string {
  if (tone === "gentle") return "Take your time. You're doing well.";
  if (tone === "energetic") return "You've got this! Keep going!";
  return "";
}

/** Sentences grouped into steps the pace allows: slow is one short idea at a time. */
export function paceSteps(sentences: readonly string[], pace: Pace): string[] {
  const shape = PACE_SHAPE[pace];
  const steps: string[] = [];
  for (let i = 0; i < sentences.length && steps.length < shape.steps; i += shape.sentencesPerStep)
    steps.push(sentences.slice(i, i + shape.sentencesPerStep).join(" "));
  return steps;
}
