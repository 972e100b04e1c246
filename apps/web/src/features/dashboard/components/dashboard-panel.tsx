import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

interface DashboardPanelProps {
  title: string;
  icon: LucideIcon;
  /** The panel shows built-in sample data (spec 8): say so plainly. */
  isSample?: boolean;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One dashboard panel: a titled card, marked when its data is only a sample. */
export function DashboardPanel({
  title,
  icon: Icon,
  isSample,
  action,
  className,
  children,
}: DashboardPanelProps) {
  const headingId = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-[var(--shell-card-border,#e2e8f0)] bg-white p-4 shadow-sm sm:p-5",
        className,
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
        >
          <Icon className="size-4" />
        </span>
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {isSample && (
          <Badge tone="warning" title="Not your real data: it could not be loaded, so an example is shown.">
            Sample data
          </Badge>
        )}
        {action && <div className="ml-auto">{action}</div>}
      </header>
      {isSample && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
          Sample data: your real information couldn't be loaded, so this is only an example.
        </p>
      )}
      {children}
    </section>
  );
}

/** Placeholder rows while a panel loads. */
export function PanelSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="grid gap-3" aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A panel's failure with a retry (for data that has no sample to fall back to). */
export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm text-slate-600">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A friendly empty state. */
export function PanelEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-200 px-4 py-6 text-center">
      <p className="text-sm font-medium text-slate-800">{title}</p>
      {children && <div className="mt-1 text-sm text-slate-500">{children}</div>}
    </div>
  );
}
