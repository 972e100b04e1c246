import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { toPageTitle } from "@/lib/site";

const LINKS = [
  { to: paths.admin.root, label: "Overview", end: true },
  { to: paths.admin.content, label: "Content" },
  { to: paths.admin.learningPaths, label: "Learning paths" },
  { to: paths.admin.blog, label: "Blog" },
  { to: paths.admin.notifications, label: "Notifications" },
  { to: paths.admin.tutors, label: "Tutors" },
  { to: "/admin/calendar", label: "Calendar" },
  { to: paths.admin.clients, label: "Clients" },
  { to: paths.admin.students, label: "Students" },
  { to: paths.admin.payments, label: "Payments" },
];

/** Every admin page's frame: its title, the admin area's tabs, the page. */
export function AdminFrame({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
      <title>{toPageTitle(title)}</title>
      <nav aria-label="Admin" className="overflow-x-auto">
        <ul className="flex gap-1 border-b border-slate-200">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  cn(
                    "block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                    isActive
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-slate-600 hover:text-slate-900",
                  )
                }
              >
                {link.label}
              </NavLink>
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

/** A titled section of an admin page. */
export function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="grid scroll-mt-20 gap-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
