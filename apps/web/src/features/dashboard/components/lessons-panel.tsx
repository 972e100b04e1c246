import type { Lesson } from "@app/contract/dashboard";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { getAuthToken } from "@/lib/api-client";
import { upcomingLessonsQueryOptions } from "../api/get-upcoming-lessons";
import { formatDayTime } from "../format";
import { buildSampleLessons } from "../sample-data";
import { DashboardPanel, PanelEmpty, PanelSkeleton } from "./dashboard-panel";

const SHOWN = 4;

/** The next lessons, tutor or group (spec 3, 7.2). */
export function LessonsPanel({
  studentId,
  linkFor,
  timeZone,
}: {
  studentId: number | null;
  linkFor: (path: string) => string;
  timeZone?: string;
}) {
  const query = useQuery(upcomingLessonsQueryOptions(studentId));
  const isSample = getAuthToken() === null || query.isError;
  const lessons: Lesson[] | undefined = isSample ? buildSampleLessons() : query.data;
  const scheduleHref = linkFor("/student/schedule");
  return (
    <DashboardPanel
      title="Upcoming lessons"
      icon={CalendarClock}
      isSample={isSample}
      action={
        <Link to={scheduleHref} className="text-sm font-medium text-brand-700 hover:underline">
          Schedule
        </Link>
      }
    >
      {!lessons ? (
        <PanelSkeleton rows={2} />
      ) : lessons.length === 0 ? (
        <PanelEmpty title="No lessons booked">Book a lesson with your tutor from the schedule.</PanelEmpty>
      ) : (
        <ul className="grid gap-2">
          {lessons.slice(0, SHOWN).map((lesson) => (
            <li
              key={lesson.id}
              className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{lesson.title}</p>
                <p className="text-xs text-slate-600">
                  <time dateTime={lesson.datetime}>{formatDayTime(lesson.datetime, timeZone)}</time> ·{" "}
                  {lesson.duration} min{lesson.tutor ? ` · ${lesson.tutor}` : ""}
                </p>
              </div>
              <Badge tone={lesson.type === "group" ? "success" : "brand"}>
                {lesson.type === "group" ? "Group" : "Tutor"}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
