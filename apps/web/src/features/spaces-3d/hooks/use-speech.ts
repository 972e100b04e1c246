import { useCallback, useEffect, useState } from "react";

/**
 * Speaks French with the browser's speech synthesis where there is one; `isSpeaking` drives the
 * avatar's mouth. Without speech synthesis nothing is spoken (the subtitles are always shown).
 */
export function useSpeech(lang = "fr-FR") {
  const [isSpeaking, setSpeaking] = useState(false);
  const [isMuted, setMuted] = useState(false);
  const canSpeak = typeof window !== "undefined" && "speechSynthesis" in window;
  const speak = useCallback(
    (text: string) => {
      if (!canSpeak || isMuted) return;
      try {
        window.speechSynthesis.cancel();
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = lang;
        utterance.rate = 0.9;
        utterance.onstart = () => setSpeaking(true);
        utterance.onend = () => setSpeaking(false);
        utterance.onerror = () => setSpeaking(false);
        window.speechSynthesis.speak(utterance);
      } catch {
        setSpeaking(false);
      }
    },
    [canSpeak, isMuted, lang],
  );
  useEffect(
    () => () => {
      if (canSpeak) window.speechSynthesis.cancel();
    },
    [canSpeak],
  );
  return { speak, isSpeaking, canSpeak, isMuted, setMuted };
}
