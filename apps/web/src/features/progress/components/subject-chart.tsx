import type { ProgressGroup } from "../api/get-progress-overview";
import { summariseSubjects } from "../lib/chart-summaries";
import { ChartFigure, LegendKey, tableClasses } from "./chart-figure";

function Bar({ value, className }: { value: number; className: string }) {
  const width = Math.min(100, Math.max(0, value));
  return (
    <svg
      aria-hidden
      viewBox="0 0 100 4"
      preserveAspectRatio="none"
      className="h-2.5 w-full overflow-visible rounded-full"
    >
      <rect x={0} y={0} width={100} height={4} rx={2} className="fill-slate-100" />
      {width > 0 && <rect x={0} y={0} width={width} height={4} rx={2} className={className} />}
    </svg>
  );
}

/** Accuracy and mastery by subject, as pairs of bars (hand-drawn SVG, no chart library). */
export function SubjectChart({ groups }: { groups: readonly ProgressGroup[] }) {
  const rows = [...groups].sort((a, b) => b.attempts - a.attempts);
  return (
    <ChartFigure
      title="By subject"
      summary={summariseSubjects(groups)}
      legend={
        <span className="flex gap-3">
          <LegendKey className="bg-brand-600" label="Accuracy" />
          <LegendKey className="bg-emerald-500" label="Mastered" />
        </span>
      }
      table={
        <table className={tableClasses}>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">Accuracy</th>
              <th scope="col">Answers</th>
              <th scope="col">Completed</th>
              <th scope="col">Mastered</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((g) => (
              <tr key={g.subject}>
                <th scope="row" className="font-normal">
                  {g.title}
                </th>
                <td>{Math.round(g.accuracy_pct)}%</td>
                <td>{g.attempts}</td>
                <td>
                  {g.completed} of {g.materials}
                </td>
                <td>
                  {g.mastered} of {g.materials}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ul className="grid gap-4">
        {rows.map((g) => {
          const masteredPct = g.materials ? (g.mastered / g.materials) * 100 : 0;
          return (
            <li key={g.subject} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-slate-900">{g.title}</span>
                <span className="text-slate-600">
                  {Math.round(g.accuracy_pct)}% · {g.attempts} answers
                </span>
              </div>
              <Bar value={g.accuracy_pct} className="fill-brand-600" />
              <Bar value={masteredPct} className="fill-emerald-500" />
              <p className="text-xs text-slate-500">
                {g.mastered} of {g.materials} materials mastered · {g.completed} completed
              </p>
            </li>
          );
        })}
      </ul>
    </ChartFigure>
  );
}
