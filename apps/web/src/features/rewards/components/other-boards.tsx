import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { familyBoardQueryOptions } from "../api/get-family-board";
import type { LeaderboardPeriod } from "../api/get-leaderboard";
import { nearbyBoardQueryOptions } from "../api/get-nearby-board";
import { HiddenNotice } from "./hidden-notice";

const numberFormat = new Intl.NumberFormat();

const PERIODS: { value: LeaderboardPeriod; label: string }[] = [
  { value: "week", label: "This week" },
  { value: "all", label: "All time" },
];

interface BoardProps {
  period: LeaderboardPeriod;
  onPeriodChange: (period: LeaderboardPeriod) => void;
  studentId: number | null;
  meLabel: string;
  /** The child's first name when a parent is looking. */
  childName: string | null;
}

function PeriodSwitch({ period, onPeriodChange }: Pick<BoardProps, "period" | "onPeriodChange">) {
  return (
    <fieldset className="inline-flex w-fit rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">Period</legend>
      {PERIODS.map((p) => (
        <button
          key={p.value}
          type="button"
          aria-pressed={p.value === period}
          onClick={() => onPeriodChange(p.value)}
          className={cn(
            "rounded-md px-4 py-2 text-sm font-medium",
            p.value === period ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {p.label}
        </button>
      ))}
    </fieldset>
  );
}

interface Row {
  key: string;
  label: string;
  points: number;
  level: number;
  isMe: boolean;
  note?: string;
}

function BoardList({ label, rows, meLabel }: { label: string; rows: Row[]; meLabel: string }) {
  return (
    <ol
      aria-label={label}
      className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {rows.map((row) => (
        <li
          key={row.key}
          aria-current={row.isMe ? "true" : undefined}
          className={cn(
            "flex items-center gap-3 px-4 py-3",
            row.isMe && "bg-brand-50 ring-2 ring-brand-500 ring-inset",
          )}
        >
          <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-2">
            <span className="flex items-center gap-2">
              <span className="truncate font-medium text-slate-900">{row.label}</span>
              {row.isMe && <Badge tone="brand">{meLabel}</Badge>}
            </span>
            <span className="text-xs text-slate-600 sm:text-sm">Level {row.level}</span>
          </span>
          <span className="shrink-0 text-right">
            <span className="font-semibold text-slate-900">{numberFormat.format(row.points)}</span>
            <span className="text-sm text-slate-600"> pts</span>
            {row.note && <span className="block text-xs text-slate-500">{row.note}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

function BoardState({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  if (isPending) return <Skeleton role="status" aria-label="Loading the board" className="h-48 rounded-xl" />;
  return (
    <Alert tone="error" title="This board didn't load">
      <p>{error?.message}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** The family board (issue 10): the student and their brothers and sisters, display names only. */
export function FamilyBoard({ period, onPeriodChange, studentId, meLabel, childName }: BoardProps) {
  const query = useQuery(familyBoardQueryOptions(period, studentId));
  return (
    <div className="grid gap-4">
      <PeriodSwitch period={period} onPeriodChange={onPeriodChange} />
      {!query.isSuccess ? (
        <BoardState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.entries.length === 0 ? (
        <p className="text-sm text-slate-600">
          The family board shows once {childName ?? "your"} account is confirmed by a parent.
        </p>
      ) : (
        <>
          {query.data.entries.length === 1 && (
            <p className="text-sm text-slate-600">
              No brothers or sisters here yet: a parent adds them on the Family page.
            </p>
          )}
          <BoardList
            label="Family ranking"
            meLabel={meLabel}
            rows={query.data.entries.map((e) => ({
              key: `${e.rank}-${e.display_name}`,
              label: e.display_name,
              points: e.points,
              level: e.level,
              isMe: e.is_me,
            }))}
          />
        </>
      )}
    </div>
  );
}

/** The relative board (issue 10): the ten learners nearest by XP, with how far ahead or behind. */
export function NearbyBoard({ period, onPeriodChange, studentId, meLabel, childName }: BoardProps) {
  const query = useQuery(nearbyBoardQueryOptions(period, studentId));
  return (
    <div className="grid gap-4">
      <PeriodSwitch period={period} onPeriodChange={onPeriodChange} />
      {!query.isSuccess ? (
        <BoardState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.hidden_reason && (
            <HiddenNotice reason={query.data.hidden_reason} childName={childName} />
          )}
          <BoardList
            label="Learners near you"
            meLabel={meLabel}
            rows={query.data.entries.map((e, i) => ({
              key: `${i}-${e.display_name}`,
              label: e.display_name,
              points: e.points,
              level: e.level,
              isMe: e.is_me,
              note: e.is_me
                ? undefined
                : e.difference > 0
                  ? `${numberFormat.format(e.difference)} ahead`
                  : e.difference < 0
                    ? `${numberFormat.format(-e.difference)} behind`
                    : "level pegging",
            }))}
          />
        </>
      )}
    </div>
  );
}
