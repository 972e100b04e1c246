import type { ComponentType, ReactNode } from "react";
import type { IllustrationProps } from "@/components/illustrations/illustration";
import { cn } from "@/lib/cn";

interface EmptyStateProps {
  /** A bundled illustration (components/illustrations), drawn decoratively above the title. */
  illustration: ComponentType<IllustrationProps>;
  title: ReactNode;
  /** What to do next, in a sentence or two. */
  children?: ReactNode;
  /** Buttons or links that lead out of the empty state. */
  action?: ReactNode;
  className?: string;
}

/** The product's empty state: an illustration, a title, a next step, in both colour schemes. */
export function EmptyState({ illustration: Picture, title, children, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        "grid justify-items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center",
        className,
      )}
    >
      <Picture className="h-28" />
      <p className="font-medium text-slate-900">{title}</p>
      {children && <div className="max-w-md text-sm text-slate-600">{children}</div>}
      {action}
    </div>
  );
}
