import type { StudentProfile } from "@app/contract/student";
import { formatBadgeCount } from "@app/domain/badge";
import {
  Bot,
  CalendarDays,
  Check,
  ClipboardList,
  CreditCard,
  Gamepad2,
  LayoutDashboard,
  Library,
  LifeBuoy,
  type LucideIcon,
  MessageSquare,
  TrendingUp,
  Trophy,
  UserRound,
  Users,
} from "lucide-react";
import type { CSSProperties } from "react";
import { Link, useLocation } from "react-router";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { cn } from "@/lib/cn";
import { prefetchOnIntent } from "@/lib/prefetch";
import { useSidebar } from "../hooks/use-sidebar";
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from "../sidebar-rules";

interface NavEntry {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths that count as this entry (the dashboard is also /student). */
  alsoActiveOn?: string[];
}

/** The sidebar's entries (spec 2.8). */
export const SIDEBAR_ENTRIES = {
  dashboard: {
    label: "Dashboard",
    to: "/student/dashboard",
    icon: LayoutDashboard,
    alsoActiveOn: ["/student"],
  },
  leaderboard: { label: "Leaderboard", to: "/student/rewards/leaderboard", icon: Trophy },
  assignments: { label: "Assignments", to: "/student/homework", icon: ClipboardList },
  library: { label: "Library", to: "/student/library", icon: Library },
  games: { label: "Games", to: "/student/games", icon: Gamepad2 },
  schedule: { label: "Schedule", to: "/student/schedule", icon: CalendarDays },
  progress: { label: "Progress", to: "/student/progress", icon: TrendingUp },
  messages: { label: "Messages", to: "/student/messages", icon: MessageSquare },
} satisfies Record<string, NavEntry>;

/** The footer links (spec 2.8). */
export const SIDEBAR_FOOTER: NavEntry[] = [
  // Issue 12 changes spec 2.8 on purpose: Billing is the family's billing page, no longer "coming soon".
  { label: "Billing", to: "/student/settings?view=billing", icon: CreditCard },
  // Issue 21 changes spec 2.8 on purpose: Help is the help centre, no longer "coming soon".
  { label: "Help", to: "/help", icon: LifeBuoy },
  { label: "Manage My Tutor", to: "/student/tutor-preferences", icon: Bot },
  { label: "Profile", to: "/student/settings", icon: UserRound },
];

export interface StudentSidebarProps {
  /** Homework not yet completed (the Assignments badge). */
  pendingCount: number;
  /** Unread messages (the Messages badge). */
  unreadMessages?: number;
  /** The wallet call succeeded: the leaderboard entry is shown. */
  showLeaderboard: boolean;
  students: StudentProfile[];
  selectedStudentId: number | null;
  isParentAccount: boolean;
  /** A parent's Family page, listed in the footer (issue 10); null for a student. */
  familyHref?: string | null;
  onSelectStudent: (id: number) => void;
  /** A student page's address for the selected student (adds student_id for a parent). */
  linkFor: (path: string) => string;
}

function isActive(pathname: string, entry: NavEntry): boolean {
  const path = pathname.replace(/\/+$/, "");
  return path === entry.to || path.startsWith(`${entry.to}/`) || (entry.alsoActiveOn ?? []).includes(path);
}

/**
 * A footer link may name a view of its page (Billing is `/student/settings?view=billing`): it is
 * current only on that view, and the page's own link (Profile) only when no view is named.
 */
function isViewActive(pathname: string, search: string, entry: NavEntry): boolean {
  const [entryPath = "", entryQuery = ""] = entry.to.split("?");
  const path = pathname.replace(/\/+$/, "");
  const view = new URLSearchParams(search).get("view");
  if (path !== entryPath) return !entryQuery && isActive(pathname, entry);
  return (new URLSearchParams(entryQuery).get("view") ?? null) === view;
}

