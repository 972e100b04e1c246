import type { ReactNode } from "react";
import { toPageTitle } from "@/lib/site";

/** A page's heading and lead paragraph; also sets the document title. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="grid gap-3">
      <title>{toPageTitle(title)}</title>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {children && <div className="text-lg leading-relaxed text-slate-600">{children}</div>}
    </header>
  );
}
