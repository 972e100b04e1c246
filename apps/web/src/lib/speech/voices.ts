/**
 * Which voice speaks a language (decision 064): the browser's own voice for it when there is one,
 * else the app's voice (eSpeak NG on the server). Pure, so the choice is unit-tested.
 */

/** What the choice needs of a browser voice (SpeechSynthesisVoice has these). */
export interface VoiceLike {
  lang: string;
  name: string;
  localService?: boolean;
  default?: boolean;
}

export type SpeechSpeed = "normal" | "slow";

/** The browser's speaking rate for each speed ("slower" is for a learner's first hearing). */
export const BROWSER_RATES: Readonly<Record<SpeechSpeed, number>> = { normal: 0.95, slow: 0.65 };

const normal = (tag: string) => tag.replace("_", "-").toLowerCase();

/**
 * The best browser voice for a language tag ("es", "es-MX"): the exact region first, then any
 * voice of the language; among equals one on the device (works offline), then the default.
 * Null when the browser has none for the language: the app's voice speaks instead.
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], lang: string): V | null {
  const wanted = normal(lang);
  const base = wanted.split("-")[0]!;
  const rank = (v: V): number => {
    const tag = normal(v.lang);
    if (tag !== wanted && tag.split("-")[0] !== base) return -1;
    return (tag === wanted ? 4 : 0) + (v.localService ? 2 : 0) + (v.default ? 1 : 0);
  };
  let best: V | null = null;
  let bestRank = -1;
  for (const voice of voices) {
    const r = rank(voice);
    if (r > bestRank) {
      best = voice;
      bestRank = r;
    }
  }
  return best;
}

/** The language the app's own voice speaks for a tag, or null (then nothing can speak it). */
export function appVoiceLanguage(lang: string): "en" | "fr" | "es" | null {
  const base = normal(lang).split("-")[0];
  return base === "en" || base === "fr" || base === "es" ? base : null;
}

/** How a text will be spoken: the browser's voice, the app's voice, or not at all. */
export function chooseSpeaker<V extends VoiceLike>(
  voices: readonly V[],
  lang: string,
): { kind: "browser"; voice: V } | { kind: "app"; lang: "en" | "fr" | "es" } | { kind: "none" } {
  const voice = pickVoice(voices, lang);
  if (voice) return { kind: "browser", voice };
  const app = appVoiceLanguage(lang);
  return app ? { kind: "app", lang: app } : { kind: "none" };
}
