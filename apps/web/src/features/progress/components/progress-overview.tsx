import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { GrowthChartIllustration } from "@/components/illustrations/growth-chart";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { type ProgressTotals, progressOverviewQueryOptions } from "../api/get-progress-overview";
import { ActivityChart } from "./activity-chart";
import { ModuleTable } from "./module-table";
import { SubjectChart } from "./subject-chart";

interface ProgressOverviewProps {
  studentId: number | null;
  libraryHref: string;
  learningPathsHref: string;
}

/** /student/progress (spec 2.3): totals, accuracy and mastery by subject and unit, and the last 30 days. */
export function ProgressOverviewView({ studentId, libraryHref, learningPathsHref }: ProgressOverviewProps) {
  const query = useQuery(progressOverviewQueryOptions(studentId));
  if (query.isPending) return <OverviewSkeleton />;
  if (query.isError) {
    return (
      <Alert tone="error" title="Your progress didn't load">
        <p>{query.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { totals, by_subject, by_module, over_time } = query.data;
  if (totals.attempts === 0 && totals.materials_started === 0) {
    return (
      <EmptyState
        illustration={GrowthChartIllustration}
        title="Nothing practised yet"
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to={libraryHref} className={buttonClasses()}>
              Find a lesson in the Library
            </Link>
            <Link to={learningPathsHref} className={buttonClasses({ variant: "outline" })}>
              Follow a learning path
            </Link>
          </div>
        }
      >
        Answer a few practice questions in any lesson, and your accuracy and mastery will show up here, by
        subject, by unit and day by day.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6">
      <Totals totals={totals} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <SubjectChart groups={by_subject} />
        </Card>
        <Card className="p-5 sm:p-6">
          <ActivityChart days={over_time} />
        </Card>
      </div>
      <Card className="p-5 sm:p-6">
        <ModuleTable modules={by_module} studentId={studentId} />
      </Card>
    </div>
  );
}

function Totals({ totals }: { totals: ProgressTotals }) {
  const items = [
    { label: "Materials started", value: totals.materials_started },
    { label: "Completed", value: totals.materials_completed },
    { label: "Mastered", value: totals.materials_mastered },
    { label: "Answers given", value: totals.attempts },
    { label: "Accuracy", value: `${Math.round(totals.accuracy_pct)}%` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map((item, index) => (
        <div
          key={item.label}
          className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${index === items.length - 1 ? "col-span-2 sm:col-span-1" : ""}`}
        >
          <dt className="text-xs font-medium text-slate-500">{item.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" aria-label="Loading your progress" className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {["a", "b", "c", "d", "e"].map((key) => (
          <Skeleton key={key} className="h-20 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}
