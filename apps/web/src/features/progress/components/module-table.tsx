import { badgeLabel, displayStatus, masteryLevel } from "@app/domain/progress-status";
import { useQueries } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Skeleton } from "@/components/ui/skeleton";
import { type ModuleProgress, moduleProgressQueryOptions } from "../api/get-module-progress";
import type { ModuleProgressGroup } from "../api/get-progress-overview";

const LEVEL_LABEL = {
  expert: "Expert",
  advanced: "Advanced",
  proficient: "Proficient",
  basic: "Basic",
} as const;

/** A unit's badge (spec 4.5) from its progress, through the domain's rules. */
function ModuleBadge({ progress }: { progress: ModuleProgress }) {
  const isCompleted =
    progress.total_materials > 0 && progress.completed_materials >= progress.total_materials;
  const status = displayStatus({
    isCompleted,
    accuracyPct: progress.overall_accuracy,
    masteryStatus: progress.mastery_status,
  });
  const level = masteryLevel(progress.mastery_status, progress.overall_accuracy);
  const tone =
    status === "mastered" || status === "completed"
      ? "success"
      : status === "in_progress"
        ? "brand"
        : "neutral";
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge tone={tone}>{badgeLabel(status, progress.overall_accuracy)}</Badge>
      {level && <span className="text-xs text-slate-500">{LEVEL_LABEL[level]} level</span>}
    </span>
  );
}

/**
 * Progress by unit: each practised unit's lessons completed of all its lessons (GET
 * /api/module-progress/{id}), its accuracy and its mastery badge.
 */
export function ModuleTable({
  modules,
  studentId,
}: {
  modules: readonly ModuleProgressGroup[];
  studentId: number | null;
}) {
  const rows = [...modules].sort((a, b) => b.attempts - a.attempts);
  const progress = useQueries({
    queries: rows.map((m) => moduleProgressQueryOptions(m.module_id, studentId)),
  });
  return (
    <section aria-labelledby="modules-heading" className="grid gap-3">
      <h2 id="modules-heading" className="text-lg font-semibold text-slate-900">
        By unit
      </h2>
      <div className="overflow-x-auto">
        <table className="min-w-full border-collapse text-left text-sm">
          <thead className="text-xs text-slate-500">
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3 font-medium">
                Unit
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Lessons completed
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Accuracy
              </th>
              <th scope="col" className="hidden py-2 pl-3 font-medium sm:table-cell">
                Mastery
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m, index) => {
              const result = progress[index];
              const data = result?.data;
              return (
                <tr key={m.module_id} className="border-b border-slate-100 align-middle">
                  <th scope="row" className="py-3 pr-3 font-normal">
                    <span className="block font-medium text-slate-900">{m.title}</span>
                    <span className="text-xs text-slate-500">{m.subject}</span>
                    {data && (
                      <span className="mt-1 block sm:hidden">
                        <ModuleBadge progress={data} />
                      </span>
                    )}
                  </th>
                  <td className="min-w-36 px-3 py-3">
                    {data ? (
                      <div className="grid gap-1">
                        <ProgressBar
                          value={data.percentage}
                          max={100}
                          label={`${m.title}: lessons completed`}
                          className="h-2 w-full min-w-16 bg-slate-200"
                          barClassName={data.percentage === 100 ? "bg-emerald-500" : undefined}
                        />
                        <span className="text-xs text-slate-600">
                          {data.completed_materials} of {data.total_materials} · {data.percentage}%
                        </span>
                      </div>
                    ) : result?.isError ? (
                      <span className="text-xs text-red-700">{result.error.message}</span>
                    ) : (
                      <Skeleton className="h-2 w-full" />
                    )}
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    {Math.round(m.accuracy_pct)}%
                    <span className="block text-xs text-slate-500">{m.attempts} answers</span>
                  </td>
                  <td className="hidden py-3 pl-3 sm:table-cell">
                    {data ? <ModuleBadge progress={data} /> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
