/**
 * The browser's speech recognition where it has one (Chrome, Edge, Safari: `webkitSpeechRecognition`),
 * listening for Spanish. Typing is always there too: recognition often needs a network service or
 * a microphone the student cannot use right now.
 */

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function canRecognise(): boolean {
  return recognitionClass() !== null;
}

/** Listens once; resolves with what was heard, or rejects with a sentence to show the student. */
export function listenOnce(lang: string): { result: Promise<string>; stop: () => void } {
  const Class = recognitionClass();
  if (!Class)
    return { result: Promise.reject(new Error("This browser cannot listen: type instead.")), stop: () => {} };
  const recognition = new Class();
  recognition.lang = lang;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  const result = new Promise<string>((resolve, reject) => {
    let heard = "";
    recognition.onresult = (event) => {
      heard = event.results[0]?.[0]?.transcript ?? "";
    };
    recognition.onerror = (event) => {
      reject(
        new Error(
          event.error === "not-allowed" || event.error === "service-not-allowed"
            ? "The microphone is not allowed here: type what you heard instead."
            : event.error === "no-speech"
              ? "We didn't hear anything. Try again, or type it."
              : "Listening is not available right now: type what you heard instead.",
        ),
      );
    };
    recognition.onend = () =>
      heard ? resolve(heard) : reject(new Error("We didn't hear anything. Try again, or type it."));
  });
  recognition.start();
  return { result, stop: () => recognition.abort() };
}
