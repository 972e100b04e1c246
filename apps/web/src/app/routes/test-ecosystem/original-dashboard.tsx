import { xpForLevel } from "@app/domain/xp";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { LessonsCard, RecentGainsCard } from "./components/blocks";
import { LiveBanner } from "./components/demo-banner";
import { LiveDataGate } from "./components/live-data";
import { TestPage } from "./components/test-page";

const numberFormat = new Intl.NumberFormat();
const cashFormat = new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" });

/** /test-original-dashboard (sign-in): the classic dashboard layout with the account's own data. */
export default function OriginalDashboardTestPage() {
  return (
    <TestPage
      title="Original dashboard"
      description={<p>The first dashboard layout: a greeting, four numbers, lessons and recent XP.</p>}
    >
      <LiveDataGate>
        {({ name, progress, wallet, lessons }) => {
          const span = progress.level.nextLevelXP - xpForLevel(progress.level.level);
          const stats = [
            { label: "Level", value: String(progress.level.level) },
            { label: "Total XP", value: numberFormat.format(progress.level.totalXP) },
            { label: "Day streak", value: String(progress.streak.currentStreak) },
            { label: "Cash rewards", value: cashFormat.format(wallet.cash_balance) },
          ];
          return (
            <>
              <LiveBanner name={name} />
              <section className="grid gap-3 rounded-xl bg-gradient-to-r from-brand-700 to-brand-900 p-5 text-white sm:p-6">
                <h2 className="text-2xl font-semibold">Welcome back, {name}!</h2>
                <p className="text-sm opacity-90">
                  {progress.level.xpToNextLevel} XP to level {progress.level.level + 1}
                </p>
                <ProgressBar
                  value={span > 0 ? progress.level.xpIntoCurrentLevel / span : 0}
                  label={`Progress to level ${progress.level.level + 1}`}
                  className="bg-white/25"
                  barClassName="bg-amber-300"
                />
              </section>
              <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                {stats.map((stat) => (
                  <Card key={stat.label} className="grid gap-1 p-4 sm:p-5">
                    <dt className="text-sm text-slate-600">{stat.label}</dt>
                    <dd className="text-2xl font-semibold text-slate-900">{stat.value}</dd>
                  </Card>
                ))}
              </dl>
              <div className="grid gap-4 md:grid-cols-2">
                <LessonsCard lessons={lessons} />
                <RecentGainsCard gains={progress.recentGains} />
              </div>
            </>
          );
        }}
      </LiveDataGate>
    </TestPage>
  );
}
