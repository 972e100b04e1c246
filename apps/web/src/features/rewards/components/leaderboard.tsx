import type { LeaderboardResponse } from "@app/contract/rewards";
import { useQuery } from "@tanstack/react-query";
import { Medal } from "lucide-react";
import { type KeyboardEvent, useId, useRef } from "react";
import { TrophyIllustration } from "@/components/illustrations/trophy";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { type LeaderboardPeriod, leaderboardQueryOptions } from "../api/get-leaderboard";
import { HiddenNotice } from "./hidden-notice";

type Entry = LeaderboardResponse["entries"][number];

const PERIODS: { value: LeaderboardPeriod; label: string }[] = [
  { value: "week", label: "This week" },
  { value: "all", label: "All time" },
];

const numberFormat = new Intl.NumberFormat();
const MEDAL_COLOURS = ["text-amber-500", "text-slate-400", "text-orange-700"];

/**
 * The leaderboard (decisions.md 5): this week or all time, display names only, the selected
 * student's row highlighted, and shown below the list when it is outside the top 50.
 */
export function Leaderboard({
  period,
  onPeriodChange,
  studentId,
  meLabel = "You",
  childName = null,
}: {
  period: LeaderboardPeriod;
  onPeriodChange: (period: LeaderboardPeriod) => void;
  studentId: number | null;
  meLabel?: string;
  /** The child's first name when a parent is looking (for why the child is not listed). */
  childName?: string | null;
}) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const query = useQuery(leaderboardQueryOptions(period, studentId));

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target =
      event.key === "Home" ? 0 : event.key === "End" ? PERIODS.length - 1 : step ? index + step : null;
    if (target === null) return;
    event.preventDefault();
    const next = (target + PERIODS.length) % PERIODS.length;
    onPeriodChange(PERIODS[next]!.value);
    tabs.current[next]?.focus();
  }

  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label="Period" className="inline-flex w-fit rounded-lg bg-slate-100 p-1">
        {PERIODS.map((p, index) => {
          const isSelected = p.value === period;
          return (
            <button
              key={p.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${p.value}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onPeriodChange(p.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "rounded-md px-4 py-2 text-sm font-medium transition-colors",
                isSelected ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
              )}
            >
              {p.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${period}`} tabIndex={-1}>
        {query.isPending ? (
          <LeaderboardSkeleton />
        ) : query.isError ? (
          <Alert tone="error" title="The leaderboard didn't load">
            <p>{query.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <div className="grid gap-3">
            {query.data.hidden_reason && (
              <HiddenNotice reason={query.data.hidden_reason} childName={childName} />
            )}
            {query.data.entries.length === 0 ? (
              <EmptyLeaderboard period={period} />
            ) : (
              <Ranking data={query.data} meLabel={meLabel} />
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function Ranking({ data, meLabel }: { data: LeaderboardResponse; meLabel: string }) {
  const isMeListed = data.entries.some((e) => e.is_me);
  return (
    <div className="grid gap-3">
      <ol
        aria-label={data.period === "week" ? "Ranking this week" : "Ranking of all time"}
        className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {data.entries.map((entry) => (
          <Row key={entry.rank} entry={entry} meLabel={meLabel} />
        ))}
      </ol>
      {data.me && !isMeListed && (
        <div className="grid gap-2">
          <p className="text-sm text-slate-600">Your place, outside the top {data.entries.length}:</p>
          <ol
            aria-label="Your place"
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <Row entry={data.me} meLabel={meLabel} />
          </ol>
        </div>
      )}
    </div>
  );
}

function Row({ entry, meLabel }: { entry: Entry; meLabel: string }) {
  return (
    <li
      value={entry.rank}
      aria-current={entry.is_me ? "true" : undefined}
      className={cn(
        "flex items-center gap-3 px-4 py-3",
        entry.is_me && "bg-brand-50 ring-2 ring-brand-500 ring-inset",
      )}
    >
      <span className="flex w-8 shrink-0 justify-center text-sm font-semibold text-slate-700">
        {entry.rank <= 3 ? (
          <>
            <Medal aria-hidden className={cn("size-6", MEDAL_COLOURS[entry.rank - 1])} />
            <span className="sr-only">Rank {entry.rank}</span>
          </>
        ) : (
          <>
            <span className="sr-only">Rank </span>
            {entry.rank}
          </>
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-2">
        <span className="flex items-center gap-2">
          <span className="truncate font-medium text-slate-900">{entry.display_name}</span>
          {entry.is_me && <Badge tone="brand">{meLabel}</Badge>}
        </span>
        <span className="text-xs text-slate-600 sm:text-sm">Level {entry.level}</span>
      </span>
      <span className="shrink-0 text-right">
        <span className="font-semibold text-slate-900">{numberFormat.format(entry.points)}</span>
        <span className="text-sm text-slate-600"> pts</span>
      </span>
    </li>
  );
}

function EmptyLeaderboard({ period }: { period: LeaderboardPeriod }) {
  return (
    <EmptyState
      illustration={TrophyIllustration}
      title={period === "week" ? "No points earned this week yet" : "No points earned yet"}
    >
      Finish a lesson or a practice session to earn XP and be the first on the board.
    </EmptyState>
  );
}

function LeaderboardSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the leaderboard"
      className="grid gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
    >
      {["a", "b", "c", "d", "e", "f"].slice(0, 6).map((i) => (
        <div key={i} className="flex items-center gap-3 bg-white px-4 py-3">
          <Skeleton className="size-6 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}
