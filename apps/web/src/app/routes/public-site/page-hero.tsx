import type { ReactNode } from "react";

/** The top of a marketing page: a small label, the heading and the lead. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-transparent">
      <div className="mx-auto grid max-w-4xl gap-4 px-4 pt-12 pb-8 text-center sm:px-6 sm:pt-16">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
        {children && <div className="text-lg leading-relaxed text-pretty text-slate-700">{children}</div>}
      </div>
    </section>
  );
}

/** A section of a marketing page, centred and readable at any width. */
export function PageSection({
  id,
  title,
  lead,
  children,
  wide = false,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`mx-auto grid w-full gap-6 px-4 py-10 sm:px-6 ${wide ? "max-w-6xl" : "max-w-4xl"}`}
    >
      <div className="grid gap-2">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="text-slate-600">{lead}</p>}
      </div>
      {children}
    </section>
  );
}
