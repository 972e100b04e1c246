import { cn } from "@/lib/cn";

const sizes = { sm: "size-4 border-2", md: "size-6 border-2", lg: "size-10 border-[3px]" } as const;

/** A spinning ring; decorative unless given a label, which screen readers announce. */
export function Spinner({
  size = "md",
  label,
  className,
}: {
  size?: keyof typeof sizes;
  label?: string;
  className?: string;
}) {
  const ring = (
    <span
      aria-hidden
      className={cn(
        "inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent text-brand-600",
        sizes[size],
        className,
      )}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a page or a section that is loading. */
export function PageSpinner({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] flex-1 items-center justify-center p-8">
      <Spinner size="lg" label={label} />
    </div>
  );
}
