import { speakWithAppVoice, speakWithBrowserVoice, stopSpeech } from "@/lib/speech";

/*
 * The tutor's voice (issue 24): when the persona's modality is listen or both, replies are spoken
 * with the browser's own voice for the language; where the browser has none (headless Chromium,
 * many Linux desktops), the app's voice (eSpeak NG on the server, lib/speech, decision 064) is the
 * fallback plugged in through `setFallbackVoice`, so every browser hears the tutor.
 */

export type SpeakFn = (text: string, lang?: string) => Promise<void>;

let fallbackVoice: SpeakFn | null = async (text, lang = "en") => {
  await speakWithAppVoice(text, lang);
};

/** Plugs in a voice for browsers without one of their own (by default the app's voice). */
export function setFallbackVoice(voice: SpeakFn | null): void {
  fallbackVoice = voice;
}

/** Whether this browser can speak the tutor's replies. */
export function canSpeak(): boolean {
  return (typeof window !== "undefined" && "speechSynthesis" in window) || fallbackVoice !== null;
}

/** Text as it should be heard: no Markdown marks, no "(From …)" source line. */
export function speakableText(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^\(From /.test(line))
    .join(" ")
    .replace(/[*_`#>$\\]/g, "")
    .trim();
}

/*
 * Whether the tutor is speaking right now: the tutor's face moves its mouth while it is (issue 27).
 * A tiny observable for useSyncExternalStore.
 */
let isSpeakingNow = false;
const speakingListeners = new Set<() => void>();

function setSpeaking(value: boolean): void {
  if (value === isSpeakingNow) return;
  isSpeakingNow = value;
  for (const listener of speakingListeners) listener();
}

export function isTutorSpeaking(): boolean {
  return isSpeakingNow;
}

export function subscribeTutorSpeaking(listener: () => void): () => void {
  speakingListeners.add(listener);
  return () => speakingListeners.delete(listener);
}

/** Speaks a reply; stops whatever the tutor was saying first. */
export async function speak(text: string, lang = "en"): Promise<void> {
  const words = speakableText(text);
  stopSpeech();
  if (!words) return;
  setSpeaking(true);
  try {
    if (await speakWithBrowserVoice(words, lang)) return;
    if (fallbackVoice) await fallbackVoice(words, lang).catch(() => {});
  } finally {
    setSpeaking(false);
  }
}

export function stopSpeaking(): void {
  stopSpeech();
  setSpeaking(false);
}
