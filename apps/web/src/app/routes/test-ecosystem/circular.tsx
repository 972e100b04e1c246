import { BarChart3, CalendarDays, Coins, Flame, Heart, LayoutDashboard, Trophy, UserCog } from "lucide-react";
import { CircularHub, type HubNode } from "./components/circular-hub";
import { LiveBanner } from "./components/demo-banner";
import { type LiveData, LiveDataGate } from "./components/live-data";
import { TestPage } from "./components/test-page";

const numberFormat = new Intl.NumberFormat();

function toNodes({ progress, wallet, lessons }: LiveData): HubNode[] {
  const next = lessons[0];
  return [
    { label: "Dashboard", to: "/student/dashboard", Icon: LayoutDashboard, detail: "Your day" },
    { label: "Progress", to: "/student/progress", Icon: BarChart3, detail: `Level ${progress.level.level}` },
    {
      label: "Streak",
      to: "/student/achievements",
      Icon: Flame,
      detail: `${progress.streak.currentStreak} days`,
    },
    {
      label: "Points",
      to: "/student/rewards/leaderboard",
      Icon: Coins,
      detail: `${numberFormat.format(wallet.points_total)} pts`,
    },
    {
      label: "Schedule",
      to: "/student/schedule",
      Icon: CalendarDays,
      detail: next
        ? new Date(next.datetime).toLocaleDateString(undefined, {
            weekday: "short",
            day: "numeric",
            month: "short",
          })
        : "Nothing booked",
    },
    { label: "Leaderboard", to: "/student/rewards/leaderboard", Icon: Trophy, detail: "This week" },
    { label: "Favourites", to: "/student/favorites", Icon: Heart, detail: "Saved" },
    { label: "My tutor", to: "/student/tutor-preferences", Icon: UserCog, detail: "Preferences" },
  ];
}

/** /test-ecosystem-circular (sign-in): the circular hub with the signed-in account's own numbers. */
export default function EcosystemCircularTestPage() {
  return (
    <TestPage
      title="Circular ecosystem"
      width="max-w-3xl"
      description={<p>The portal's sections around a hub, each with a live number from your account.</p>}
    >
      <LiveDataGate>
        {(data) => (
          <>
            <LiveBanner name={data.name} />
            <CircularHub
              label="Your portal"
              nodes={toNodes(data)}
              center={
                <>
                  <span className="text-xs opacity-90 sm:text-sm">Level</span>
                  <span className="text-3xl font-bold sm:text-4xl">{data.progress.level.level}</span>
                  <span className="text-xs opacity-90 sm:text-sm">
                    {numberFormat.format(data.progress.level.totalXP)} XP
                  </span>
                </>
              }
            />
          </>
        )}
      </LiveDataGate>
    </TestPage>
  );
}
