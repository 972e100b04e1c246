import type { StudentProfile } from "@app/contract/student";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { Link, useSearchParams } from "react-router";
import { PathMapIllustration } from "@/components/illustrations/path-map";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { prefetchOnIntent } from "@/lib/prefetch";
import { prefetchLearningPath, prefetchTopLearningPaths } from "../api/get-learning-path";
import { GRADE_BANDS, learningPathsQueryOptions, type PathFilters } from "../api/list-learning-paths";
import type { LearningPath } from "../api/types";
import { gradeBandLabel } from "../lib/labels";

/** The catalogue's subjects; a student's own subjects are added to them. */
const CATALOGUE_SUBJECTS = ["Mathematics", "French", "Spanish", "Python"];
const MINE = "mine";
const ALL = "all";

/**
 * The filters in the address (`?subject=`, `?grade_band=`), defaulting to the student's own grade
 * and subjects ("mine") when the student has them.
 */
export function readPathFilters(
  params: URLSearchParams,
  student: Pick<StudentProfile, "grade" | "subjects">,
): { subject: string; gradeBand: string; filters: PathFilters } {
  const hasSubjects = student.subjects.length > 0;
  const subject = params.get("subject") || (hasSubjects ? MINE : ALL);
  const gradeBand = params.get("grade_band") || (student.grade ? MINE : ALL);
  const filters: PathFilters = {};
  if (subject === MINE && hasSubjects) filters.studentSubjects = student.subjects;
  else if (subject !== ALL && subject !== MINE) filters.subject = subject;
  if (gradeBand === MINE && student.grade) filters.studentGrade = student.grade;
  else if (gradeBand !== ALL && gradeBand !== MINE) filters.gradeBand = gradeBand;
  return { subject, gradeBand, filters };
}

interface LearningPathListProps {
  student: StudentProfile;
  linkFor: (path: string) => string;
}

/** /student/learning-paths: the paths for the student, filtered by subject and grade band, with their progress. */
export function LearningPathList({ student, linkFor }: LearningPathListProps) {
  const [params, setParams] = useSearchParams();
  const { subject, gradeBand, filters } = readPathFilters(params, student);
  const query = useQuery(learningPathsQueryOptions(filters, student.id));
  const queryClient = useQueryClient();
  const subjectId = useId();
  const gradeId = useId();
  const subjects = [...new Set([...CATALOGUE_SUBJECTS, ...student.subjects])];

  const ids = query.data?.map((path) => path.id).join(",");
  useEffect(() => {
    if (!ids) return;
    void prefetchTopLearningPaths(queryClient, ids.split(",").map(Number), student.id);
  }, [ids, queryClient, student.id]);

  const setFilters = (changes: { subject?: string; grade_band?: string }) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const showAll = () => setFilters({ subject: ALL, grade_band: ALL });

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grid gap-1">
          <label htmlFor={subjectId} className="text-xs font-medium text-slate-600">
            Subject
          </label>
          <Select
            id={subjectId}
            className="w-full sm:w-auto"
            value={subject}
            onChange={(event) => setFilters({ subject: event.target.value })}
          >
            {student.subjects.length > 0 && (
              <option value={MINE}>Your subjects ({student.subjects.join(", ")})</option>
            )}
            <option value={ALL}>All subjects</option>
            {subjects.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={gradeId} className="text-xs font-medium text-slate-600">
            Grade band
          </label>
          <Select
            id={gradeId}
            className="w-full sm:w-auto"
            value={gradeBand}
            onChange={(event) => setFilters({ grade_band: event.target.value })}
          >
            {student.grade && <option value={MINE}>Your grade (grade {student.grade})</option>}
            <option value={ALL}>All grade bands</option>
            {GRADE_BANDS.map((band) => (
              <option key={band} value={band}>
                {gradeBandLabel(band)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {query.isPending ? (
        <PathsSkeleton />
      ) : query.isError ? (
        <Alert tone="error" title="The learning paths didn't load">
          <p>{query.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : query.data.length === 0 ? (
        <EmptyState
          illustration={PathMapIllustration}
          title="No learning paths match these filters"
          action={
            <Button variant="outline" onClick={showAll}>
              Show all paths
            </Button>
          }
        >
          Try another subject or grade band.
        </EmptyState>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-600">
            {query.data.length} {query.data.length === 1 ? "path" : "paths"}
            {(subject === MINE || gradeBand === MINE) && (
              <>
                {" "}
                chosen for your{" "}
                {subject === MINE && gradeBand === MINE
                  ? "grade and subjects"
                  : subject === MINE
                    ? "subjects"
                    : "grade"}
                .{" "}
                <button
                  type="button"
                  onClick={showAll}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  Show all paths
                </button>
              </>
            )}
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {query.data.map((path) => (
              <li key={path.id}>
                <PathCard
                  path={path}
                  href={linkFor(`/student/learning-paths/${path.id}`)}
                  onIntent={() => void prefetchLearningPath(queryClient, path.id, student.id)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function PathCard({ path, href, onIntent }: { path: LearningPath; href: string; onIntent: () => void }) {
  const progress = path.progress;
  const moduleIntent = prefetchOnIntent(href);
  const intent = {
    onMouseEnter: () => {
      moduleIntent.onMouseEnter();
      onIntent();
    },
    onFocus: () => {
      moduleIntent.onFocus();
      onIntent();
    },
  };
  return (
    <Card className="relative grid h-full content-start gap-3 p-5 transition-shadow hover:shadow-md">
      <div className="flex flex-wrap gap-2">
        <Badge tone="brand">{path.subject}</Badge>
        <Badge>{gradeBandLabel(path.grade_band)}</Badge>
      </div>
      <h2 className="text-lg font-semibold text-slate-900">
        <Link
          to={href}
          {...intent}
          className="rounded after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {path.title}
        </Link>
      </h2>
      {path.description && <p className="text-sm text-slate-600">{path.description}</p>}
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-slate-600">{path.step_count} steps</span>
          {progress ? (
            <span className="font-medium text-slate-900">{progress.percentage}% complete</span>
          ) : (
            <span className="text-slate-500">Progress unavailable</span>
          )}
        </div>
        {progress && (
          <ProgressBar
            value={progress.percentage}
            max={100}
            label={`${path.title} progress`}
            barClassName={progress.percentage === 100 ? "bg-emerald-500" : undefined}
          />
        )}
      </div>
    </Card>
  );
}

function PathsSkeleton() {
  return (
    <div role="status" aria-label="Loading learning paths" className="grid gap-4 md:grid-cols-2">
      {["a", "b", "c", "d"].map((key) => (
        <Skeleton key={key} className="h-48 rounded-xl" />
      ))}
    </div>
  );
}
