import type { AdminDashboard, WeeklyMetric } from "@app/contract/admin";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { describeFailure } from "@/lib/api-errors";
import { adminDashboardQueryOptions } from "../api/get-admin-dashboard";
import { describeChange } from "../lib/format";
import { WeeklyChart } from "./weekly-chart";

const WEEKLY: {
  key: keyof Pick<
    AdminDashboard,
    "active_students" | "lessons" | "tutor_sessions_sold" | "ai_sessions_sold" | "sign_ups"
  >;
  label: string;
}[] = [
  { key: "active_students", label: "Active students" },
  { key: "lessons", label: "Lessons" },
  // The two kinds of credits are never added together (issue 21).
  { key: "tutor_sessions_sold", label: "Tutor sessions sold" },
  { key: "ai_sessions_sold", label: "AI sessions sold" },
  { key: "sign_ups", label: "New sign-ups" },
];

function WeeklyCard({ label, metric }: { label: string; metric: WeeklyMetric }) {
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="grid gap-0.5">
        <h3 className="text-sm font-medium text-slate-600">{label} this week</h3>
        <p className="text-3xl font-bold text-slate-900">{metric.this_week}</p>
        <p className="text-xs text-slate-500">{describeChange(metric.weeks)}</p>
      </div>
      <WeeklyChart label={label} weeks={metric.weeks} />
    </li>
  );
}

function CountCard({
  label,
  value,
  to,
  action,
}: {
  label: string;
  value: number;
  to: string;
  action: string;
}) {
  return (
    <li className="grid content-start gap-1 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-sm font-medium text-slate-600">{label}</h3>
      <p className="text-3xl font-bold text-slate-900">{value}</p>
      <Link to={to} className="text-sm font-medium text-brand-700 hover:underline">
        {action}
      </Link>
    </li>
  );
}

/** The numbers an owner watches, each with twelve weeks of bars. */
export function DashboardNumbers() {
  const dashboard = useQuery(adminDashboardQueryOptions());
  if (dashboard.isPending)
    return (
      <div
        role="status"
        aria-label="Loading the numbers"
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        {WEEKLY.map(({ key }) => (
          <Skeleton key={key} className="h-44 rounded-xl" />
        ))}
      </div>
    );
  if (dashboard.isError) return <Alert tone="error">{describeFailure(dashboard.error)}</Alert>;
  const data = dashboard.data;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="This week">
        {WEEKLY.map(({ key, label }) => (
          <WeeklyCard key={key} label={label} metric={data[key]} />
        ))}
      </ul>
      <ul className="grid gap-4 sm:grid-cols-3" aria-label="Waiting for you">
        <CountCard
          label="Unread feedback"
          value={data.unread_feedback}
          to="?tab=feedback#inbox"
          action="Read feedback"
        />
        <CountCard
          label="Open tutor applications"
          value={data.open_tutor_applications}
          to="/admin/tutors"
          action="Review applications"
        />
        <CountCard
          label={`On the waitlist (${data.waitlist.confirmed} confirmed)`}
          value={data.waitlist.total}
          to="?tab=waitlist#inbox"
          action="See the waitlist"
        />
      </ul>
    </div>
  );
}
