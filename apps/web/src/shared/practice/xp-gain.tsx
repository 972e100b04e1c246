import { Zap } from "lucide-react";
import { useEffect, useRef } from "react";
import { isPerformanceModeOn } from "@/lib/performance-mode";

/** Whether to move things on screen: not for reduced motion, not in performance mode (spec 4.9). */
export function canAnimate(): boolean {
  if (isPerformanceModeOn()) return false;
  return !(
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/** "+10 XP" right where the answer was judged, with a short pop unless motion is unwelcome. */
export function XpGain({ amount }: { amount: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !canAnimate() || typeof element.animate !== "function") return;
    element.animate(
      [
        { transform: "translateY(6px) scale(0.6)", opacity: 0 },
        { transform: "translateY(-4px) scale(1.15)", opacity: 1, offset: 0.6 },
        { transform: "translateY(0) scale(1)", opacity: 1 },
      ],
      { duration: 450, easing: "cubic-bezier(.2,.9,.3,1.4)" },
    );
  }, []);
  return (
    <span
      ref={ref}
      data-testid="xp-gain"
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-sm font-bold text-amber-900 ring-1 ring-amber-300"
    >
      <Zap aria-hidden className="size-4 fill-amber-400 text-amber-600" />+{amount} XP
    </span>
  );
}
