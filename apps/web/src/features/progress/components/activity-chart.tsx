import type { DayActivity } from "../api/get-progress-overview";
import { accuracySegments, formatDay, summariseActivity } from "../lib/chart-summaries";
import { ChartFigure, LegendKey, tableClasses } from "./chart-figure";

const WIDTH = 300;
const HEIGHT = 100;

/**
 * The last 30 days: answers per day as bars and accuracy as a line (hand-drawn SVG). The drawing
 * stretches to its box; labels are HTML around it so they stay readable at any width.
 */
export function ActivityChart({ days }: { days: readonly DayActivity[] }) {
  const maxAttempts = Math.max(1, ...days.map((d) => d.attempts));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = slot * 0.6;
  const segments = accuracySegments(days, WIDTH, HEIGHT);
  const middle = days[Math.floor(days.length / 2)];
  return (
    <ChartFigure
      title="Over the last 30 days"
      summary={summariseActivity(days)}
      legend={
        <span className="flex gap-3">
          <LegendKey className="bg-brand-200" label="Answers" />
          <LegendKey className="bg-amber-500" label="Accuracy" />
        </span>
      }
      table={
        <table className={tableClasses}>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Answers</th>
              <th scope="col">Correct</th>
              <th scope="col">Accuracy</th>
            </tr>
          </thead>
          <tbody>
            {days
              .filter((d) => d.attempts > 0)
              .map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="font-normal">
                    {formatDay(d.date)}
                  </th>
                  <td>{d.attempts}</td>
                  <td>{d.correct}</td>
                  <td>{Math.round(d.accuracy_pct)}%</td>
                </tr>
              ))}
          </tbody>
        </table>
      }
    >
      <div className="grid grid-cols-[auto_1fr_auto] gap-x-2 text-xs text-slate-500">
        <div className="flex flex-col justify-between text-right">
          <span>{maxAttempts}</span>
          <span>0</span>
        </div>
        <svg
          aria-hidden
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full overflow-visible border-b border-l border-slate-200 sm:h-48"
        >
          {[25, 50, 75].map((line) => (
            <line
              key={line}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT - (line / 100) * HEIGHT}
              y2={HEIGHT - (line / 100) * HEIGHT}
              className="stroke-slate-100"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) =>
            day.attempts > 0 ? (
              <rect
                key={day.date}
                x={index * slot + (slot - barWidth) / 2}
                y={HEIGHT - (day.attempts / maxAttempts) * HEIGHT}
                width={barWidth}
                height={(day.attempts / maxAttempts) * HEIGHT}
                className="fill-brand-200"
              />
            ) : null,
          )}
          {segments.map((points) => (
            <g key={`${points[0]!.x}`} className="stroke-amber-500">
              {points.length > 1 && (
                <polyline
                  points={points.map((p) => `${p.x},${p.y}`).join(" ")}
                  fill="none"
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                />
              )}
              {points.map((p) => (
                // A zero-length line with round caps draws a dot that stays round when stretched.
                <line
                  key={p.x}
                  x1={p.x}
                  x2={p.x}
                  y1={p.y}
                  y2={p.y}
                  strokeWidth={7}
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
            </g>
          ))}
        </svg>
        <div className="flex flex-col justify-between">
          <span>100%</span>
          <span>0%</span>
        </div>
        <span />
        <div className="flex justify-between pt-1">
          <span>{days[0] ? formatDay(days[0].date) : ""}</span>
          <span>{middle ? formatDay(middle.date) : ""}</span>
          <span>{days.at(-1) ? formatDay(days.at(-1)!.date) : ""}</span>
        </div>
        <span />
      </div>
    </ChartFigure>
  );
}
