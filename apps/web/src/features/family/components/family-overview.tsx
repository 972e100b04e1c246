import type { FamilyChild } from "@app/contract/family";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock, ClipboardList, Flame, Star, Users } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { onFirstUse } from "@/lib/on-first-use";
import { withStudentId } from "@/lib/student-query";
import { familyQueryOptions } from "../api/get-family";
import { ChildAvatar } from "./child-avatar";

const when = onFirstUse(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
    }),
);

/**
 * The parent's home (issue 10): every child side by side with this week's practice, homework due
 * and overdue, upcoming lessons, level and streak; each links to that child's pages.
 */
export function FamilyOverview() {
  const query = useQuery(familyQueryOptions());
  return (
    <section
      aria-labelledby="family-overview-heading"
      className="mx-auto grid w-full max-w-6xl gap-3 px-3 pt-5 sm:px-6 sm:pt-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="family-overview-heading"
          className="flex items-center gap-2 text-xl font-semibold text-slate-900"
        >
          <Users aria-hidden className="size-5" />
          Your family this week
        </h2>
        <Link
          to="/student/settings?view=family"
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Manage your family
        </Link>
      </div>
      {query.isPending ? (
        <div
          role="status"
          aria-label="Loading your family"
          className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
        >
          <Skeleton className="h-44 rounded-xl" />
          <Skeleton className="h-44 rounded-xl" />
        </div>
      ) : query.isError ? (
        <Alert tone="error" title="Your family didn't load">
          {query.error.message}
        </Alert>
      ) : (
        <ul aria-label="Your children this week" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {query.data.children.map((child) => (
            <li key={child.student.id}>
              <ChildSummary child={child} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ChildSummary({ child }: { child: FamilyChild }) {
  const { student, week, homework, lessons } = child;
  const link = (path: string) => withStudentId(path, student.id);
  return (
    <article
      aria-label={student.firstName}
      className="grid h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex items-center gap-3">
        <ChildAvatar student={student} className="size-10 text-base" />
        <div className="grid min-w-0">
          <Link
            to={link("/student/dashboard")}
            className="truncate font-semibold text-slate-900 hover:underline"
          >
            {student.firstName}
          </Link>
          <p className="flex items-center gap-3 text-xs text-slate-600">
            <span className="flex items-center gap-1">
              <Star aria-hidden className="size-3.5 text-amber-500" />
              Level {child.level}
            </span>
            <span className="flex items-center gap-1">
              <Flame aria-hidden className="size-3.5 text-orange-500" />
              {child.streak.current}-day streak
            </span>
          </p>
        </div>
      </header>
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">Practice this week</dt>
          <dd className="text-right font-medium text-slate-900">
            {week.xp} XP · {week.activeDays} {week.activeDays === 1 ? "day" : "days"} ·{" "}
            {week.questionsAnswered} questions
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="flex items-center gap-1 text-slate-600">
            <ClipboardList aria-hidden className="size-4" />
            Homework
          </dt>
          <dd className="text-right font-medium text-slate-900">
            {homework.due} due
            {" · "}
            <span className={cn(homework.overdue > 0 && "text-red-700")}>{homework.overdue} overdue</span>
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="flex items-center gap-1 text-slate-600">
            <CalendarClock aria-hidden className="size-4" />
            Lessons
          </dt>
          <dd className="text-right font-medium text-slate-900">
            {lessons.next
              ? `${lessons.next.title}, ${when().format(new Date(lessons.next.datetime))}`
              : "None booked"}
            {lessons.upcoming > 1 && <span className="text-slate-600"> (+{lessons.upcoming - 1} more)</span>}
          </dd>
        </div>
      </dl>
      <nav
        aria-label={`${student.firstName}'s pages`}
        className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium"
      >
        <Link to={link("/student/dashboard")} className="text-brand-700 hover:underline">
          Dashboard
        </Link>
        <Link to={link("/student/progress")} className="text-brand-700 hover:underline">
          Progress
        </Link>
        <Link to={link("/student/homework")} className="text-brand-700 hover:underline">
          Assignments
        </Link>
      </nav>
    </article>
  );
}
