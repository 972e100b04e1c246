import { LevelCard, StreakCard } from "@/features/rewards/components/level-summary";
import { LessonsCard, RecentGainsCard, WalletCard, WeeklyXpCard } from "./components/blocks";
import { DemoBanner } from "./components/demo-banner";
import { DEMO_LESSONS, DEMO_PROGRESS, DEMO_WALLET } from "./components/demo-data";
import { TestPage } from "./components/test-page";

/** /test-ecosystem-dashboard (open): the portal's dashboard pieces, filled with demo data. */
export default function EcosystemDashboardTestPage() {
  return (
    <TestPage
      title="Ecosystem dashboard"
      description={
        <p>The student portal's building blocks side by side: level, streak, wallet, XP and lessons.</p>
      }
    >
      <DemoBanner />
      <div className="grid gap-4 md:grid-cols-2">
        <LevelCard level={DEMO_PROGRESS.level} />
        <StreakCard streak={DEMO_PROGRESS.streak} />
        <WalletCard wallet={DEMO_WALLET} />
        <WeeklyXpCard weeklyXP={DEMO_PROGRESS.weeklyXP} />
        <LessonsCard lessons={DEMO_LESSONS} />
        <RecentGainsCard gains={DEMO_PROGRESS.recentGains} />
      </div>
    </TestPage>
  );
}
