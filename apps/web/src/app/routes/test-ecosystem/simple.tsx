import { Card, CardContent } from "@/components/ui/card";
import { formatLessonTime } from "./components/blocks";
import { LiveBanner } from "./components/demo-banner";
import { LiveDataGate } from "./components/live-data";
import { TestPage } from "./components/test-page";

const numberFormat = new Intl.NumberFormat();
const cashFormat = new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" });

/** /test-ecosystem-simple (sign-in): the signed-in account's own numbers as a plain list. */
export default function EcosystemSimpleTestPage() {
  return (
    <TestPage
      title="Simple ecosystem"
      width="max-w-2xl"
      description={<p>Your own progress, wallet and next lesson, without any decoration.</p>}
    >
      <LiveDataGate>
        {({ name, progress, wallet, lessons }) => {
          const next = lessons[0];
          const rows: [string, string][] = [
            ["Level", String(progress.level.level)],
            ["Total XP", numberFormat.format(progress.level.totalXP)],
            ["XP to next level", numberFormat.format(progress.level.xpToNextLevel)],
            ["Current streak", `${progress.streak.currentStreak} days`],
            ["Longest streak", `${progress.streak.longestStreak} days`],
            ["Points", numberFormat.format(wallet.points_total)],
            ["Cash rewards", cashFormat.format(wallet.cash_balance)],
            ["Next lesson", next ? `${next.title}, ${formatLessonTime(next.datetime)}` : "None booked"],
          ];
          return (
            <>
              <LiveBanner name={name} />
              <Card>
                <CardContent>
                  <dl className="divide-y divide-slate-100">
                    {rows.map(([term, value]) => (
                      <div key={term} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:justify-between">
                        <dt className="text-sm text-slate-600">{term}</dt>
                        <dd className="font-medium text-slate-900">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </CardContent>
              </Card>
            </>
          );
        }}
      </LiveDataGate>
    </TestPage>
  );
}
