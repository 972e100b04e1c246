import { summarizeHomework } from "@app/domain/homework";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isFeatureEnabled } from "@/lib/feature-flags";
import { withStudentId } from "@/lib/student-query";
import { unreadCountQueryOptions } from "@/shared/messages/get-unread-count";
import { walletQueryOptions } from "@/shared/rewards/get-wallet";
import { homeworkQueryOptions } from "@/shared/student/api/get-homework";
import { FAMILY_PAGE_PATH, StudentSwitcher } from "@/shared/student/components/student-switcher";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";
import {
  type SignedInAccount,
  useStudentSelectionSync,
} from "@/shared/student/hooks/use-student-selection-sync";
import { useStudentStore } from "@/shared/student/stores/student-store";
import { SidebarProvider } from "../hooks/use-sidebar";
import { isParentOwnPage, resolveTheme } from "../theme";
import { StudentSidebar } from "./student-sidebar";
import { TopBar } from "./top-bar";

export interface StudentShellProps {
  account: SignedInAccount | null;
  /** The signed-in person's name, for the profile menu. */
  userName: string;
  onSignOut: () => void;
  /** The page. */
  children: ReactNode;
}

/**
 * The student portal's frame (spec 2.8): sidebar, top bar and the page. It loads the profile and
 * keeps the selected student in the address; until the profile is there the page waits.
 */
export function StudentShell(props: StudentShellProps) {
  const { pathname } = useLocation();
  return (
    <SidebarProvider pathname={pathname}>
      <ShellFrame {...props} />
    </SidebarProvider>
  );
}

function ShellFrame({ account, userName, onSignOut, children }: StudentShellProps) {
  useStudentSelectionSync(account);
  const { students, student, studentId, isParentAccount, isParentView, isLoading, error, selectStudent } =
    useActiveStudent();
  const homework = useQuery(homeworkQueryOptions(studentId));
  const wallet = useQuery(walletQueryOptions(studentId));
  const unreadMessages = useQuery(unreadCountQueryOptions());
  const storedTheme = useStudentStore((state) => state.preferredTheme);
  const { pathname, search } = useLocation();
  const studentTheme = resolveTheme(student?.preferredTheme, storedTheme);
  const theme = resolveTheme(
    student?.preferredTheme,
    storedTheme,
    isParentView && isParentOwnPage(pathname, search),
  );

  // The stored theme is the student's, never the adult look of a parent's own page.
  useEffect(() => {
    if (student && useStudentStore.getState().preferredTheme !== studentTheme) {
      useStudentStore.setState({ preferredTheme: studentTheme });
    }
  }, [student, studentTheme]);

  // Portals (dialogs, menus) render outside the shell; the page root carries the theme for them.
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    return () => {
      delete document.documentElement.dataset.theme;
    };
  }, [theme]);

  const linkFor = (path: string) => withStudentId(path, isParentAccount ? studentId : null);
  const pendingCount = homework.data
    ? summarizeHomework(homework.data, new Date(), student?.timezone).pending
    : 0;

  return (
    <div
      className="student-shell flex min-h-screen text-slate-900"
      data-theme={theme}
      data-visual-effects={isFeatureEnabled("disable_visual_effects") ? "off" : "on"}
      data-testid="student-shell"
    >
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <StudentSidebar
        pendingCount={pendingCount}
        unreadMessages={unreadMessages.data ?? 0}
        showLeaderboard={wallet.isSuccess}
        students={students}
        selectedStudentId={studentId}
        isParentAccount={isParentAccount}
        familyHref={isParentView ? FAMILY_PAGE_PATH : null}
        onSelectStudent={selectStudent}
        linkFor={linkFor}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          studentId={studentId}
          linkFor={linkFor}
          profileMenu={{
            name: userName,
            settingsHref: linkFor("/student/settings"),
            familyHref: isParentView ? FAMILY_PAGE_PATH : null,
            onSignOut,
          }}
          context={
            isParentView && students.length > 0 ? (
              // A parent always sees whose pages these are, and can change child, at every width.
              <div className="order-last sm:order-none">
                <StudentSwitcher students={students} selected={student} onSelect={selectStudent} />
              </div>
            ) : null
          }
        />
        <main id="main" className="flex flex-1 flex-col">
          {isLoading ? (
            <ProfileLoading />
          ) : error || (!student && account?.role !== "parent") ? (
            <ProfileLoadFailed />
          ) : (
            // A parent without children yet gets the page the layout gives them (add a first child).
            <>
              {student?.parentConsentPending && <ParentConsentNotice />}
              {children}
            </>
          )}
        </main>
      </div>
    </div>
  );
}

/** Decisions.md 1: a child under 13 learns, but some things wait for a parent's confirmation. */
function ParentConsentNotice() {
  return (
    <p role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      We've e-mailed your parent to confirm your account. Until they do, you can learn, but messages and the
      leaderboard stay off.
    </p>
  );
}

/** Spec 2.8: "Loading your profile...". */
export function ProfileLoading() {
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-slate-600">
      <Spinner size="lg" />
      <p>Loading your profile...</p>
    </div>
  );
}

/** Spec 2.8: "Failed to load profile" with "Refresh Page". */
export function ProfileLoadFailed() {
  return (
    <section
      role="alert"
      className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-semibold text-slate-900">Failed to load profile</h1>
      <p className="text-slate-600">We couldn't load your student profile. Refreshing usually helps.</p>
      <Button onClick={() => window.location.reload()}>Refresh Page</Button>
    </section>
  );
}
