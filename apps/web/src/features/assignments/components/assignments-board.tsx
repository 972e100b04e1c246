import { applyLocalCompletion, groupHomework, summarizeHomework } from "@app/domain/homework";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { assignmentsQueryOptions } from "../api/list-assignments";
import { useLocalCompletion } from "../stores/local-completion-store";
import { AssignmentCard, type AssignmentLinks, type Viewer } from "./assignment-card";
import { CATEGORY_LABELS, CATEGORY_ORDER } from "./format";

/**
 * A student's assignments by category (spec 4.4), with the stats the sidebar badge also counts:
 * the same domain rules, in the student's time zone, with this device's local "done" ticks.
 */
export function AssignmentsBoard({
  studentId,
  viewer,
  timeZone,
  links,
  onChanged,
}: {
  studentId: number;
  viewer: Viewer;
  timeZone?: string;
  links: AssignmentLinks;
  onChanged?: () => void;
}) {
  const query = useQuery(assignmentsQueryOptions(studentId));
  const { ticks, toggle } = useLocalCompletion(studentId);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading assignments" className="grid gap-3">
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    );
  }
  // Spec 8: the list falls back to empty on failure; the page still says what went wrong.
  const items = applyLocalCompletion(query.data ?? [], ticks);
  const now = new Date();
  const groups = groupHomework(items, now, timeZone);
  const stats = summarizeHomework(items, now, timeZone);

  return (
    <div className="grid gap-6">
      {query.isError && (
        <Alert tone="error" title={query.error.message}>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      <dl aria-label="Assignment stats" className="grid grid-cols-3 gap-2 text-center sm:max-w-md">
        <Stat label="To do" value={stats.pending} />
        <Stat label="Overdue" value={stats.overdue} tone={stats.overdue > 0 ? "text-red-700" : undefined} />
        <Stat label="Done" value={stats.completed} tone="text-emerald-700" />
      </dl>
      {items.length === 0 && !query.isError && (
        <Alert tone="info" title="No assignments yet">
          {viewer === "student"
            ? "When your tutor sets work, it appears here."
            : "Work set by the tutor appears here."}
        </Alert>
      )}
      {CATEGORY_ORDER.filter((key) => groups[key].length > 0).map((key) => (
        <section key={key} aria-labelledby={`category-${key}`} className="grid gap-3">
          <h2 id={`category-${key}`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            {CATEGORY_LABELS[key]}
            <span className="rounded-full bg-slate-100 px-2 text-sm font-medium text-slate-700">
              {groups[key].length}
            </span>
          </h2>
          <div className="grid gap-3">
            {groups[key].map((assignment) => (
              <AssignmentCard
                key={assignment.id}
                assignment={assignment}
                studentId={studentId}
                viewer={viewer}
                timeZone={timeZone}
                links={links}
                isLocallyDone={ticks[assignment.id] === true}
                onToggleLocal={(isDone) => toggle(studentId, assignment.id, isDone)}
                onChanged={onChanged}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function Stat({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={cn("text-2xl font-semibold text-slate-900", tone)}>{value}</dd>
    </div>
  );
}
