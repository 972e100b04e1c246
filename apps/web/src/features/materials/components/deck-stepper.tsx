import { Check, ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/cn";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import type { DeckCard } from "../types";

/** How far a finger must travel sideways for a swipe to turn the card. */
const SWIPE_MIN_PX = 50;

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === "TEXTAREA" || target.tagName === "SELECT") return true;
  return (
    target.tagName === "INPUT" && !["radio", "checkbox", "button"].includes((target as HTMLInputElement).type)
  );
}

export interface DeckStepperProps {
  cards: DeckCard[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Called for every card shown, so the page can record it as seen. */
  onCardSeen: (index: number) => void;
  /** Indexes already recorded as seen; without it (a visitor's preview) nothing is counted. */
  seen?: readonly number[];
  /** ←/→ work anywhere on the page (the deck-first layout); otherwise only with the deck focused. */
  hasPageKeys?: boolean;
  /** Called on "Next" from the last card (the deck-first layout moves on to the practice). */
  onFinish?: () => void;
  finishLabel?: string;
  /** Big, full-width cards (the deck-first layout). */
  isLarge?: boolean;
}

/**
 * A deck shown one card at a time: Previous/Next, ←/→, and swipe left/right on touch (pointer
 * events). Each card shown is reported once to `onCardSeen`; a bar shows how far through the deck.
 */
export function DeckStepper({
  cards,
  index,
  onIndexChange,
  onCardSeen,
  seen,
  hasPageKeys = false,
  onFinish,
  finishLabel = "Finish deck",
  isLarge = false,
}: DeckStepperProps) {
  const card = cards[index];
  const isLast = index === cards.length - 1;
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);

  useEffect(() => {
    if (card) onCardSeen(index);
  }, [card, index, onCardSeen]);

  const go = (delta: number) => {
    const next = index + delta;
    if (next >= 0 && next < cards.length) onIndexChange(next);
    else if (next >= cards.length) onFinish?.();
  };
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    if (!hasPageKeys) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      if (event.key === "ArrowRight") {
        event.preventDefault();
        goRef.current(1);
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        goRef.current(-1);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [hasPageKeys]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (hasPageKeys || isTypingTarget(event.target)) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === "mouse") return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    go(dx < 0 ? 1 : -1);
  };

  if (!card) return <p className="text-sm text-slate-600">This material has no cards to step through.</p>;

  const seenCount = seen ? new Set(seen).size : null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Deck"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the deck takes ←/→ when focused
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="grid gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      id="lesson-cards"
      data-testid="deck"
    >
      <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
        <span aria-live="polite" data-testid="deck-position">
          Card {index + 1} of {cards.length}
        </span>
        {seenCount !== null && (
          <span>
            {seenCount} of {cards.length} seen
          </span>
        )}
      </div>
      <ProgressBar
        value={index + 1}
        max={cards.length}
        label="Cards"
        valueText={`Card ${index + 1} of ${cards.length}`}
      />
      <article
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${cards.length}: ${card.title}`}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        className={cn(
          "grid touch-pan-y content-start gap-3 rounded-xl border border-brand-100 bg-gradient-to-br from-white to-brand-50 p-5 shadow-sm select-text sm:p-6",
          isLarge ? "min-h-64 sm:min-h-80 sm:p-8" : "min-h-44",
        )}
      >
        <h3 className={cn("font-semibold text-slate-900", isLarge ? "text-xl sm:text-2xl" : "text-lg")}>
          {card.title}
        </h3>
        <MathMarkdown source={card.body} className={cn("text-slate-800", isLarge && "sm:text-lg")} />
      </article>
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" onClick={() => go(-1)} disabled={index === 0} aria-keyshortcuts="ArrowLeft">
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Button>
        <ol className="flex flex-wrap justify-center gap-1.5" aria-label="Cards">
          {cards.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a deck's cards keep their order
            <li key={`${i}-${c.title}`}>
              <button
                type="button"
                onClick={() => onIndexChange(i)}
                aria-label={`Card ${i + 1}: ${c.title}${seen?.includes(i) ? " (seen)" : ""}`}
                aria-current={i === index ? "step" : undefined}
                className={cn(
                  "block size-3 rounded-full transition-colors sm:size-2.5",
                  i === index ? "bg-brand-700" : seen?.includes(i) ? "bg-brand-300" : "bg-slate-300",
                )}
              />
            </li>
          ))}
        </ol>
        {isLast && onFinish ? (
          <Button onClick={onFinish} aria-keyshortcuts="ArrowRight">
            <Check aria-hidden className="size-4" />
            {finishLabel}
          </Button>
        ) : (
          <Button
            variant={isLast ? "outline" : "primary"}
            onClick={() => go(1)}
            disabled={isLast}
            aria-keyshortcuts="ArrowRight"
          >
            Next
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        )}
      </div>
      <p className="text-center text-xs text-slate-500">Use ← and → or swipe to move between cards.</p>
    </section>
  );
}
