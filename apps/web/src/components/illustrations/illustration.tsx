import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

/** Every illustration is drawn on the same 4:3 canvas. */
const VIEW_BOX = "0 0 160 120";

export interface IllustrationProps {
  className?: string;
  /** A text alternative when the picture carries meaning; without one it is decorative (hidden). */
  title?: string;
}

/**
 * The frame of every bundled illustration: an inline SVG drawn only with the theme's colour
 * utilities (fill-brand-200, stroke-slate-300, …), so it follows the kids theme and the dark
 * scheme like the rest of the page, and loads nothing from outside.
 */
export function Illustration({ className, title, children }: IllustrationProps & { children: ReactNode }) {
  const titleId = useId();
  const classes = cn("h-28 w-auto shrink-0", className);
  if (!title) {
    return (
      <svg viewBox={VIEW_BOX} className={classes} focusable="false" aria-hidden>
        {children}
      </svg>
    );
  }
  return (
    <svg viewBox={VIEW_BOX} className={classes} focusable="false" role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      {children}
    </svg>
  );
}

/** A soft shadow the drawing stands on. */
export function Ground({ width = 112 }: { width?: number }) {
  return <ellipse cx="80" cy="108" rx={width / 2} ry="7" className="fill-slate-200/70" />;
}

/** A four-pointed sparkle. */
export function Sparkle({
  x,
  y,
  size = 6,
  className = "fill-accent-400",
}: {
  x: number;
  y: number;
  size?: number;
  className?: string;
}) {
  const s = size;
  const q = size / 4;
  return (
    <path
      d={`M${x} ${y - s} L${x + q} ${y - q} L${x + s} ${y} L${x + q} ${y + q} L${x} ${y + s} L${x - q} ${y + q} L${x - s} ${y} L${x - q} ${y - q} Z`}
      className={className}
    />
  );
}
