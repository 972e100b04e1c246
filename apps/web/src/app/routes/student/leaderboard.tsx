import { Link, useSearchParams } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Skeleton } from "@/components/ui/skeleton";
import type { LeaderboardPeriod } from "@/features/rewards/api/get-leaderboard";
import { CashWallet } from "@/features/rewards/components/cash-wallet";
import { Leaderboard } from "@/features/rewards/components/leaderboard";
import { FamilyBoard, NearbyBoard } from "@/features/rewards/components/other-boards";
import { cn } from "@/lib/cn";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

type Board = "everyone" | "family" | "nearby";

const BOARDS: { value: Board; label: string }[] = [
  { value: "everyone", label: "Everyone" },
  { value: "family", label: "Family" },
  { value: "nearby", label: "Near me" },
];

/**
 * /student/rewards/leaderboard: the wallet, and who earned the most XP this week and of all time:
 * everyone, the family (brothers and sisters) or the ten nearest by XP (issue 10).
 */
export default function LeaderboardPage() {
  const { student, studentId, isParentView, isLoading } = useActiveStudent();
  const [searchParams, setSearchParams] = useSearchParams();
  const period: LeaderboardPeriod = searchParams.get("period") === "all" ? "all" : "week";
  const board: Board = BOARDS.find((b) => b.value === searchParams.get("board"))?.value ?? "everyone";
  const childName = isParentView && student ? student.firstName : null;

  function setParam(name: string, value: string | null) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value === null) params.delete(name);
        else params.set(name, value);
        return params;
      },
      { replace: true },
    );
  }
  const changePeriod = (next: LeaderboardPeriod) => setParam("period", next === "week" ? null : next);
  const boardProps = {
    period,
    onPeriodChange: changePeriod,
    studentId,
    meLabel: childName ?? "You",
    childName,
  };

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
      {!isLoading && <CashWallet studentId={studentId} childName={childName} />}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Board</legend>
        {BOARDS.map((b) => (
          <button
            key={b.value}
            type="button"
            aria-pressed={b.value === board}
            onClick={() => setParam("board", b.value === "everyone" ? null : b.value)}
            className={cn(
              "rounded-full border px-4 py-1.5 text-sm font-medium",
              b.value === board
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
            )}
          >
            {b.label}
          </button>
        ))}
      </fieldset>
      {isLoading ? (
        <div role="status" aria-label="Loading the leaderboard">
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : board === "family" ? (
        <FamilyBoard {...boardProps} />
      ) : board === "nearby" ? (
        <NearbyBoard {...boardProps} />
      ) : (
        <Leaderboard {...boardProps} />
      )}
    </div>
  );
}
