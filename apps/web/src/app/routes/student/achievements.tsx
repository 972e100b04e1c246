import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { achievementsQueryOptions } from "@/features/rewards/api/get-achievements";
import { AchievementsGrid } from "@/features/rewards/components/achievements-grid";
import { LevelCard, StreakCard } from "@/features/rewards/components/level-summary";
import { progressQueryOptions } from "@/shared/progress/get-progress";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/achievements: level and streak, and the badges for streak and level milestones. */
export default function AchievementsPage() {
  const { student, studentId, isParentView, isLoading, error } = useActiveStudent();
  const isReady = !isLoading && student !== null;
  const progress = useQuery({ ...progressQueryOptions(studentId), staleTime: 0, enabled: isReady });
  const achievements = useQuery({ ...achievementsQueryOptions(studentId), enabled: isReady });
  const earned = achievements.data?.filter((a) => a.earned).length ?? 0;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Achievements">
        <p className="text-base">
          {isParentView && student
            ? `${student.firstName}'s badges for learning streaks and levels.`
            : "Badges for learning streaks and levels. Keep going to unlock the grey ones."}{" "}
          <Link to="/student/rewards/leaderboard" className="font-medium text-brand-700 hover:underline">
            See the leaderboard
          </Link>
        </p>
      </PageIntro>

      {!isLoading && !student ? (
        <Alert tone={error ? "error" : "info"} title={error ? "Failed to load profile" : undefined}>
          {error ? error.message : "There is no student profile on this account yet."}
        </Alert>
      ) : (
        <>
          <section aria-label="Level and streak" className="grid gap-4 md:grid-cols-2">
            {progress.isError ? (
              <Alert tone="error" title="Your level and streak didn't load" className="md:col-span-2">
                <p>{progress.error.message}</p>
                <Button variant="outline" size="sm" className="mt-2" onClick={() => void progress.refetch()}>
                  Try again
                </Button>
              </Alert>
            ) : progress.data ? (
              <>
                <LevelCard level={progress.data.level} />
                <StreakCard streak={progress.data.streak} />
              </>
            ) : (
              <>
                <Skeleton className="h-36 rounded-xl" />
                <Skeleton className="h-36 rounded-xl" />
              </>
            )}
          </section>

          {achievements.isError ? (
            <Alert tone="error" title="Badges didn't load">
              <p>{achievements.error.message}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void achievements.refetch()}
              >
                Try again
              </Button>
            </Alert>
          ) : achievements.data ? (
            <>
              <p className="text-sm text-slate-600" aria-live="polite">
                {earned === 0
                  ? "No badges yet. Learn three days in a row for the first one."
                  : `${earned} of ${achievements.data.length} badges earned.`}
              </p>
              <AchievementsGrid
                title="Streak badges"
                achievements={achievements.data.filter((a) => a.kind === "streak")}
              />
              <AchievementsGrid
                title="Level badges"
                achievements={achievements.data.filter((a) => a.kind === "level")}
              />
            </>
          ) : (
            <div
              role="status"
              aria-label="Loading badges"
              className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
            >
              {["a", "b", "c", "d", "e", "f"].slice(0, 6).map((i) => (
                <Skeleton key={i} className="h-28 rounded-xl" />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
