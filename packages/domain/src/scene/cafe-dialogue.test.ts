import { describe, expect, it } from "vitest";
import { CAFE_STEPS, nextCafeStep, readCafeOrder } from "./cafe-dialogue.ts";

describe("the café dialogue", () => {
  it("reads what was ordered, accents and case folded", () => {
    expect(readCafeOrder("Un CAFE, s'il vous plait")).toBe("hot-drink");
    expect(readCafeOrder("un thé")).toBe("hot-drink");
    expect(readCafeOrder("Un croissant, s'il vous plaît.")).toBe("pastry");
    expect(readCafeOrder("un jus d'orange")).toBe("cold-drink");
    expect(readCafeOrder("bonjour")).toBeNull();
  });

  it("branches on the order: sugar, butter or ice, then the bill", () => {
    expect(nextCafeStep("greet", "bonjour", true)).toBe("order");
    expect(nextCafeStep("order", "Un café, s'il vous plaît", true)).toBe("sugar");
    expect(nextCafeStep("order", "Un croissant, s'il vous plaît", true)).toBe("butter");
    expect(nextCafeStep("order", "Un jus d'orange, s'il vous plaît", true)).toBe("ice");
    expect(nextCafeStep("butter", "avec du beurre", true)).toBe("pay");
    expect(nextCafeStep("pay", "merci, au revoir", true)).toBe("goodbye");
  });

  it("asks again after a wrong reply", () => {
    expect(nextCafeStep("order", "a coffee please", false)).toBe("order");
  });

  it("asks one lesson question per step, except the goodbye", () => {
    const ids = Object.values(CAFE_STEPS).map((s) => s.questionId);
    expect(ids.filter(Boolean)).toHaveLength(6);
    expect(CAFE_STEPS.goodbye.questionId).toBeNull();
  });
});
