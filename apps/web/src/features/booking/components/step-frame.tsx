import { ChevronLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { describeFailure } from "@/lib/api-errors";
import { cn } from "@/lib/cn";

const STEPS = ["Subject", "Tutor", "Time", "Confirm"] as const;

/** Where the visitor is in subject → tutor → time → confirm. */
export function StepTrail({ current }: { current: number }) {
  return (
    <ol aria-label="Booking steps" className="flex flex-wrap gap-2 text-sm">
      {STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={i === current ? "step" : undefined}
          className={cn(
            "flex items-center gap-2 rounded-full border px-3 py-1",
            i === current
              ? "border-brand-700 bg-brand-700 text-white"
              : i < current
                ? "border-brand-200 bg-brand-50 text-brand-800"
                : "border-slate-200 text-slate-500",
          )}
        >
          <span aria-hidden className="font-semibold">
            {i + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}

/** A step's heading, a way back, and its content. */
export function StepFrame({
  step,
  title,
  lead,
  back,
  children,
}: {
  step: number;
  title: string;
  lead?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="grid gap-6">
      <StepTrail current={step} />
      <header className="grid gap-2">
        {back && (
          <Link
            to={back.to}
            className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <ChevronLeft aria-hidden className="size-4" />
            {back.label}
          </Link>
        )}
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {lead && <div className="text-slate-600">{lead}</div>}
      </header>
      {children}
    </div>
  );
}

export function StepLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3 sm:grid-cols-2">
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
    </div>
  );
}

export function StepError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="error" title="This didn't load">
      <p>{describeFailure(error)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
