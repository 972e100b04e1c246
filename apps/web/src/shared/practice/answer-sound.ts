import { readLocal, writeLocal } from "@/lib/storage";

/*
 * An optional chime for a right answer (issue 9), off until the learner turns it on. The tone is
 * made by the browser (Web Audio), so no sound file is fetched.
 */

const SOUND_KEY = "practice_sound";

/** Whether the learner turned answer sounds on. */
export function isAnswerSoundOn(): boolean {
  return readLocal(SOUND_KEY) === "on";
}

export function setAnswerSound(on: boolean): void {
  writeLocal(SOUND_KEY, on ? "on" : "off");
}

let context: AudioContext | null = null;

/** A short rising two-note chime; silently nothing where audio is unavailable. */
export function playRightAnswerChime(): void {
  if (!isAnswerSoundOn() || typeof window.AudioContext !== "function") return;
  try {
    context ??= new window.AudioContext();
    const start = context.currentTime;
    for (const [i, frequency] of [660, 880].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + i * 0.09);
      gain.gain.exponentialRampToValueAtTime(0.15, start + i * 0.09 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.09 + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + i * 0.09);
      oscillator.stop(start + i * 0.09 + 0.3);
    }
  } catch {
    // Sound is a nicety: a browser that refuses it changes nothing else.
  }
}
