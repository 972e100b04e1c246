import { PRODUCT_NAME } from "@/lib/site";

/** The product's mark and name; `compact` keeps only the mark on a phone (the link around it is labelled). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-lg font-semibold tracking-tight text-slate-900">
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path
          d="M9 23 L16 8 L23 23"
          fill="none"
          className="stroke-white"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="19" r="2.2" className="fill-accent-400" />
      </svg>
      <span className={compact ? "max-sm:sr-only" : undefined}>{PRODUCT_NAME}</span>
    </span>
  );
}
