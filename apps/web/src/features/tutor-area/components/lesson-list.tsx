import type { TutorLesson } from "@app/contract/tutoring";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { formatWhen, tutorStudentPath } from "./format";
import { LessonBriefDialog } from "./lesson-brief-dialog";

/** Lessons in time order: when, what, with whom, and the join link. */
export function LessonList({
  lessons,
  empty,
  withBrief = false,
}: {
  lessons: readonly TutorLesson[];
  empty: string;
  /** Offers each scheduled lesson's brief (the dashboard). */
  withBrief?: boolean;
}) {
  if (lessons.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {lessons.map((lesson) => (
        <li
          key={lesson.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm"
        >
          <div className="grid gap-0.5">
            <span className="font-medium text-slate-900">{lesson.title}</span>
            <span className="text-slate-600">
              {formatWhen(lesson.datetime)} · {lesson.duration} min ·{" "}
              <Link className="underline" to={tutorStudentPath(lesson.student_id)}>
                {lesson.student_name}
              </Link>
            </span>
          </div>
          <div className="flex items-center gap-2">
            {lesson.type === "group" && <Badge>Group</Badge>}
            {lesson.status !== "scheduled" && <Badge>{lesson.status}</Badge>}
            {withBrief && lesson.status === "scheduled" && <LessonBriefDialog lesson={lesson} />}
            {lesson.join_url && lesson.status === "scheduled" && (
              <a className="text-brand-700 underline" href={lesson.join_url} target="_blank" rel="noreferrer">
                Join
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
