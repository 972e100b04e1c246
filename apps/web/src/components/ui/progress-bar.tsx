import { cn } from "@/lib/cn";

/**
 * A labelled horizontal bar, read out as a percent: `value` of `max` (1 by default, so a share
 * from 0 to 1 needs no max). `valueText` says it in words ("Card 2 of 5") where a percent is not
 * the natural reading.
 */
export function ProgressBar({
  value,
  max = 1,
  label,
  valueText,
  className,
  barClassName,
}: {
  value: number;
  max?: number;
  label: string;
  valueText?: string;
  /** The track: height and colour; `h-2 bg-slate-200` by default (cn does not merge: a colour given replaces it). */
  className?: string;
  /** The bar's colour; the brand colour by default. */
  barClassName?: string;
}) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const percent = Math.round(share * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      {...(valueText ? { "aria-valuetext": valueText } : {})}
      className={cn("overflow-hidden rounded-full", className ?? "h-2 bg-slate-200")}
    >
      <div
        className={cn("h-full rounded-full transition-[width] duration-300", barClassName ?? "bg-brand-600")}
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}
