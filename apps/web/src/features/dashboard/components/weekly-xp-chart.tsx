import { calendarDate } from "@app/domain/streak";
import { THIS_WEEK_LABEL } from "@app/domain/week";
import { weekdayOfDate } from "../format";

interface WeeklyXpChartProps {
  days: { date: string; xp: number }[];
}

const WIDTH = 280;
const HEIGHT = 120;
const LABEL_SPACE = 18;
const VALUE_SPACE = 14;

/** The last 7 days of XP as bars: a small hand-drawn SVG (no chart library). */
export function WeeklyXpChart({ days, timeZone }: WeeklyXpChartProps & { timeZone?: string | undefined }) {
  // Today is marked on the student's calendar: the week runs Monday to Sunday, today anywhere in it.
  const today = calendarDate(new Date(), timeZone || "UTC");
  const max = Math.max(1, ...days.map((d) => d.xp));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.min(28, slot * 0.6);
  const plotHeight = HEIGHT - LABEL_SPACE - VALUE_SPACE;
  const total = days.reduce((sum, d) => sum + d.xp, 0);
  return (
    <figure className="grid gap-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-md"
        role="img"
        aria-label={`XP ${THIS_WEEK_LABEL}: ${days.map((d) => `${weekdayOfDate(d.date)} ${d.xp}`).join(", ")}`}
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - LABEL_SPACE}
          y2={HEIGHT - LABEL_SPACE}
          className="stroke-slate-200"
          strokeWidth={1}
        />
        {days.map((day, index) => {
          const height = day.xp > 0 ? Math.max(3, (day.xp / max) * plotHeight) : 0;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - LABEL_SPACE - height;
          const isToday = day.date === today;
          return (
            <g key={day.date}>
              {height > 0 && (
                <rect
                  x={x}
                  y={y}
                  width={barWidth}
                  height={height}
                  rx={4}
                  className={isToday ? "fill-brand-600" : "fill-brand-200"}
                />
              )}
              {day.xp > 0 && (
                <text
                  x={x + barWidth / 2}
                  y={y - 3}
                  textAnchor="middle"
                  className="fill-slate-600"
                  style={{ fontSize: 9 }}
                >
                  {day.xp}
                </text>
              )}
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 4}
                textAnchor="middle"
                className={isToday ? "fill-slate-900 font-semibold" : "fill-slate-500"}
                style={{ fontSize: 10 }}
              >
                {weekdayOfDate(day.date)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-slate-500" data-testid="week-xp">
        {total} XP {THIS_WEEK_LABEL}
      </figcaption>
    </figure>
  );
}
