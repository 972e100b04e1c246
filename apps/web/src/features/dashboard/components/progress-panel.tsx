import type { ProgressResponse } from "@app/contract/dashboard";
import { xpForLevel } from "@app/domain/xp";
import { useQuery } from "@tanstack/react-query";
import { Flame, TrendingUp } from "lucide-react";
import { ProgressBar } from "@/components/ui/progress-bar";
import { progressQueryOptions } from "@/shared/progress/get-progress";
import { formatDay } from "../format";
import { DashboardPanel, PanelError, PanelSkeleton } from "./dashboard-panel";
import { WeeklyXpChart } from "./weekly-xp-chart";

const RECENT_SHOWN = 4;

/**
 * Level with the way to the next one, the streak and its multiplier, the week's XP and recent gains;
 * `childName` names the child to a parent ("Mia's progress", issue 10).
 */
export function ProgressPanel({
  studentId,
  timeZone,
  childName = null,
}: {
  studentId: number | null;
  timeZone?: string;
  childName?: string | null;
}) {
  const query = useQuery(progressQueryOptions(studentId));
  const whose = childName ? `${childName}'s` : "your";
  return (
    <DashboardPanel title={childName ? `${childName}'s progress` : "Your progress"} icon={TrendingUp}>
      {query.isPending ? (
        <PanelSkeleton rows={3} />
      ) : query.isError ? (
        <PanelError message={`We couldn't load ${whose} progress.`} onRetry={() => void query.refetch()} />
      ) : (
        <ProgressDetails data={query.data} timeZone={timeZone} />
      )}
    </DashboardPanel>
  );
}

function ProgressDetails({ data, timeZone }: { data: ProgressResponse; timeZone?: string }) {
  const { level, streak, recentGains, weeklyXP } = data;
  const span = Math.max(1, level.nextLevelXP - xpForLevel(level.level));
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2 rounded-lg bg-brand-50 p-3">
          <div className="flex items-baseline justify-between">
            <p className="text-sm font-medium text-brand-800">Level {level.level}</p>
            <p className="text-xs text-brand-800">{level.totalXP} XP</p>
          </div>
          <ProgressBar
            value={level.xpIntoCurrentLevel}
            max={span}
            label={`Progress to level ${level.level + 1}`}
            valueText={`${level.xpIntoCurrentLevel} of ${span} XP`}
            className="h-2.5 bg-white"
          />
          <p className="text-xs text-slate-600">
            {level.xpToNextLevel} XP to level {level.level + 1}
          </p>
        </div>
        <div className="flex items-center gap-3 rounded-lg bg-orange-50 p-3">
          <Flame aria-hidden className="size-8 shrink-0 text-orange-500" />
          <div>
            <p className="text-sm font-medium text-orange-900">{streak.currentStreak}-day streak</p>
            <p className="text-xs text-orange-900/80">
              ×{streak.streakMultiplier.toFixed(1)} XP multiplier · best {streak.longestStreak}
            </p>
          </div>
        </div>
      </div>
      <WeeklyXpChart days={weeklyXP.slice(-7)} timeZone={timeZone} />
      <div className="grid gap-1.5">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Recent XP</h3>
        {recentGains.length === 0 ? (
          <p className="text-sm text-slate-600">Answer some practice questions to earn your first XP.</p>
        ) : (
          <ul className="grid gap-1">
            {recentGains.slice(0, RECENT_SHOWN).map((gain) => (
              <li
                key={`${gain.timestamp}-${gain.reason}`}
                className="flex items-center justify-between gap-3 text-sm"
              >
                <span className="min-w-0 truncate text-slate-700">{gain.reason}</span>
                <span className="flex shrink-0 items-center gap-2">
                  <span className="text-xs text-slate-500">{formatDay(gain.timestamp, timeZone)}</span>
                  <span className="font-semibold text-emerald-700">+{gain.amount} XP</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
