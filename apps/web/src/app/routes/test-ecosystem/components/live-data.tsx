import type { Lesson } from "@app/contract/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { progressQueryOptions } from "@/shared/progress/get-progress";
import { walletQueryOptions } from "@/shared/rewards/get-wallet";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";
import { testEcosystemKeys } from "../keys";

/** GET /api/student-dashboard/upcoming-lessons for the selected student. */
function upcomingLessonsQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: testEcosystemKeys.upcomingLessons(studentId),
    queryFn: ({ signal }) =>
      api
        .get<{ upcoming_lessons: Lesson[] }>(
          withStudentId("/student-dashboard/upcoming-lessons", studentId),
          {
            signal,
          },
        )
        .then((data) => data.upcoming_lessons),
  });
}

/** The signed-in account's own student data: progress, wallet and upcoming lessons. */
function useLivePortalData(studentId: number | null, isEnabled: boolean) {
  const progress = useQuery({ ...progressQueryOptions(studentId), staleTime: 0, enabled: isEnabled });
  const wallet = useQuery({ ...walletQueryOptions(studentId), enabled: isEnabled });
  const lessons = useQuery({ ...upcomingLessonsQueryOptions(studentId), enabled: isEnabled });
  return { progress, wallet, lessons };
}

export type LiveData = {
  name: string;
  progress: NonNullable<ReturnType<typeof useLivePortalData>["progress"]["data"]>;
  wallet: NonNullable<ReturnType<typeof useLivePortalData>["wallet"]["data"]>;
  lessons: Lesson[];
};

/**
 * Loads the signed-in account's own data and hands it to a layout. Accounts without a student
 * profile (tutors, admins, a parent with no child yet) get a plain explanation instead.
 */
export function LiveDataGate({ children }: { children: (data: LiveData) => ReactNode }) {
  const role = useAuthStore((state) => state.user?.role);
  const isLearner = role === "student" || role === "parent";
  if (!isLearner) {
    return (
      <Alert tone="info" title="No student data on this account">
        This page shows a student's own progress, wallet and lessons. Your account is not a student or parent
        account, so there is nothing of yours to show here.
      </Alert>
    );
  }
  return <LearnerData>{children}</LearnerData>;
}

function LearnerData({ children }: { children: (data: LiveData) => ReactNode }) {
  const active = useActiveStudent();
  const isEnabled = active.student !== null;
  const { progress, wallet, lessons } = useLivePortalData(active.studentId, isEnabled);

  if (active.isLoading) return <LiveSkeleton />;
  if (active.error) {
    return (
      <Alert tone="error" title="Failed to load profile">
        {active.error.message}
      </Alert>
    );
  }
  if (!active.student) {
    return <Alert tone="info">Add a child to your account to see their progress here.</Alert>;
  }
  const failed = [progress, wallet, lessons].find((q) => q.isError);
  if (failed?.error) {
    return (
      <Alert tone="error" title="Your data didn't load">
        <p>{failed.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => {
            void progress.refetch();
            void wallet.refetch();
            void lessons.refetch();
          }}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (!progress.data || !wallet.data || !lessons.data) return <LiveSkeleton />;
  return children({
    name: active.student.firstName || active.student.name,
    progress: progress.data,
    wallet: wallet.data,
    lessons: lessons.data,
  });
}

function LiveSkeleton() {
  return (
    <div role="status" aria-label="Loading your data" className="grid gap-4 md:grid-cols-2">
      <Skeleton className="h-36 rounded-xl" />
      <Skeleton className="h-36 rounded-xl" />
      <Skeleton className="h-48 rounded-xl" />
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}
