import type { BookedLesson } from "@app/contract/booking";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, CreditCard } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyBoxIllustration } from "@/components/illustrations/empty-box";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";
import { scheduleQueryOptions } from "../api/get-schedule";
import { tutorBalanceQueryOptions } from "../api/get-tutor-balance";
import { formatDay, formatTime, zoneLabel } from "../lib/format";
import { CalendarFeedCard } from "./calendar-feed-card";
import { BILLING_PATH } from "./confirm-step";
import { LessonCard } from "./lesson-card";

const DAY_MS = 86_400_000;
const localDate = (d: Date) =>
  new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(d);

/** Monday 00:00 on the viewer's clock of the week `offset` weeks from this one. */
function mondayOf(offset: number): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + offset * 7);
  return d;
}

function WeekView({ lessons }: { lessons: BookedLesson[] }) {
  const [offset, setOffset] = useState(0);
  const monday = mondayOf(offset);
  const days = Array.from({ length: 7 }, (_, i) =>
    localDate(new Date(monday.getTime() + i * DAY_MS + 3_600_000)),
  );
  const byDay = new Map<string, BookedLesson[]>();
  for (const lesson of lessons) {
    const day = localDate(new Date(lesson.datetime));
    byDay.set(day, [...(byDay.get(day) ?? []), lesson]);
  }
  return (
    <section aria-label="Week view" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Week of {formatDay(days[0]!)}</h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setOffset((o) => o - 1)}>
            <ChevronLeft aria-hidden className="size-4" /> Previous
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOffset(0)} disabled={offset === 0}>
            This week
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOffset((o) => o + 1)}>
            Next <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      <ol className="grid gap-2 md:grid-cols-7">
        {days.map((day) => (
          <li key={day} className="grid content-start gap-2 rounded-xl border border-slate-200 bg-white p-2">
            <h3 className="text-sm font-semibold text-slate-900">{formatDay(day, "short")}</h3>
            {(byDay.get(day) ?? []).map((lesson) => (
              <p
                key={lesson.id}
                className={cn(
                  "rounded-md px-2 py-1 text-xs",
                  lesson.status === "cancelled"
                    ? "bg-slate-100 text-slate-500 line-through"
                    : "bg-brand-50 text-brand-900",
                )}
              >
                <span className="font-semibold">{formatTime(lesson.datetime)}</span> {lesson.title}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /student/schedule: the selected student's lessons, week and list views, with their actions. */
export function StudentSchedule() {
  const { student, studentId, isParentView } = useActiveStudent();
  const [view, setView] = useState<"list" | "week">("list");
  const lessons = useQuery(scheduleQueryOptions(studentId));
  const balance = useQuery(tutorBalanceQueryOptions(studentId));
  const now = Date.now();
  const all = lessons.data ?? [];
  const upcoming = all.filter((l) => l.status === "scheduled" && new Date(l.datetime).getTime() > now);
  const past = all.filter((l) => !upcoming.includes(l)).reverse();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-slate-700" data-testid="schedule-balance">
          <CreditCard aria-hidden className="size-5 text-brand-700" />
          {balance.data === undefined
            ? "Tutor-session credits: …"
            : `${isParentView ? `${student?.firstName ?? "Your child"} has` : "You have"} ${balance.data} tutor-session ${balance.data === 1 ? "credit" : "credits"}`}
          <Link to={BILLING_PATH} className="text-sm font-medium text-brand-700 underline">
            Buy credits
          </Link>
        </p>
        <div className="flex gap-2">
          <fieldset className="flex rounded-md border border-slate-300 p-0.5">
            <legend className="sr-only">View</legend>
            {(["list", "week"] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cn(
                  "rounded px-3 py-1 text-sm font-medium",
                  view === v ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {v === "list" ? "List" : "Week"}
              </button>
            ))}
          </fieldset>
          <Link to="/book" className={buttonClasses({ size: "sm" })}>
            Book a lesson
          </Link>
        </div>
      </div>
      <p className="text-sm text-slate-600">Times in your time zone ({zoneLabel().replace(/_/g, " ")}).</p>
      {lessons.isPending ? (
        <Skeleton className="h-48" />
      ) : lessons.isError ? (
        <Alert tone="error" title="Your lessons didn't load">
          {lessons.error.message}
        </Alert>
      ) : view === "week" ? (
        <WeekView lessons={all} />
      ) : (
        <>
          <section aria-labelledby="upcoming-heading" className="grid gap-3">
            <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
              Coming up
            </h2>
            {upcoming.length === 0 ? (
              <EmptyState
                illustration={EmptyBoxIllustration}
                title="No lesson booked"
                action={
                  <Link to="/book" className={buttonClasses()}>
                    Book a lesson
                  </Link>
                }
              >
                Pick a subject, a tutor and a time that suits you.
              </EmptyState>
            ) : (
              upcoming.map((lesson) => <LessonCard key={lesson.id} lesson={lesson} />)
            )}
          </section>
          {past.length > 0 && (
            <section aria-labelledby="past-heading" className="grid gap-3">
              <h2 id="past-heading" className="text-xl font-semibold text-slate-900">
                Past and cancelled
              </h2>
              {past.slice(0, 20).map((lesson) => (
                <LessonCard key={lesson.id} lesson={lesson} />
              ))}
            </section>
          )}
        </>
      )}
      <CalendarFeedCard />
    </div>
  );
}
