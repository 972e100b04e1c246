import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { AreaFrame } from "@/components/area-frame";
import { paths } from "@/lib/paths";

const TABS = [
  { to: paths.admin.root, label: "Overview" },
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

/** The tab a path belongs to: the overview only at its own path, the others with their sub-pages. */
function activeTab(pathname: string): string | undefined {
  if (pathname === paths.admin.root) return paths.admin.root;
  return TABS.find((tab) => tab.to !== paths.admin.root && pathname.startsWith(tab.to))?.to;
}

/** Every admin page's frame: its title, the admin area's tabs, the page. */
export function AdminFrame({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <AreaFrame navLabel="Admin" tabs={TABS} activeTab={activeTab(pathname)} title={title} lead={lead}>
      {children}
    </AreaFrame>
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
