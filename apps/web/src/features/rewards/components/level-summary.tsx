import type { ProgressResponse } from "@app/contract/dashboard";
import { xpForLevel } from "@app/domain/xp";
import { Flame, Star } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/cn";

export type LevelInfo = ProgressResponse["level"];
export type StreakInfo = ProgressResponse["streak"];

const numberFormat = new Intl.NumberFormat();

/** The level, total XP and the way to the next level (spec 3 "User level", 9: level n starts at n² × 100). */
export function LevelCard({ level, className }: { level: LevelInfo; className?: string }) {
  const span = level.nextLevelXP - xpForLevel(level.level);
  const share = span > 0 ? level.xpIntoCurrentLevel / span : 0;
  return (
    <Card className={className}>
      <CardContent className="grid gap-3">
        <div className="flex items-center gap-3">
          <div className="flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Star aria-hidden className="size-6" />
          </div>
          <div className="grid">
            <p className="text-sm text-slate-600">Level</p>
            <p className="text-2xl font-semibold text-slate-900">{level.level}</p>
          </div>
          <p className="ml-auto text-right text-sm text-slate-600">
            <span className="block text-lg font-semibold text-slate-900">
              {numberFormat.format(level.totalXP)}
            </span>
            XP in total
          </p>
        </div>
        <ProgressBar value={share} label={`Progress to level ${level.level + 1}`} />
        <p className="text-sm text-slate-600">
          {numberFormat.format(level.xpToNextLevel)} XP to level {level.level + 1} (
          {numberFormat.format(level.xpIntoCurrentLevel)} of {numberFormat.format(span)})
        </p>
      </CardContent>
    </Card>
  );
}

/** The daily streak: current and longest, and the XP multiplier it brings (spec 4.6). */
export function StreakCard({ streak, className }: { streak: StreakInfo; className?: string }) {
  const isActive = streak.currentStreak > 0;
  return (
    <Card className={className}>
      <CardContent className="grid gap-3">
        <div className="flex items-center gap-3">
          <div
            className={cn(
              "flex size-11 items-center justify-center rounded-full",
              isActive ? "bg-orange-100 text-orange-600" : "bg-slate-100 text-slate-500",
            )}
          >
            <Flame aria-hidden className="size-6" />
          </div>
          <div className="grid">
            <p className="text-sm text-slate-600">Current streak</p>
            <p className="text-2xl font-semibold text-slate-900">
              {streak.currentStreak} {streak.currentStreak === 1 ? "day" : "days"}
            </p>
          </div>
          <p className="ml-auto text-right text-sm text-slate-600">
            <span className="block text-lg font-semibold text-slate-900">{streak.longestStreak}</span>
            longest
          </p>
        </div>
        <p className="text-sm text-slate-600">
          {isActive
            ? `XP multiplier ×${streak.streakMultiplier.toFixed(1)}. A lesson or practice tomorrow keeps it going.`
            : "A lesson or practice today starts a new streak."}
        </p>
      </CardContent>
    </Card>
  );
}
