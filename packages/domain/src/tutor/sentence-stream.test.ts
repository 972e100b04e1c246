import { describe, expect, it } from "vitest";
import { FRACTIONS } from "./fixtures.ts";
import { MODEL_REPLY_MAX } from "./model-prompt.ts";
import { sentenceGate, takeSentences } from "./sentence-stream.ts";

const q1 = FRACTIONS.questions[0]!;

describe("cutting a streamed reply into sentences", () => {
  it("keeps a sentence until its end arrives, and decimals and fractions whole", () => {
    expect(takeSentences("What do the denominators")).toEqual({
      sentences: [],
      rest: "What do the denominators",
    });
    expect(takeSentences("Look at 2.5 and 1/7. Then")).toEqual({
      sentences: ["Look at 2.5 and 1/7."],
      rest: "Then",
    });
    expect(takeSentences("Why? Really! (Yes.) Next\nline\n")).toEqual({
      sentences: ["Why?", "Really!", "(Yes.)", "Next", "line"],
      rest: "",
    });
    expect(takeSentences("¿Qué ves? Regarde…  ok").sentences).toEqual(["¿Qué ves?", "Regarde…"]);
  });
});

describe("the gate a model's streamed sentences pass before a student sees them", () => {
  it("forwards each sentence as soon as it is complete, in parts", () => {
    const gate = sentenceGate(q1, false);
    expect(gate.push("What do the ")).toEqual([]);
    expect(gate.push("denominators have in common? Look")).toEqual([
      "What do the denominators have in common?",
    ]);
    expect(gate.push(" at the worked example.")).toEqual([]);
    expect(gate.end()).toEqual(["Look at the worked example."]);
    expect(gate.refused).toBeNull();
    expect(gate.shown).toHaveLength(2);
  });

  it("withholds the sentence that gives the answer before a try, and everything after it", () => {
    const gate = sentenceGate(q1, false);
    expect(gate.push("Easy! The answer ")).toEqual(["Easy!"]);
    expect(gate.push("is 4/7. Well done.")).toEqual([]);
    expect(gate.end()).toEqual([]);
    expect(gate.refused).toBe("The model's reply gave the answer away before a try");
    expect(gate.shown).toEqual(["Easy!"]);
  });

  it("catches an answer split over two sentences' worth of text, and allows it after a try", () => {
    expect(sentenceGate(q1, false).push("Add the tops: 1 + 3 = 4. So you get 4/7 here.")).toEqual([
      "Add the tops: 1 + 3 = 4.",
    ]);
    const tried = sentenceGate(q1, true);
    expect(tried.push("You tried: it is 4/7. ")).toEqual(["You tried: it is 4/7."]);
  });

  it("stops at a request for contact, at the length limit, and on an empty reply", () => {
    const contact = sentenceGate(undefined, false);
    expect(contact.push("Good question. What is your phone number? ")).toEqual(["Good question."]);
    expect(contact.refused).toBe("The model's reply asked for personal contact");
    const long = sentenceGate(undefined, false);
    const sentence = `${"Think about the parts ".repeat(20).trim()}. `;
    const passed = long.push(sentence.repeat(Math.ceil(MODEL_REPLY_MAX / sentence.length) + 1));
    expect(passed.join(" ").length).toBeLessThanOrEqual(MODEL_REPLY_MAX);
    expect(long.refused).toBe("The model's reply was too long");
    const empty = sentenceGate(undefined, false);
    expect(empty.push("   ")).toEqual([]);
    expect(empty.end()).toEqual([]);
    expect(empty.refused).toBe("The model gave an empty reply");
  });
});
