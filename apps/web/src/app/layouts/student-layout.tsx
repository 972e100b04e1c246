import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, matchPath, Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "@/components/error-boundary";
import { buttonClasses } from "@/components/ui/button";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { prefetchDashboard } from "@/features/dashboard/api/prefetch-dashboard";
import { AddFirstChild } from "@/features/family/components/add-first-child";
import { gamesDataQueryOptions } from "@/features/games/api/get-games-data";
import { StudentShell } from "@/features/student-shell/components/student-shell";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";
import "@/features/student-shell/student-shell.css";
import { startPerformanceMonitor } from "@/lib/performance-monitor";
import { registerPrefetcher, whenIdle } from "@/lib/prefetch";
import { appRoutes } from "../routes-table";
import { useSignOut } from "../sign-out";

/** Screens prefetched when a link to them is hovered or focused (spec 2.10). */
const PREFETCH_ON_INTENT = [
  "/student",
  "/student/dashboard",
  "/student/library",
  "/student/games",
  "/student/learning-paths/:id",
  "/student/practice/:id",
  "/student/material/:id",
] as const;

/** The main student pages (the sidebar's), prefetched when a link to them is hovered or focused. */
const MAIN_PAGES = [
  "/student/dashboard",
  "/student/homework",
  "/student/library",
  "/student/games",
  "/student/progress",
  "/student/schedule",
  "/student/messages",
] as const;

const DASHBOARD_PATHS = ["/student", "/student/dashboard"];

/**
 * The pages a student most likely opens next, whose code is loaded when the browser is idle after
 * the current page has its data (issue 14): from the dashboard its homework and library, from
 * anywhere else the dashboard. Every other page loads on hover or focus of its link.
 */
const LIKELY_NEXT: Record<string, readonly string[]> = {
  "/student": ["/student/homework", "/student/library"],
  "/student/dashboard": ["/student/homework", "/student/library"],
};
const DEFAULT_LIKELY_NEXT = ["/student/dashboard"] as const;

/** The likely next pages from a path (never the path itself). */
export function likelyNextPages(pathname: string): readonly string[] {
  const current = pathname.replace(/\/+$/, "") || "/";
  return (LIKELY_NEXT[current] ?? DEFAULT_LIKELY_NEXT).filter((page) => page !== current);
}

/** Loads a route's lazy page module (or the coming-soon page it falls back to). */
function loadRouteModule(pattern: string): Promise<unknown> {
  const route = appRoutes.find((r) => r.path === pattern);
  if (!route) return Promise.resolve();
  return route.page ? route.page() : import("@/components/coming-soon");
}

function matchingPattern(patterns: readonly string[], pathname: string): string | undefined {
  return patterns.find((pattern) => matchPath(pattern, pathname) !== null);
}

/** Prefetching for the student area: the page module, and the dashboard's queries too. */
function useStudentPrefetch(studentId: number | null) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    const prefetch = (patterns: readonly string[]) => (pathname: string) => {
      const pattern = matchingPattern(patterns, pathname);
      if (!pattern) return undefined;
      const tasks = [loadRouteModule(pattern)];
      if (DASHBOARD_PATHS.includes(pattern)) tasks.push(prefetchDashboard(queryClient, studentId));
      if (pattern === "/student/games")
        tasks.push(queryClient.prefetchQuery(gamesDataQueryOptions({}, studentId)));
      return Promise.all(tasks);
    };
    const unregister = registerPrefetcher({
      matches: (pathname) => matchingPattern(PREFETCH_ON_INTENT, pathname) !== undefined,
      prefetch: prefetch(PREFETCH_ON_INTENT),
    });
    const unregisterMain = registerPrefetcher({
      matches: (pathname) => matchingPattern(MAIN_PAGES, pathname) !== undefined,
      prefetch: prefetch(MAIN_PAGES),
    });
    return () => {
      unregister();
      unregisterMain();
    };
  }, [queryClient, studentId]);
  // Only the code of the likely next pages, once this page's queries have settled: their data
  // would be stale by the time they open, and loading it now would compete with this page's.
  useEffect(
    () =>
      whenIdle(
        () => {
          for (const page of likelyNextPages(pathname)) loadRouteModule(page).catch(() => undefined);
        },
        {
          isBusy: () => queryClient.isFetching() > 0,
          subscribe: (onChange) => queryClient.getQueryCache().subscribe(onChange),
        },
      ),
    [queryClient, pathname],
  );
}

/**
 * The student area's layout (spec 2.8): the shell around every /student page, with the signed-in
 * user's name and sign-out, a fresh error boundary per page, prefetching and performance mode.
 */
export function StudentLayout() {
  const role = useAuthStore((state) => state.user?.role);
  // Staff have no student of their own: say so at once instead of waiting for a profile that
  // cannot load (issue 21), and lead them to their own area.
  if (role === "tutor" || role === "admin") return <StudentAreaForStaff role={role} />;
  return <StudentArea />;
}

const STAFF_HOME = {
  tutor: { href: "/tutor", label: "Go to your tutor area" },
  admin: { href: "/admin", label: "Go to the admin area" },
} as const;

/** What a tutor or an admin sees on a /student page: whose area this is, and the way to theirs. */
export function StudentAreaForStaff({ role }: { role: keyof typeof STAFF_HOME }) {
  const home = STAFF_HOME[role];
  return (
    <main id="main" className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">The student area is for students and families</h1>
      <p className="text-slate-600">
        You are signed in as {role === "tutor" ? "a tutor" : "an admin"}, so there is no student profile to
        show here. {role === "tutor" ? "Your students' work" : "Every student's work"} is in your own area.
      </p>
      <Link to={home.href} className={buttonClasses({ className: "mx-auto w-fit" })}>
        {home.label}
      </Link>
    </main>
  );
}

function StudentArea() {
  const user = useAuthStore((state) => state.user);
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const { studentId, students, isLoading, error } = useActiveStudent();
  useStudentPrefetch(studentId);
  useEffect(() => startPerformanceMonitor(), []);

  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.username : "";
  // A parent who has not added a child yet is welcomed and asked for one, on every student page.
  const isParentWithoutChildren = user?.role === "parent" && !isLoading && !error && students.length === 0;
  return (
    <StudentShell
      account={user ? { email: user.email, role: user.role } : null}
      userName={name}
      onSignOut={() => void signOut()}
    >
      <ErrorBoundary key={pathname}>
        {isParentWithoutChildren ? <AddFirstChild parentName={user?.firstName ?? ""} /> : <Outlet />}
      </ErrorBoundary>
    </StudentShell>
  );
}
