import { useEffect, useRef, useState } from "react";

/**
 * Seconds since the quiz opened, ticking each second while `isRunning`; `timeTaken()` reads the
 * exact figure at submission (the tick only drives the display).
 */
export function useQuizTimer(isRunning: boolean) {
  const startedAt = useRef(Date.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt.current) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);
  return { elapsed, timeTaken: () => Math.max(0, Math.round((Date.now() - startedAt.current) / 1000)) };
}

/** "4:05". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
