import { fetchAudio, playBlob, stopAudio } from "./audio";
import { appVoiceLanguage, BROWSER_RATES, chooseSpeaker, type SpeechSpeed } from "./voices";

/**
 * speak(text, lang, {speed}) for the games and the tutor (decision 064): the browser's voice for
 * the language when it has one, else the app's voice, eSpeak NG on the server (`GET /api/speech`),
 * so every browser hears it, even headless Chromium, which has no voices at all. The heavy part
 * (the WebAssembly engine) never reaches the browser: only a small WAV does.
 */

export type { SpeechSpeed };
export type SpokenBy = "browser" | "app" | "none";

/** How long to wait for the browser to list its voices (Chrome lists them after a moment). */
const VOICES_WAIT_MS = 400;

function synthesis(): SpeechSynthesis | null {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
}

/** The browser's voices, waiting briefly for them to load. */
export async function browserVoices(): Promise<SpeechSynthesisVoice[]> {
  const synth = synthesis();
  if (!synth) return [];
  const now = synth.getVoices();
  if (now.length > 0) return now;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener("voiceschanged", done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener("voiceschanged", done);
  });
}

function speakWithBrowser(text: string, voice: SpeechSynthesisVoice, speed: SpeechSpeed): Promise<void> {
  const synth = synthesis()!;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.rate = BROWSER_RATES[speed];
  return new Promise((resolve) => {
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
    synth.speak(utterance);
  });
}

/** GET /api/speech: the app's voice saying a text. */
export function fetchSpeech(text: string, lang: string, speed: SpeechSpeed): Promise<Blob> {
  const query = new URLSearchParams({ text, lang, speed });
  return fetchAudio(`/speech?${query}`);
}

/** Says a text in the browser's voice for the language; false (nothing said) when it has none. */
export async function speakWithBrowserVoice(text: string, lang: string, speed: SpeechSpeed = "normal") {
  const speaker = chooseSpeaker(await browserVoices(), lang);
  if (speaker.kind !== "browser") return false;
  await speakWithBrowser(text, speaker.voice, speed);
  return true;
}

/** Says a text in the app's voice (eSpeak NG on the server); false when it has no voice for the language. */
export async function speakWithAppVoice(text: string, lang: string, speed: SpeechSpeed = "normal") {
  const app = appVoiceLanguage(lang);
  if (!app || !text.trim()) return false;
  await playBlob(await fetchSpeech(text.trim(), app, speed));
  return true;
}

/** Speaks a text; resolves when it has been said, with who said it. */
export async function speak(
  text: string,
  lang: string,
  options: { speed?: SpeechSpeed } = {},
): Promise<SpokenBy> {
  const speed = options.speed ?? "normal";
  const words = text.trim();
  if (!words) return "none";
  if (await speakWithBrowserVoice(words, lang, speed)) return "browser";
  return (await speakWithAppVoice(words, lang, speed)) ? "app" : "none";
}

/** Plays audio the server made by reference (a listen-and-speak phrase, whose text stays secret). */
export async function playServerAudio(blob: Blob): Promise<void> {
  synthesis()?.cancel();
  await playBlob(blob);
}

export function stopSpeech(): void {
  synthesis()?.cancel();
  stopAudio();
}
