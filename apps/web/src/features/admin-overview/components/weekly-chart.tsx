import type { WeekPoint } from "@app/contract/admin";
import { formatWeek } from "../lib/format";

const WIDTH = 240;
const HEIGHT = 64;

/**
 * A metric's weeks as bars (this week darkest), drawn in SVG; the numbers are also in a table for
 * screen readers, so the chart itself is decorative.
 */
export function WeeklyChart({ label, weeks }: { label: string; weeks: readonly WeekPoint[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.value));
  const slot = WIDTH / Math.max(1, weeks.length);
  return (
    <figure className="grid gap-1">
      <svg aria-hidden viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="h-16 w-full">
        {weeks.map((week, index) => {
          const height = (week.value / max) * (HEIGHT - 4);
          return (
            <rect
              key={week.week}
              x={index * slot + slot * 0.15}
              y={HEIGHT - Math.max(height, week.value > 0 ? 2 : 1)}
              width={slot * 0.7}
              height={Math.max(height, week.value > 0 ? 2 : 1)}
              rx={1.5}
              className={index === weeks.length - 1 ? "fill-brand-700" : "fill-brand-200"}
            />
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-[11px] text-slate-500">
        <span>{weeks[0] ? formatWeek(weeks[0].week) : ""}</span>
        <span>this week</span>
      </figcaption>
      <table className="sr-only">
        <caption>{label}, week by week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">{label}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row">{formatWeek(week.week)}</th>
              <td>{week.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
