import { cn } from "@/lib/cn";

/** A labelled bar from 0 to 1, read out as a percent. */
export function ProgressBar({
  value,
  label,
  className,
  barClassName,
}: {
  /** Between 0 and 1. */
  value: number;
  label: string;
  /** The track's colour; slate by default (cn does not merge, so a colour given replaces it). */
  className?: string;
  /** The bar's colour; the brand colour by default. */
  barClassName?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn("h-2 overflow-hidden rounded-full", className ?? "bg-slate-200")}
    >
      <div
        className={cn("h-full rounded-full", barClassName ?? "bg-brand-600")}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
