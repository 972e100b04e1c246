import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useRebuildLearningPaths } from "@/features/admin-paths/api/save-learning-path";
import { PathComposer } from "@/features/admin-paths/components/path-composer";
import { publicModulesQueryOptions } from "@/features/catalogue/api/get-public-modules";
import { learningPathQueryOptions } from "@/features/learning-paths/api/get-learning-path";
import { learningPathsQueryOptions } from "@/features/learning-paths/api/list-learning-paths";
import { describeFailure } from "@/lib/api-errors";
import { cn } from "@/lib/cn";
import { AdminFrame, AdminSection } from "./admin-frame";

const STATUS_TONE = { draft: "neutral", published: "success", archived: "warning" } as const;

/** The composer for one path, once its steps and the catalogue have loaded. */
function EditPath({ id, onSaved }: { id: number | "new"; onSaved: (id: number) => void }) {
  const units = useQuery(publicModulesQueryOptions());
  const path = useQuery({ ...learningPathQueryOptions(id === "new" ? 0 : id, null), enabled: id !== "new" });
  if (units.isError) return <Alert tone="error">{describeFailure(units.error)}</Alert>;
  if (path.isError) return <Alert tone="error">{describeFailure(path.error)}</Alert>;
  if (!units.data || (id !== "new" && !path.data)) return <p className="text-sm text-slate-600">Loading…</p>;
  return (
    <PathComposer key={id} path={id === "new" ? null : path.data!} units={units.data} onSaved={onSaved} />
  );
}

/** /admin/learning-paths: compose paths from units and lessons, reorder, set status, rebuild. */
export default function AdminLearningPathsPage() {
  const paths = useQuery(learningPathsQueryOptions({}, null));
  const rebuild = useRebuildLearningPaths();
  const [selected, setSelected] = useState<number | "new" | null>(null);
  return (
    <AdminFrame
      title="Learning paths"
      lead="String units and lessons together for a subject and grade band. Drag steps, or use the keyboard or the arrows, to reorder."
    >
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setSelected("new")}>New path</Button>
        <Button
          variant="outline"
          isBusy={rebuild.isPending}
          busyLabel="Rebuilding…"
          onClick={() => {
            if (
              window.confirm(
                "Re-create the catalogue's own paths from their definitions? Your edits to those paths will be replaced.",
              )
            )
              rebuild.mutate();
          }}
        >
          Rebuild the catalogue's paths
        </Button>
      </div>
      {rebuild.isSuccess && <Alert tone="success">Rebuilt {rebuild.data.rebuilt} paths.</Alert>}
      {rebuild.isError && <Alert tone="error">{describeFailure(rebuild.error)}</Alert>}
      <div className="grid gap-6 xl:grid-cols-[18rem_minmax(0,1fr)]">
        <AdminSection id="paths" title="Paths">
          {paths.isError && <Alert tone="error">{describeFailure(paths.error)}</Alert>}
          <ul className="grid gap-2">
            {paths.data?.map((path) => (
              <li key={path.id}>
                <button
                  type="button"
                  onClick={() => setSelected(path.id)}
                  aria-current={selected === path.id || undefined}
                  className={cn(
                    "grid w-full gap-1 rounded-lg border bg-white p-3 text-left hover:border-brand-600",
                    selected === path.id ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
                  )}
                >
                  <span className="text-sm font-medium text-slate-900">{path.title}</span>
                  <span className="flex items-center gap-2 text-xs text-slate-500">
                    <Badge tone={STATUS_TONE[path.status as keyof typeof STATUS_TONE] ?? "neutral"}>
                      {path.status}
                    </Badge>
                    {path.subject} · {path.grade_band} · {path.step_count} steps
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </AdminSection>
        {selected !== null && (
          <AdminSection id="composer" title={selected === "new" ? "New path" : "Edit path"}>
            <EditPath id={selected} onSaved={(id) => setSelected(id)} />
          </AdminSection>
        )}
      </div>
    </AdminFrame>
  );
}
