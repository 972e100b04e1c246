import type { HomeworkItem } from "@app/contract/dashboard";
import { groupHomework, summarizeHomework } from "@app/domain/homework";
import { useQuery } from "@tanstack/react-query";
import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { getAuthToken } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { homeworkQueryOptions } from "@/shared/student/api/get-homework";
import { formatDay } from "../format";
import { buildSampleHomework } from "../sample-data";
import { DashboardPanel, PanelEmpty, PanelSkeleton } from "./dashboard-panel";

interface PanelProps {
  studentId: number | null;
  linkFor: (path: string) => string;
  timeZone?: string;
}

const groupStyles = {
  overdue: { label: "Overdue", tone: "border-red-200 bg-red-50 text-red-800" },
  dueToday: { label: "Due today", tone: "border-amber-200 bg-amber-50 text-amber-900" },
  dueSoon: { label: "Due soon", tone: "border-brand-200 bg-brand-50 text-brand-800" },
} as const;

/** Homework and assignments: overdue, due today and due soon, with the counts (spec 4.4). */
export function HomeworkPanel({ studentId, linkFor, timeZone }: PanelProps) {
  const query = useQuery(homeworkQueryOptions(studentId));
  const isSample = getAuthToken() === null || query.isError;
  const items: HomeworkItem[] | undefined = isSample ? buildSampleHomework() : query.data;
  const homeworkHref = linkFor("/student/homework");

  return (
    <DashboardPanel
      title="Homework and assignments"
      icon={ClipboardList}
      isSample={isSample}
      action={
        <Link to={homeworkHref} className="text-sm font-medium text-brand-700 hover:underline">
          View all
        </Link>
      }
    >
      {!items ? <PanelSkeleton /> : <HomeworkSummary items={items} href={homeworkHref} timeZone={timeZone} />}
    </DashboardPanel>
  );
}

function HomeworkSummary({
  items,
  href,
  timeZone,
}: {
  items: HomeworkItem[];
  href: string;
  timeZone?: string;
}) {
  const now = new Date();
  const groups = groupHomework(items, now, timeZone);
  const stats = summarizeHomework(items, now, timeZone);
  const visible = (["overdue", "dueToday", "dueSoon"] as const).filter((key) => groups[key].length > 0);
  const later = groups.upcoming.length + groups.inProgress.length;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Stat label="To do" value={stats.pending} />
        <Stat label="Overdue" value={stats.overdue} tone={stats.overdue > 0 ? "text-red-700" : undefined} />
        <Stat label="Completed" value={stats.completed} tone="text-emerald-700" />
      </dl>
      {visible.length === 0 ? (
        <PanelEmpty title={items.length === 0 ? "No homework yet" : "Nothing due in the next 3 days"}>
          {items.length === 0
            ? "Your tutor's assignments will show up here."
            : "Nice work — you're on top of it."}
        </PanelEmpty>
      ) : (
        <div className="grid gap-3">
          {visible.map((key) => (
            <div key={key} className="grid gap-1.5">
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {groupStyles[key].label} ({groups[key].length})
              </h3>
              <ul className="grid gap-1.5">
                {groups[key].map((item) => (
                  <li key={item.id}>
                    <Link
                      to={href}
                      className={cn(
                        "flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm hover:brightness-95",
                        groupStyles[key].tone,
                      )}
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{item.title}</span>
                        <span className="block truncate text-xs opacity-80">{item.subject}</span>
                      </span>
                      {item.due_date && (
                        <span className="shrink-0 text-xs font-medium">
                          {formatDay(item.due_date, timeZone)}
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {later > 0 && (
        <p className="text-sm text-slate-600">
          {later} more due later.{" "}
          <Link to={href} className="font-medium text-brand-700 hover:underline">
            See all assignments
          </Link>
        </p>
      )}
    </div>
  );
}

function Stat({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-2 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={cn("text-xl font-semibold text-slate-900", tone)}>{value}</dd>
    </div>
  );
}
