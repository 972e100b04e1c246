import { describe, expect, it } from "vitest";
import { evaluateAnswer } from "./evaluate.ts";
import type { PracticeQuestion } from "./types.ts";

function shortAnswer(correctAnswer: string, extra: Partial<PracticeQuestion> = {}): PracticeQuestion {
  return { id: "q1", type: "short_answer", question: "Translate.", correctAnswer, hint: "", ...extra };
}

describe("short answer: case, spaces, quotes and final punctuation never matter", () => {
  it.each([
    ["Bonjour", "bonjour"],
    ["Bonjour", "BONJOUR"],
    ["Bonjour", "  bonjour  "],
    ["Bonjour", "Bonjour!"],
    ["Bonjour", "Bonjour !"],
    ["Bonjour", "Bonjour..."],
    ["Bonjour", "« Bonjour »"],
    ["Bonjour", '"Bonjour"'],
    ["Comment ça va ?", "comment ça va?"],
    ["Comment ça va ?", "Comment   ça va"],
    ["¿Cómo estás?", "cómo estás"],
    ["¡Hola!", "hola"],
    ["Oui, merci.", "oui merci"],
    ["l'école", "l’école"],
    ["l’école", "L'école."],
    ["l'école", "l' école"],
    ["aujourd'hui", "aujourd‘hui"],
    ["Python", "python"],
  ])("%j accepts %j", (correct, answer) => {
    expect(evaluateAnswer(shortAnswer(correct), answer)).toMatchObject({
      is_correct: true,
      score: 1,
      evaluation_method: "short_answer",
      evaluation_sub_method: "exact",
      feedback: "Correct!",
    });
  });

  it("accepts any acceptable answer", () => {
    const q = shortAnswer("la voiture", { acceptableAnswers: ["l'auto", "la bagnole"] });
    expect(evaluateAnswer(q, "L'auto").is_correct).toBe(true);
    expect(evaluateAnswer(q, "la bagnole !").is_correct).toBe(true);
    expect(evaluateAnswer(q, "le vélo").is_correct).toBe(false);
  });
});

describe("short answer: accents (French and Spanish)", () => {
  it.each([
    ["école", "ecole", "fr", "'école'"],
    ["l'école", "l'ecole", "fr", "'l'école'"],
    ["où", "ou", "fr", "'où'"],
    ["Où est la gare ?", "ou est la gare", "fr", "'Où'"],
    ["le café", "le cafe", "fr", "'café'"],
    ["forêt", "foret", "fr", "'forêt'"],
    ["garçon", "garcon", "fr", "'garçon'"],
    ["Noël", "Noel", "fr", "'Noël'"],
    ["niño", "nino", "es", "'niño'"],
    ["también", "tambien", "es", "'también'"],
    ["está", "esta", "es", "'está'"],
    ["¿Cómo estás?", "como estas", "es", "'Cómo', 'estás'"],
    ["el español", "el espanol", "es", "'español'"],
  ])("%j answered %j: missing accent", (correct, answer, language, words) => {
    const result = evaluateAnswer(shortAnswer(correct, { language }), answer);
    expect(result).toMatchObject({
      is_correct: true,
      score: 0.8,
      evaluation_sub_method: "accent_missing",
      correct_answer: correct,
    });
    expect(result.feedback).toContain(words);
    expect(result.feedback).toMatch(/^Almost perfect — watch the accents?: /);
  });

  it("names the word in the feedback", () => {
    expect(evaluateAnswer(shortAnswer("café"), "cafe").feedback).toBe(
      "Almost perfect — watch the accent: 'café'.",
    );
  });

  it.each([
    ["très", "trés"],
    ["école", "ècole"],
    ["où", "oû"],
    ["también", "tambièn"],
    ["está", "èsta"],
    ["también", "tambíen"],
    ["mesa", "mésa"],
  ])("%j answered %j: wrong accent", (correct, answer) => {
    const result = evaluateAnswer(shortAnswer(correct), answer);
    expect(result).toMatchObject({
      is_correct: true,
      score: 0.8,
      evaluation_sub_method: "accent_wrong",
    });
    expect(result.feedback).toContain(`'${correct}'`);
  });
});

