import { LevelCard, StreakCard } from "@/features/rewards/components/level-summary";
import { LessonsCard, RecentGainsCard, WalletCard, WeeklyXpCard } from "./components/blocks";
import { LiveBanner } from "./components/demo-banner";
import { LiveDataGate } from "./components/live-data";
import { TestPage } from "./components/test-page";

/** /test-ecosystem-live (sign-in): the dashboard pieces with the signed-in account's own live data. */
export default function EcosystemLiveTestPage() {
  return (
    <TestPage
      title="Live ecosystem"
      description={<p>The same building blocks as the ecosystem dashboard, filled from your own account.</p>}
    >
      <LiveDataGate>
        {({ name, progress, wallet, lessons }) => (
          <>
            <LiveBanner name={name} />
            <div className="grid gap-4 md:grid-cols-2">
              <LevelCard level={progress.level} />
              <StreakCard streak={progress.streak} />
              <WalletCard wallet={wallet} />
              <WeeklyXpCard weeklyXP={progress.weeklyXP} />
              <LessonsCard lessons={lessons} />
              <RecentGainsCard gains={progress.recentGains} />
            </div>
          </>
        )}
      </LiveDataGate>
    </TestPage>
  );
}
