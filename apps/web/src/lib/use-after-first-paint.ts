import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, true once the browser has painted it (issue 21: the lesson page's
 * first paint). A page renders its first screen at once and what lies below it (questions, worked
 * examples, the key ideas) after the paint, as a transition, so the page stays responsive meanwhile.
 */
export function useAfterFirstPaint(): boolean {
  const [hasPainted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame is painted after its animation frame callbacks; a task queued there runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return hasPainted;
}
