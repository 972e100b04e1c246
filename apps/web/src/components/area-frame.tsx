import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { toPageTitle } from "@/lib/site";

export interface AreaTab {
  to: string;
  label: string;
}

/** A work area's page frame (tutor, admin): the page's title, the area's tabs, the page. */
export function AreaFrame({
  navLabel,
  tabs,
  activeTab,
  title,
  lead,
  children,
}: {
  navLabel: string;
  tabs: readonly AreaTab[];
  /** The `to` of the tab the page belongs to. */
  activeTab: string | undefined;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
      <title>{toPageTitle(title)}</title>
      <nav aria-label={navLabel} className="overflow-x-auto">
        <ul className="flex gap-1 border-b border-slate-200">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={activeTab === tab.to ? "page" : undefined}
                className={cn(
                  "block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                  activeTab === tab.to
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-600 hover:text-slate-900",
                )}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <header className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {lead && <p className="text-slate-600">{lead}</p>}
      </header>
      {children}
    </div>
  );
}
