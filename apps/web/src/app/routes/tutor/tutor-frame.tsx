import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { AreaFrame } from "@/components/area-frame";
import { paths } from "@/lib/paths";

const MESSAGES = `${paths.tutor.root}?view=messages`;
const AVAILABILITY = `${paths.tutor.root}?view=availability`;
const TABS = [
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
  return (
    <AreaFrame
      navLabel="Tutor area"
      tabs={TABS}
      activeTab={activeTab(pathname, search)}
      title={title}
      lead={lead}
    >
      {children}
    </AreaFrame>
  );
}
