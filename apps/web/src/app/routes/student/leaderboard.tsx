import { Link, useSearchParams } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Skeleton } from "@/components/ui/skeleton";
import type { LeaderboardPeriod } from "@/features/rewards/api/get-leaderboard";
import { Leaderboard } from "@/features/rewards/components/leaderboard";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/rewards/leaderboard: who earned the most XP this week and of all time. */
export default function LeaderboardPage() {
  const { student, studentId, isParentAccount, isLoading } = useActiveStudent();
  const [searchParams, setSearchParams] = useSearchParams();
  const period: LeaderboardPeriod = searchParams.get("period") === "all" ? "all" : "week";

  function changePeriod(next: LeaderboardPeriod) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "week") params.delete("period");
        else params.set("period", next);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Leaderboard">
        <p className="text-base">
          XP earned from lessons and practice. Only first names and initials are shown.{" "}
          <Link to="/student/achievements" className="font-medium text-brand-700 hover:underline">
            See the badges
          </Link>
        </p>
      </PageIntro>
      {isLoading ? (
        <div role="status" aria-label="Loading the leaderboard">
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : (
        <Leaderboard
          period={period}
          onPeriodChange={changePeriod}
          studentId={studentId}
          meLabel={isParentAccount && student ? student.firstName : "You"}
        />
      )}
    </div>
  );
}