/** The sidebar: a fixed rail that expands on desktop, a slide-in sheet on phones (spec 2.8). */
export function StudentSidebar(props: StudentSidebarProps) {
  const { isMobile, open, isPeeking, openMobile, setOpenMobile, setPeeking } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          className="student-sheet p-0"
          style={{ width: SIDEBAR_WIDTH_MOBILE }}
          data-testid="student-sidebar-sheet"
          aria-describedby={undefined}
        >
          <SheetTitle className="sr-only">Student menu</SheetTitle>
          <SheetDescription className="sr-only">Pages of the student portal</SheetDescription>
          <SidebarBody {...props} isCollapsed={false} />
        </SheetContent>
      </Sheet>
    );
  }

  const isExpanded = open || isPeeking;
  const style = {
    "--sidebar-width": SIDEBAR_WIDTH,
    "--sidebar-width-icon": SIDEBAR_WIDTH_ICON,
  } as CSSProperties;
  return (
    <div
      className="relative hidden shrink-0 md:block"
      style={{ ...style, width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
      data-testid="student-sidebar"
      data-state={open ? "expanded" : "collapsed"}
    >
      <aside
        aria-label="Student navigation"
        className={cn(
          "sidebar-transition fixed inset-y-0 left-0 z-30 flex flex-col overflow-x-hidden overflow-y-auto border-r border-slate-200 bg-white",
          isPeeking && !open && "shadow-xl",
        )}
        style={{ width: isExpanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
        onMouseLeave={() => {
          if (isPeeking) setPeeking(false);
        }}
      >
        <SidebarBody {...props} isCollapsed={!isExpanded} />
      </aside>
      {!isExpanded && (
        <div
          aria-hidden
          data-testid="sidebar-hover-strip"
          className="fixed inset-y-0 left-0 z-40 w-2"
          onMouseEnter={() => setPeeking(true)}
        />
      )}
    </div>
  );
}

function SidebarBody({
  pendingCount,
  unreadMessages = 0,
  showLeaderboard,
  students,
  selectedStudentId,
  isParentAccount,
  familyHref,
  onSelectStudent,
  linkFor,
  isCollapsed,
}: StudentSidebarProps & { isCollapsed: boolean }) {
  const { pathname, search } = useLocation();
  const isFamilyPage =
    pathname === "/student/settings" && new URLSearchParams(search).get("view") === "family";
  const e = SIDEBAR_ENTRIES;
  const entries: { entry: NavEntry; badge?: string | null; badgeLabel?: string; isNew?: boolean }[] = [
    { entry: e.dashboard },
    ...(showLeaderboard ? [{ entry: e.leaderboard }] : []),
    { entry: e.assignments, badge: formatBadgeCount(pendingCount) },
    { entry: e.library },
    { entry: e.games, isNew: true },
    { entry: e.schedule },
    { entry: e.progress },
    { entry: e.messages, badge: formatBadgeCount(unreadMessages), badgeLabel: "unread" },
  ];
  return (
    <div className="flex min-h-full flex-col gap-2 py-3">
      <div className={cn("flex h-10 items-center gap-2 px-3", isCollapsed && "justify-center px-0")}>
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-sm font-bold text-white"
        >
          B
        </span>
        {!isCollapsed && <span className="truncate font-semibold text-slate-900">Brightpath</span>}
      </div>

      {isParentAccount && (
        <ChildSwitcher
          students={students}
          selectedStudentId={selectedStudentId}
          onSelectStudent={onSelectStudent}
          isCollapsed={isCollapsed}
        />
      )}

      <nav aria-label="Student pages" className="flex flex-col gap-0.5 px-2">
        {entries.map(({ entry, badge, badgeLabel, isNew }) => (
          <SidebarLink
            key={entry.to}
            entry={entry}
            href={linkFor(entry.to)}
            isActive={isActive(pathname, entry)}
            isCollapsed={isCollapsed}
            badge={badge ?? null}
            badgeLabel={badgeLabel}
            isNew={isNew ?? false}
          />
        ))}
      </nav>

      <nav
        aria-label="Account and help"
        className="mt-auto flex flex-col gap-0.5 border-t border-slate-200 px-2 pt-2"
      >
        {familyHref && (
          <SidebarLink
            entry={{ label: "Family", to: familyHref, icon: Users }}
            href={familyHref}
            isActive={isFamilyPage}
            isCollapsed={isCollapsed}
            badge={null}
            isNew={false}
          />
        )}
        {SIDEBAR_FOOTER.map((entry) => (
          <SidebarLink
            key={entry.label}
            entry={entry}
            href={entry.to.startsWith("/student") ? linkFor(entry.to) : entry.to}
            isActive={
              entry.to.startsWith("/student") && isViewActive(pathname, search, entry) && !isFamilyPage
            }
            isCollapsed={isCollapsed}
            badge={null}
            isNew={false}
          />
        ))}
      </nav>
    </div>
  );
}

function SidebarLink({
  entry,
  href,
  isActive,
  isCollapsed,
  badge,
  badgeLabel = "pending",
  isNew,
}: {
  entry: NavEntry;
  href: string;
  isActive: boolean;
  isCollapsed: boolean;
  badge: string | null;
  /** What the badge counts, for screen readers. */
  badgeLabel?: string;
  isNew: boolean;
}) {
  const Icon = entry.icon;
  return (
    <Link
      to={href}
      {...prefetchOnIntent(href)}
      aria-current={isActive ? "page" : undefined}
      title={isCollapsed ? entry.label : undefined}
      className={cn(
        "relative flex h-10 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900",
        isActive && "bg-brand-50 text-brand-800 hover:bg-brand-100",
        isCollapsed && "justify-center px-0",
      )}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      <span className={cn("flex-1 truncate", isCollapsed && "sr-only")}>{entry.label}</span>
      {isNew &&
        (isCollapsed ? (
          <span className="absolute top-1 right-1 size-2 rounded-full bg-accent-400">
            <span className="sr-only">NEW</span>
          </span>
        ) : (
          <span className="rounded-full bg-accent-400 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-accent-950">
            NEW
          </span>
        ))}
      {badge && (
        <span
          className={cn(
            "min-w-6 rounded-full bg-brand-600 px-1.5 py-0.5 text-center text-xs font-semibold text-white",
            isCollapsed && "absolute -top-1 -right-1 min-w-5 px-1 text-[0.6rem]",
          )}
        >
          <span className="sr-only">, {badgeLabel}: </span>
          {badge}
        </span>
      )}
    </Link>
  );
}

/** A parent's children, the selected one marked (spec 2.8, 2.9). */
function ChildSwitcher({
  students,
  selectedStudentId,
  onSelectStudent,
  isCollapsed,
}: {
  students: StudentProfile[];
  selectedStudentId: number | null;
  onSelectStudent: (id: number) => void;
  isCollapsed: boolean;
}) {
  return (
    <fieldset
      className={cn("mx-2 rounded-lg border border-slate-200 p-1.5", isCollapsed && "mx-1 border-0 p-0")}
    >
      <legend className={cn("px-1 text-xs font-medium text-slate-500", isCollapsed && "sr-only")}>
        Learning as
      </legend>
      <div className="flex flex-col gap-0.5">
        {students.map((student) => {
          const isSelected = student.id === selectedStudentId;
          return (
            <button
              key={student.id}
              type="button"
              aria-pressed={isSelected}
              title={isCollapsed ? student.firstName : undefined}
              onClick={() => onSelectStudent(student.id)}
              className={cn(
                "flex h-9 items-center gap-2 rounded-md px-2 text-left text-sm text-slate-700 hover:bg-slate-100",
                isSelected && "bg-brand-50 font-semibold text-brand-800",
                isCollapsed && "justify-center px-0",
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold",
                  isSelected && "bg-brand-600 text-white",
                )}
              >
                {student.firstName.charAt(0).toUpperCase()}
              </span>
              <span className={cn("flex-1 truncate", isCollapsed && "sr-only")}>{student.firstName}</span>
              {isSelected && !isCollapsed && <Check aria-hidden className="size-4 shrink-0" />}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
