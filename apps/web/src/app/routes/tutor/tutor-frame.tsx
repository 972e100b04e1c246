import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { toPageTitle } from "@/lib/site";

const MESSAGES = `${paths.tutor.root}?view=messages`;
const AVAILABILITY = `${paths.tutor.root}?view=availability`;
const LINKS = [
  { to: paths.tutor.root, label: "Dashboard" },
  { to: paths.tutor.students, label: "Students" },
  { to: MESSAGES, label: "Messages" },
  { to: AVAILABILITY, label: "Availability" },
];

/** The tab the address belongs to (the messages view shares the dashboard's path). */
function activeTab(pathname: string, search: string): string {
  if (pathname.startsWith(paths.tutor.students)) return paths.tutor.students;
  const view = new URLSearchParams(search).get("view");
  if (view === "availability") return AVAILABILITY;
  return view === "messages" ? MESSAGES : paths.tutor.root;
}

/** Every tutor page's frame: its title, the tutor area's tabs, the page. */
export function TutorFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const active = activeTab(pathname, search);
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
      <title>{toPageTitle(title)}</title>
      <nav aria-label="Tutor area">
        <ul className="flex gap-1 border-b border-slate-200">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={active === link.to ? "page" : undefined}
                className={cn(
                  "block border-b-2 px-3 py-2 text-sm font-medium",
                  active === link.to
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-600 hover:text-slate-900",
                )}
              >
                {link.label}
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
