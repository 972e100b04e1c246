import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { AnswerError, FeedbackBar, Position, Prompt, useOneAtATime } from "../shared/one-at-a-time";
import type { EngineProps } from "../types";

/** How far a card is dragged before it counts as a swipe (pixels). */
export const SWIPE_DISTANCE = 80;

/** The swipe deck: true or false by swipe (right true, left false), arrow keys or buttons. */
export default function SwipeDeck({ items, answer, done, still }: EngineProps) {
  const play = useOneAtATime(items, answer, done);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const { submit, verdict } = play;
  useEffect(() => {
    if (verdict) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") void submit("true");
      if (event.key === "ArrowLeft") void submit("false");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [submit, verdict]);
  const release = () => {
    if (dx > SWIPE_DISTANCE) void submit("true");
    else if (dx < -SWIPE_DISTANCE) void submit("false");
    start.current = null;
    setDx(0);
  };
  return (
    <div className="grid gap-4" data-testid="swipe-deck">
      <Position index={play.index} total={items.length} />
      <div
        data-testid="swipe-card"
        className="touch-pan-y select-none rounded-2xl border-2 border-slate-200 bg-white p-6 shadow-md"
        style={still ? undefined : { transform: `translateX(${dx}px) rotate(${dx / 20}deg)` }}
        onPointerDown={(event) => {
          if (!verdict) start.current = event.clientX;
        }}
        onPointerMove={(event) => {
          if (start.current !== null) setDx(event.clientX - start.current);
        }}
        onPointerUp={release}
        onPointerCancel={() => {
          start.current = null;
          setDx(0);
        }}
      >
        <Prompt item={play.item} />
        <p className="mt-3 text-xs text-slate-500">
          Swipe right or press → for true; swipe left or press ← for false.
        </p>
      </div>
      {verdict ? (
        <FeedbackBar verdict={verdict} onNext={play.next} isLast={play.isLast} />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" size="lg" disabled={play.pending} onClick={() => void submit("false")}>
            <ThumbsDown aria-hidden className="size-4" /> False
          </Button>
          <Button size="lg" disabled={play.pending} onClick={() => void submit("true")}>
            <ThumbsUp aria-hidden className="size-4" /> True
          </Button>
        </div>
      )}
      <AnswerError message={play.error} />
    </div>
  );
}
