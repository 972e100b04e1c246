import type { ReactNode } from "react";

/**
 * A chart with its words: the title, the drawing (hidden from screen readers), a summary in text
 * that everyone sees, and the numbers as a table behind "Show the numbers".
 */
export function ChartFigure({
  title,
  summary,
  table,
  children,
  legend,
}: {
  title: string;
  summary: string;
  table: ReactNode;
  children: ReactNode;
  legend?: ReactNode;
}) {
  return (
    <figure className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {legend}
      </div>
      <div aria-hidden>{children}</div>
      <figcaption className="text-sm text-slate-600">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the numbers</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

/** A small coloured key for a chart's legend. */
export function LegendKey({ className, label }: { className: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-slate-600">
      <span aria-hidden className={`inline-block size-3 rounded-sm ${className}`} />
      {label}
    </span>
  );
}

export const tableClasses =
  "min-w-full border-collapse text-left [&_td]:px-3 [&_td]:py-1.5 [&_th]:px-3 [&_th]:py-1.5 [&_thead_th]:border-b [&_thead_th]:border-slate-200 [&_thead_th]:font-semibold";
