/*
 * The tutor's voice (issue 24): when the persona's modality is listen or both, replies are spoken
 * with the browser's own speech synthesis. Seam: where a browser has no voice, the games' WebAssembly
 * eSpeak voice (apps/web/src/lib/speech/, another branch) is the fallback to plug in here, through
 * `setFallbackVoice`; until then such a browser shows the text only and says so.
 */

export type SpeakFn = (text: string, lang?: string) => Promise<void>;

let fallbackVoice: SpeakFn | null = null;

/** Plugs in a voice for browsers without speech synthesis (the WebAssembly voice). */
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
  if (typeof window !== "undefined" && "speechSynthesis" in window) {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(words);
    utterance.lang = lang;
    utterance.onstart = () => setSpeaking(true);
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    window.speechSynthesis.speak(utterance);
    return;
  }
  if (fallbackVoice) {
    setSpeaking(true);
    try {
      await fallbackVoice(words, lang);
    } finally {
      setSpeaking(false);
    }
  }
}

export function stopSpeaking(): void {
  if (typeof window !== "undefined" && "speechSynthesis" in window) window.speechSynthesis.cancel();
  setSpeaking(false);
}
