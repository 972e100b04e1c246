import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2, Circle, CircleDot, Clock, Dumbbell, Play } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { prefetchOnIntent } from "@/lib/prefetch";
import { toPageTitle } from "@/lib/site";
import { learningPathQueryOptions } from "../api/get-learning-path";
import type { LearningPathDetail, PathLesson, PathStep } from "../api/types";
import { gradeBandLabel } from "../lib/labels";
import { LessonStatusBadge, lessonStatus } from "./lesson-status-badge";
import { ProgressRing } from "./progress-ring";

interface LearningPathDetailProps {
  pathId: number;
  studentId: number | null;
  linkFor: (path: string) => string;
}

/** /student/learning-paths/{id}: the path's steps in order with each lesson's status, and its progress. */
export function LearningPathDetailView({ pathId, studentId, linkFor }: LearningPathDetailProps) {
  const query = useQuery(learningPathQueryOptions(pathId, studentId));
  const backLink = (
    <Link
      to={linkFor("/student/learning-paths")}
      className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> All learning paths
    </Link>
  );
  if (query.isPending) {
    return (
      <div className="grid gap-6">
        {backLink}
        <div role="status" aria-label="Loading the learning path" className="grid gap-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-5 w-full max-w-xl" />
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const isMissing = isApiError(query.error, 404);
    return (
      <div className="grid gap-6">
        <title>{toPageTitle(isMissing ? "Learning path not found" : "Learning path")}</title>
        {backLink}
        <Alert
          tone="error"
          title={isMissing ? "We couldn't find that learning path" : "The learning path didn't load"}
        >
          <p>{query.error.message}</p>
          {!isMissing && (
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </Alert>
      </div>
    );
  }
  return <PathView path={query.data} backLink={backLink} linkFor={linkFor} />;
}

function PathView({
  path,
  backLink,
  linkFor,
}: {
  path: LearningPathDetail;
  backLink: ReactNode;
  linkFor: (path: string) => string;
}) {
  const progress = path.progress ?? {
    completed_materials: 0,
    total_materials: path.steps.reduce((n, step) => n + step.lesson_count, 0),
    percentage: 0,
    completed_steps: 0,
    next_material_id: path.steps[0]?.materials?.[0]?.id ?? null,
  };
  const nextId = progress.next_material_id;
  const materialHref = (id: number) => linkFor(`/student/material/${id}`);
  const practiseHref = linkFor(`/student/practice/${path.id}?source=path`);
  const isDone = progress.total_materials > 0 && progress.completed_materials >= progress.total_materials;
  return (
    <div className="grid gap-6">
      <title>{toPageTitle(`${path.title} — learning path`)}</title>
      {backLink}
      <header className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{path.subject}</Badge>
          <Badge>{gradeBandLabel(path.grade_band)}</Badge>
          <Badge>{path.steps.length} steps</Badge>
        </div>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{path.title}</h1>
        {path.description && <p className="max-w-3xl text-lg text-slate-600">{path.description}</p>}
      </header>

      <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
        <ProgressRing percent={progress.percentage} label="Path complete" />
        <div className="grid flex-1 gap-3">
          <p className="text-slate-700">
            <span className="font-semibold text-slate-900">
              {progress.completed_materials} of {progress.total_materials} lessons completed
            </span>
            <span className="text-slate-500">
              {" "}
              · {progress.completed_steps} of {path.steps.length} steps done
            </span>
          </p>
          <ProgressBar
            value={progress.percentage}
            max={100}
            label={`${path.title} progress`}
            barClassName={progress.percentage === 100 ? "bg-emerald-500" : undefined}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {nextId !== null && !isDone && (
              <Link
                to={materialHref(nextId)}
                {...prefetchOnIntent(materialHref(nextId))}
                className={buttonClasses()}
              >
                <Play aria-hidden className="size-4" />
                {progress.completed_materials > 0 ? "Continue" : "Start the path"}
              </Link>
            )}
            <Link
              to={practiseHref}
              {...prefetchOnIntent(practiseHref)}
              className={buttonClasses({ variant: "outline" })}
            >
              <Dumbbell aria-hidden className="size-4" />
              Practise this path
            </Link>
          </div>
          {isDone && (
            <p className="text-sm font-medium text-emerald-700">
              You've completed every lesson of this path.
            </p>
          )}
        </div>
      </Card>

      <section aria-labelledby="steps-heading" className="grid gap-4">
        <h2 id="steps-heading" className="text-xl font-semibold text-slate-900">
          Steps
        </h2>
        <ol className="grid gap-4">
          {path.steps.map((step) => (
            <li key={step.position}>
              <StepCard step={step} nextId={nextId} materialHref={materialHref} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function StepCard({
  step,
  nextId,
  materialHref,
}: {
  step: PathStep;
  nextId: number | null;
  materialHref: (id: number) => string;
}) {
  const lessons = step.materials ?? [];
  const done = step.completed_materials ?? 0;
  const isCurrent = lessons.some((lesson) => lesson.id === nextId);
  return (
    <Card className={cn("grid gap-4 p-4 sm:p-5", isCurrent && "border-brand-300 ring-1 ring-brand-200")}>
      <div className="flex gap-3">
        <span
          className={cn(
            "flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
            step.is_completed ? "bg-emerald-100 text-emerald-800" : "bg-brand-50 text-brand-800",
          )}
        >
          {step.is_completed ? <CheckCircle2 aria-label="Step done" className="size-5" /> : step.position}
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="font-semibold text-slate-900">
            <span className="sr-only">Step {step.position}: </span>
            {step.title}
          </h3>
          {step.description && <p className="text-sm text-slate-600">{step.description}</p>}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
            <span>{step.kind === "unit" ? `Unit · ${step.lesson_count} lessons` : "Single lesson"}</span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-3.5" /> {step.estimated_time} min
            </span>
            <span>
              {done} of {step.lesson_count} done
            </span>
          </p>
        </div>
      </div>
      {lessons.length > 0 && (
        <ol className="grid gap-1 border-t border-slate-100 pt-3">
          {lessons.map((lesson) => (
            <LessonRow
              key={lesson.id}
              lesson={lesson}
              isNext={lesson.id === nextId}
              href={materialHref(lesson.id)}
            />
          ))}
        </ol>
      )}
    </Card>
  );
}

function LessonRow({ lesson, isNext, href }: { lesson: PathLesson; isNext: boolean; href: string }) {
  const status = lessonStatus(lesson.progress);
  const Icon =
    status === "completed" || status === "mastered"
      ? CheckCircle2
      : status === "in_progress"
        ? CircleDot
        : Circle;
  return (
    <li>
      <Link
        to={href}
        {...prefetchOnIntent(href)}
        aria-current={isNext ? "step" : undefined}
        className={cn(
          "flex items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:items-center",
          isNext && "bg-brand-50/60",
        )}
      >
        <Icon
          aria-hidden
          className={cn(
            "size-5 shrink-0",
            status === "completed" || status === "mastered"
              ? "text-emerald-600"
              : status === "in_progress"
                ? "text-brand-600"
                : "text-slate-300",
          )}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
          <span className="font-medium text-slate-900">{lesson.title}</span>
          <span className="flex shrink-0 items-center gap-2 text-xs text-slate-600">
            {isNext && <Badge tone="brand">Up next</Badge>}
            <span>{lesson.estimated_time} min</span>
            <LessonStatusBadge progress={lesson.progress} />
          </span>
        </span>
      </Link>
    </li>
  );
}