describe("short answer: one typo in a long word", () => {
  it.each([
    ["bibliothèque", "bibliotèque"],
    ["bibliothèque", "bibliothèqeu"],
    ["bibliothèque", "bibliothhèque"],
    ["bibliothèque", "bibliothèqie"],
    ["la bibliothèque municipale", "la bibliothèque municiaple"],
    ["mercredi", "mecredi"],
    ["ordenador", "ordenadro"],
    ["biblioteca", "bilbioteca"],
    ["también", "tanbién"],
    ["Je voudrais un café", "je voudrias un café"],
  ])("%j answered %j", (correct, answer) => {
    const result = evaluateAnswer(shortAnswer(correct), answer);
    expect(result).toMatchObject({ is_correct: true, score: 0.9, evaluation_sub_method: "one_typo" });
    expect(result.feedback).toMatch(/^Correct, with one typo — it's spelled '.+'\.$/);
  });

  it("a missing or extra hyphen counts as one typo", () => {
    for (const [correct, answer, word] of [
      ["Est-ce que tu aimes le chocolat ?", "est ce que tu aimes le chocolat", "Est-ce"],
      ["dix-huit", "dix huit", "dix-huit"],
      ["dix-huit", "dixhuit", "dix-huit"],
      ["le grand-père", "le grand père", "grand-père"],
    ] as const) {
      const result = evaluateAnswer(shortAnswer(correct), answer);
      expect(result).toMatchObject({
        is_correct: true,
        score: 0.9,
        evaluation_sub_method: "one_typo",
      });
      expect(result.feedback).toContain(`'${word}'`);
    }
    expect(evaluateAnswer(shortAnswer("dix-huit"), "dix neuf").is_correct).toBe(false);
    expect(evaluateAnswer(shortAnswer("je ne mange pas"), "jenemangepas").is_correct).toBe(false);
    expect(evaluateAnswer(shortAnswer("la table"), "la-table").evaluation_sub_method).toBe("one_typo");
  });

  it("œ and æ may be typed as two letters", () => {
    expect(evaluateAnswer(shortAnswer("la sœur"), "la soeur")).toMatchObject({
      score: 1,
      evaluation_sub_method: "exact",
    });
    expect(evaluateAnswer(shortAnswer("un œuf"), "UN OEUF").evaluation_sub_method).toBe("exact");
  });

  it("shows the right spelling of the word", () => {
    expect(evaluateAnswer(shortAnswer("mercredi"), "mecredi").feedback).toBe(
      "Correct, with one typo — it's spelled 'mercredi'.",
    );
  });
});

describe("short answer: wrong answers", () => {
  it.each([
    ["école", "ecol"],
    ["niño", "nina"],
    ["chat", "chien"],
    ["bibliothèque", "biblioteque"],
    ["bibliothèque", "bibliothequ"],
    ["mercredi", "mecrdi"],
    ["pomme de terre", "pomme de tere terre"],
    ["pomme de terre", "pome de terer"],
    ["el perro", "la perra"],
    ["también", "tambiem"],
    ["où", "ouu"],
    ["Bonjour", "Bonsoir"],
    ["oui", ""],
  ])("%j answered %j", (correct, answer) => {
    const result = evaluateAnswer(shortAnswer(correct), answer);
    expect(result.is_correct).toBe(false);
    expect(result.score).toBe(0);
  });

  it("shows the correct answer", () => {
    expect(evaluateAnswer(shortAnswer("Bonjour"), "Bonsoir")).toMatchObject({
      evaluation_sub_method: "no_match",
      feedback: "Not quite — the answer is 'Bonjour'.",
      correct_answer: "Bonjour",
    });
  });

  it("a typo is forgiven in a word of six letters or more, not in a shorter one", () => {
    expect(evaluateAnswer(shortAnswer("maison"), "maisno").evaluation_sub_method).toBe("one_typo");
    expect(evaluateAnswer(shortAnswer("maison"), "maion").evaluation_sub_method).toBe("one_typo");
    expect(evaluateAnswer(shortAnswer("chien"), "chein").is_correct).toBe(false);
    expect(evaluateAnswer(shortAnswer("pomme de terre"), "pomme de terer").is_correct).toBe(false);
    expect(evaluateAnswer(shortAnswer("perro"), "pero").is_correct).toBe(false);
  });
});
