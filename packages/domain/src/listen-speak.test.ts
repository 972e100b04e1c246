import { describe, expect, it } from "vitest";
import {
  isSayablePhrase,
  lessonPhrases,
  listenSpeakCardId,
  parseListenSpeakCardId,
  SPEECH_RATES,
} from "./listen-speak";

describe("listen-and-speak phrases", () => {
  it("takes the bold Spanish of the deck and the answer line of each worked example, once each", () => {
    expect(
      lessonPhrases({
        deck: [
          { body: "**¡Hola!** · **Buenos días** · **Buenas tardes**" },
          { body: "**¿Qué tal?** · **¿Cómo estás?** — **Bien, gracias.** · **¡hola!**" },
        ],
        examples: [
          {
            solution:
              "1. Morning greeting: *Buenos días*.\n2. Polite: **usted**.\n3. **¡Buenos días, señora Ruiz! ¿Cómo está usted?**",
          },
        ],
      }),
    ).toEqual([
      "¡Hola!",
      "Buenos días",
      "Buenas tardes",
      "¿Qué tal?",
      "¿Cómo estás?",
      "Bien, gracias.",
      "¡Buenos días, señora Ruiz! ¿Cómo está usted?",
    ]);
  });

  it("leaves out gaps, alternatives, word parts, digits and one-letter words", () => {
    for (const bad of ["Me llamo…", "Encantado / Encantada", "habl-", "Tengo 15 años.", "el", "tú", "s", ""])
      expect(isSayablePhrase(bad), bad).toBe(false);
    for (const good of ["Adiós", "Hasta luego", "Mis amigas son simpáticas y altas."])
      expect(isSayablePhrase(good), good).toBe(true);
    expect(isSayablePhrase("a ".repeat(40))).toBe(false);
  });

  it("names a card by its lesson and reads it back", () => {
    expect(listenSpeakCardId(42)).toBe("listen-speak-42");
    expect(parseListenSpeakCardId("listen-speak-42")).toBe(42);
    expect(parseListenSpeakCardId("swipe-deck-42")).toBeNull();
    expect(parseListenSpeakCardId("listen-speak-0")).toBeNull();
    expect(parseListenSpeakCardId("listen-speak-9999999999")).toBeNull();
  });

  it("speaks slower at about two thirds of the normal rate", () => {
    expect(SPEECH_RATES.slow / SPEECH_RATES.normal).toBeCloseTo(0.63, 1);
  });
});
