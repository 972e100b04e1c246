import { describe, expect, it } from "vitest";
import { appVoiceLanguage, chooseSpeaker, pickVoice, type VoiceLike } from "./voices";

/* Decision 064: the browser's voice for the language when it has one, else the app's voice. */

const voice = (lang: string, name: string, extra: Partial<VoiceLike> = {}): VoiceLike => ({
  lang,
  name,
  ...extra,
});

const DESKTOP = [
  voice("en-US", "Samantha", { default: true, localService: true }),
  voice("es-ES", "Google español", { localService: false }),
  voice("es-MX", "Paulina", { localService: true }),
  voice("fr_FR", "Thomas", { localService: true }),
];

describe("pickVoice", () => {
  it("prefers the exact region, then a voice on the device, then the default", () => {
    expect(pickVoice(DESKTOP, "es-ES")?.name).toBe("Google español");
    expect(pickVoice(DESKTOP, "es")?.name).toBe("Paulina");
    expect(pickVoice(DESKTOP, "es-AR")?.name).toBe("Paulina");
    expect(pickVoice(DESKTOP, "en")?.name).toBe("Samantha");
  });

  it("reads tags written with an underscore or in any case", () => {
    expect(pickVoice(DESKTOP, "FR-fr")?.name).toBe("Thomas");
  });

  it("finds none when the browser has no voice for the language, or none at all (headless Chromium)", () => {
    expect(pickVoice(DESKTOP, "de")).toBeNull();
    expect(pickVoice([], "es")).toBeNull();
    // "e" is not Spanish: the language part must match whole.
    expect(pickVoice([voice("e", "x"), voice("est-EE", "Estonian")], "es")).toBeNull();
  });
});

describe("chooseSpeaker", () => {
  it("uses the browser's voice when it has one for the language", () => {
    expect(chooseSpeaker(DESKTOP, "es")).toMatchObject({ kind: "browser", voice: { name: "Paulina" } });
  });

  it("falls back to the app's voice in English, French and Spanish", () => {
    expect(chooseSpeaker([], "es-MX")).toEqual({ kind: "app", lang: "es" });
    expect(chooseSpeaker([voice("en-US", "Samantha")], "fr")).toEqual({ kind: "app", lang: "fr" });
    expect(chooseSpeaker([], "en-GB")).toEqual({ kind: "app", lang: "en" });
  });

  it("says nothing can speak a language neither has", () => {
    expect(chooseSpeaker([], "de")).toEqual({ kind: "none" });
    expect(appVoiceLanguage("zh-CN")).toBeNull();
  });
});
