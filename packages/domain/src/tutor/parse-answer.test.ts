import { describe, expect, it } from "vitest";
import { parsePersonaAnswer, traitAskedBy } from "./parse-answer.ts";

type Expected = Partial<Record<"student_name" | "tone" | "pace" | "modality", string>>;

const values = (question: string, transcript: string): Expected =>
  Object.fromEntries(parsePersonaAnswer(question, transcript).map((u) => [u.key, u.value]));

/* [question, transcript, every trait it states]: English, French and Spanish. */
const PHRASINGS: [string, string, Expected][] = [
  // English
  [
    "Tell me about you",
    "call me Sam and please go slower, I like listening",
    { student_name: "Sam", pace: "slow", modality: "listen" },
  ],
  ["What should I call you?", "Sam", { student_name: "Sam" }],
  ["What should I call you?", "Mary Jane, please", { student_name: "Mary Jane" }],
  ["What should I call you?", "My name is Leo", { student_name: "Leo" }],
  ["What should I call you?", "you can call me Priya", { student_name: "Priya" }],
  ["What should I call you?", "I'm Kai and I like it fun", { student_name: "Kai", tone: "energetic" }],
  ["How should I sound?", "gentle please", { tone: "gentle" }],
  ["How should I sound?", "be calm and patient with me", { tone: "gentle" }],
  ["How should I sound?", "super energetic!", { tone: "energetic" }],
  ["How should I sound?", "just plain and straightforward", { tone: "neutral" }],
  ["How should I sound?", "keep it neutral", { tone: "neutral" }],
  ["What pace?", "slowly, one step at a time", { pace: "slow" }],
  ["What pace?", "fast please, I get bored", { pace: "fast" }],
  ["What pace?", "not too fast, not too slow, a normal pace", { pace: "normal" }],
  ["What pace?", "take my time", { pace: "slow" }],
  ["Do you like to read or listen?", "I like reading", { modality: "read" }],
  ["Do you like to read or listen?", "read it to me out loud", { modality: "listen" }],
  ["Do you like to read or listen?", "both", { modality: "both" }],
  ["Do you like to read or listen?", "read and listen", { modality: "both" }],
  ["Do you like to read or listen?", "audio", { modality: "listen" }],
  [
    "Anything else?",
    "quick and upbeat, and I want to hear it",
    { pace: "fast", tone: "energetic", modality: "listen" },
  ],
  [
    "Anything else?",
    "be kind, go step by step, written text is best",
    { tone: "gentle", pace: "slow", modality: "read" },
  ],
  ["Anything else?", "call me Patience, and be serious", { student_name: "Patience", tone: "neutral" }],
  // French
  ["Comment je t'appelle ?", "Je m'appelle Léa", { student_name: "Léa" }],
  ["Comment je t'appelle ?", "appelle-moi Hugo et parle doucement", { student_name: "Hugo", pace: "slow" }],
  ["Quel ton ?", "sois doux et gentil", { tone: "gentle" }],
  ["Quel ton ?", "énergique !", { tone: "energetic" }],
  ["Quel ton ?", "neutre", { tone: "neutral" }],
  ["Quel rythme ?", "plus lentement s'il te plaît", { pace: "slow" }],
  ["Quel rythme ?", "vite, rapide", { pace: "fast" }],
  ["Quel rythme ?", "pas à pas", { pace: "slow" }],
  ["Lire ou écouter ?", "j'aime écouter", { modality: "listen" }],
  ["Lire ou écouter ?", "je préfère lire", { modality: "read" }],
  ["Lire ou écouter ?", "les deux", { modality: "both" }],
  [
    "Parle-moi de toi",
    "je suis Inès, lentement et à voix haute",
    { student_name: "Inès", pace: "slow", modality: "listen" },
  ],
  // Spanish
  ["¿Cómo te llamas?", "Me llamo Ana", { student_name: "Ana" }],
  ["¿Cómo te llamas?", "mi nombre es Luis y me gusta escuchar", { student_name: "Luis", modality: "listen" }],
  ["¿Qué tono?", "suave y paciente", { tone: "gentle" }],
  ["¿Qué tono?", "¡enérgico y divertido!", { tone: "energetic" }],
  ["¿Qué tono?", "serio", { tone: "neutral" }],
  ["¿Qué ritmo?", "despacio, paso a paso", { pace: "slow" }],
  ["¿Qué ritmo?", "más rápido", { pace: "fast" }],
  ["¿Leer o escuchar?", "prefiero leer", { modality: "read" }],
  ["¿Leer o escuchar?", "ambos", { modality: "both" }],
  ["¿Leer o escuchar?", "leer y escuchar", { modality: "both" }],
  [
    "Cuéntame",
    "llámame Sofía, habla despacio y en voz alta",
    { student_name: "Sofía", pace: "slow", modality: "listen" },
  ],
];

describe("parse-answer reads several traits from one answer (spec 5, 7.6)", () => {
  it("has at least 40 phrasings", () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(PHRASINGS)("%s → %s", (question, transcript, expected) => {
    expect(values(question, transcript)).toEqual(expected);
  });

  it("gives 0.9 for a name and 0.85 for tone, pace and modality, source self_report", () => {
    const updates = parsePersonaAnswer("Tell me", "call me Sam, gentle, slowly, and I like listening");
    expect(updates).toEqual([
      { key: "student_name", value: "Sam", confidence: 0.9, source: "self_report" },
      { key: "modality", value: "listen", confidence: 0.85, source: "self_report" },
      { key: "pace", value: "slow", confidence: 0.85, source: "self_report" },
      { key: "tone", value: "gentle", confidence: 0.85, source: "self_report" },
    ]);
  });

  it("finds nothing in an answer that states no trait", () => {
    expect(parsePersonaAnswer("How should I sound?", "I don't mind")).toEqual([]);
    expect(parsePersonaAnswer("What should I call you?", "I am not sure what to say here")).toEqual([]);
  });

  it("knows which trait a question asks about", () => {
    expect(traitAskedBy("What should I call you?")).toBe("student_name");
    expect(traitAskedBy("Quel rythme ?")).toBe("pace");
    expect(traitAskedBy("¿Qué tono?")).toBe("tone");
    expect(traitAskedBy("¿Leer o escuchar?")).toBe("modality");
    expect(traitAskedBy("Hello")).toBeNull();
  });
});
