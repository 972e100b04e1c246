import type { Achievement } from "@app/contract/rewards";
import { Award, Flame, Lock } from "lucide-react";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/cn";

/** How far along a badge is, in the badge's own unit. */
function describeProgress(achievement: Achievement): string {
  if (achievement.kind === "streak") {
    const days = Math.round(achievement.progress * achievement.threshold);
    return `${days} of ${achievement.threshold} days`;
  }
  return `${Math.round(achievement.progress * 100)}% of the way`;
}

/** Badges: earned ones in colour, the rest greyed with their progress. */
export function AchievementsGrid({ achievements, title }: { achievements: Achievement[]; title: string }) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {achievements.map((achievement) => (
          <AchievementBadge key={achievement.id} achievement={achievement} />
        ))}
      </ul>
    </section>
  );
}

function AchievementBadge({ achievement }: { achievement: Achievement }) {
  const { earned, kind } = achievement;
  const Icon = kind === "streak" ? Flame : Award;
  return (
    <li
      data-earned={earned}
      className={cn(
        "flex gap-3 rounded-xl border p-4",
        earned
          ? kind === "streak"
            ? "border-orange-200 bg-gradient-to-br from-orange-50 to-amber-50"
            : "border-brand-200 bg-gradient-to-br from-brand-50 to-sky-50"
          : "border-slate-200 bg-slate-50",
      )}
    >
      <div
        className={cn(
          "flex size-12 shrink-0 items-center justify-center rounded-full",
          earned
            ? kind === "streak"
              ? "bg-orange-500 text-white shadow"
              : "bg-brand-600 text-white shadow"
            : "bg-slate-200 text-slate-400",
        )}
      >
        {earned ? <Icon aria-hidden className="size-6" /> : <Lock aria-hidden className="size-5" />}
      </div>
      <div className="grid flex-1 gap-1">
        <p className={cn("font-semibold", earned ? "text-slate-900" : "text-slate-500")}>
          {achievement.title}
        </p>
        <p className={cn("text-sm", earned ? "text-slate-700" : "text-slate-500")}>
          {achievement.description}
        </p>
        {earned ? (
          <p className="text-xs font-semibold tracking-wide text-emerald-700 uppercase">Earned</p>
        ) : (
          <div className="mt-1 grid gap-1">
            <span className="sr-only">Not earned yet.</span>
            <ProgressBar
              value={achievement.progress}
              label={`Progress towards ${achievement.title}`}
              barClassName="bg-slate-400"
            />
            <p className="text-xs text-slate-500">{describeProgress(achievement)}</p>
          </div>
        )}
      </div>
    </li>
  );
}
