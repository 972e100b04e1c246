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

/** Speaks a reply; stops whatever the tutor was saying first. */
export async function speak(text: string, lang = "en"): Promise<void> {
  const words = speakableText(text);
  if (typeof window !== "undefined" && "speechSynthesis" in window) {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(words);
    utterance.lang = lang;
    window.speechSynthesis.speak(utterance);
    return;
  }
  if (fallbackVoice) await fallbackVoice(words, lang);
}

export function stopSpeaking(): void {
  if (typeof window !== "undefined" && "speechSynthesis" in window) window.speechSynthesis.cancel();
}
