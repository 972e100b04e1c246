import type { Lesson, ProgressResponse } from "@app/contract/dashboard";
import { CalendarClock, Coins, Users, Video } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

const numberFormat = new Intl.NumberFormat();
const cashFormat = new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" });

/** "Tue 24 Nov, 16:00" in the browser's locale. */
export function formatLessonTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** Reward points and cash (decisions.md 5). */
export function WalletCard({
  wallet,
  className,
}: {
  wallet: { points_total: number; cash_balance: number };
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardContent className="flex items-center gap-3">
        <div className="flex size-11 items-center justify-center rounded-full bg-amber-100 text-amber-600">
          <Coins aria-hidden className="size-6" />
        </div>
        <dl className="grid flex-1 grid-cols-2 gap-2">
          <div>
            <dt className="text-sm text-slate-600">Points</dt>
            <dd className="text-2xl font-semibold text-slate-900">
              {numberFormat.format(wallet.points_total)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Cash rewards</dt>
            <dd className="text-2xl font-semibold text-slate-900">
              {cashFormat.format(wallet.cash_balance)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** XP per day over the last seven days, as bars with the numbers written out for screen readers. */
export function WeeklyXpCard({
  weeklyXP,
  className,
}: {
  weeklyXP: ProgressResponse["weeklyXP"];
  className?: string;
}) {
  const max = Math.max(1, ...weeklyXP.map((d) => d.xp));
  const total = weeklyXP.reduce((sum, d) => sum + d.xp, 0);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">This week: {numberFormat.format(total)} XP</CardTitle>
      </CardHeader>
      <CardContent>
        <ol aria-label="XP per day" className="flex h-32 items-end gap-2">
          {weeklyXP.map((d) => {
            const label = new Date(`${d.date}T12:00:00`).toLocaleDateString(undefined, { weekday: "short" });
            return (
              <li key={d.date} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                <span className="sr-only">
                  {label}: {d.xp} XP
                </span>
                <span
                  aria-hidden
                  className={cn("w-full rounded-t-md", d.xp > 0 ? "bg-brand-500" : "bg-slate-200")}
                  style={{ height: `${Math.max(4, (d.xp / max) * 100)}%` }}
                />
                <span aria-hidden className="text-xs text-slate-500">
                  {label}
                </span>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

/** The next lessons, or a line saying there are none. */
export function LessonsCard({ lessons, className }: { lessons: Lesson[]; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">Upcoming lessons</CardTitle>
      </CardHeader>
      <CardContent>
        {lessons.length === 0 ? (
          <p className="text-sm text-slate-600">
            No lessons booked. Book one with a tutor when you're ready.
          </p>
        ) : (
          <ul className="grid gap-3">
            {lessons.map((lesson) => {
              const Icon = lesson.type === "group" ? Users : Video;
              return (
                <li key={lesson.id} className="flex gap-3">
                  <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon aria-hidden className="size-4" />
                  </div>
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium text-slate-900">{lesson.title}</p>
                    <p className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
                      <CalendarClock aria-hidden className="size-3.5" />
                      <time dateTime={lesson.datetime}>{formatLessonTime(lesson.datetime)}</time>
                      <span aria-hidden>·</span>
                      {lesson.duration} min
                      {lesson.tutor && (
                        <>
                          <span aria-hidden>·</span>
                          {lesson.tutor}
                        </>
                      )}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The latest XP gains. */
export function RecentGainsCard({
  gains,
  className,
}: {
  gains: ProgressResponse["recentGains"];
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">Recent XP</CardTitle>
      </CardHeader>
      <CardContent>
        {gains.length === 0 ? (
          <p className="text-sm text-slate-600">No XP yet. Practice earns your first points.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {gains.map((gain) => (
              <li
                key={`${gain.timestamp}-${gain.reason}`}
                className="flex items-center justify-between gap-3 py-2"
              >
                <span className="text-sm text-slate-800">{gain.reason}</span>
                <span className="shrink-0 text-sm font-semibold text-emerald-700">+{gain.amount} XP</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
