import { describe, expect, it } from "vitest";
import { classifyMessage, safeReply } from "./guardrails.ts";

describe("the guardrail classifier", () => {
  it.each([
    ["I want to kill myself", "self_harm"],
    ["sometimes I hurt myself", "self_harm"],
    ["i wanna die", "self_harm"],
    ["J'ai envie de mourir", "self_harm"],
    ["quiero morir", "self_harm"],
    ["my uncle hits me", "abuse"],
    ["I'm scared to go home", "abuse"],
    ["mon père me frappe", "abuse"],
    ["mi padrastro me pega", "abuse"],
    ["what's your phone number?", "personal_contact"],
    ["where do you live", "personal_contact"],
    ["can we meet up after school", "personal_contact"],
    ["add me on snapchat", "personal_contact"],
    ["c'est quoi ton numéro", "personal_contact"],
    ["¿dónde vives?", "personal_contact"],
  ])("flags %s as %s", (text, kind) => {
    expect(classifyMessage(text)).toContain(kind);
  });

  it.each([
    "How do I add fractions?",
    "this question is killing me haha",
    "What is the phone's screen size in the example?",
    "The character in the story dies at the end",
    "Je ne comprends pas la question",
    "No entiendo la pregunta 2",
  ])("does not flag %s", (text) => {
    expect(classifyMessage(text)).toEqual([]);
  });

  it("answers kindly and points to a trusted grown-up, never to the lesson", () => {
    expect(safeReply(["self_harm"], "Sam")).toMatch(/^Sam, I'm really glad you told me/);
    expect(safeReply(["self_harm"])).toContain("emergency number");
    expect(safeReply(["abuse"])).toContain("not your fault");
    expect(safeReply(["personal_contact"])).toContain("can't share or ask for phone numbers");
  });
});
