import { describe, expect, it } from "vitest";
import { foldAccents, isOneEditApart, normalizeAnswerText, normalizeMathText } from "./text.ts";

describe("one edit apart (insertion, deletion, substitution, neighbour swap)", () => {
  it.each([
    ["maison", "maisson"],
    ["maison", "maion"],
    ["maison", "maisan"],
    ["maison", "amison"],
    ["maison", "maisno"],
    ["aa", "aaa"],
    ["abc", "bc"],
    ["abc", "ab"],
    ["école", "écoles"],
  ])("%j and %j", (a, b) => {
    expect(isOneEditApart(a, b)).toBe(true);
    expect(isOneEditApart(b, a)).toBe(true);
  });

  it.each([
    ["maison", "maison"],
    ["maison", "masino"],
    ["maison", "mason "],
    ["maison", "maisonss"],
    ["maison", "miason "],
    ["abcd", "badc"],
    ["abc", "cba"],
    ["", "ab"],
  ])("%j and %j are not", (a, b) => expect(isOneEditApart(a, b)).toBe(false));

  it("stays linear on long words", () => {
    const long = "a".repeat(2000);
    expect(isOneEditApart(long, `${long}b`)).toBe(true);
    expect(isOneEditApart(long, `b${long}b`)).toBe(false);
  });
});

describe("text clean-up", () => {
  it("folds accents", () => {
    expect(foldAccents("école où niño ça Noël")).toBe("ecole ou nino ca Noel");
  });

  it("normalizes language answers", () => {
    expect(normalizeAnswerText("  ¿Cómo   estás?  ")).toBe("cómo estás");
    expect(normalizeAnswerText("L’école !")).toBe("l'école");
    expect(normalizeAnswerText("« Oui, merci. »")).toBe("oui merci");
    expect(normalizeAnswerText("Où", true)).toBe("Où");
  });

  it("normalizes math symbols", () => {
    expect(normalizeMathText("x² − 3×y ÷ 2")).toBe("x^2 - 3*y / 2");
    expect(normalizeMathText("10⁻³")).toBe("10^-3");
    expect(normalizeMathText("2**10")).toBe("2^10");
    expect(normalizeMathText("1½")).toBe("1 1/2");
    expect(normalizeMathText("1\u00a0000")).toBe("1 000");
  });
});
