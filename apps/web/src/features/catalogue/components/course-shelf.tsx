import type { CourseListItem } from "@app/contract/catalogue";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, Map as MapIcon } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { coursesQueryOptions } from "../api/list-courses";

const SUBJECT_TONES: Record<string, string> = {
  Mathematics: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  French: "bg-sky-50 text-sky-800 ring-sky-200",
  Spanish: "bg-amber-50 text-amber-900 ring-amber-200",
  Python: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};

/** Courses by subject, in catalogue order. */
function groupBySubject(courses: CourseListItem[]): [string, CourseListItem[]][] {
  const groups = new Map<string, CourseListItem[]>();
  for (const course of courses) groups.set(course.subject, [...(groups.get(course.subject) ?? []), course]);
  return [...groups.entries()];
}

/**
 * The library's way in by subject and course (issue 9): each course leads to its place on the
 * course map, where every unit and lesson shows the student's progress.
 */
export function CourseShelf({ linkFor }: { linkFor: (path: string) => string }) {
  const courses = useQuery(coursesQueryOptions());
  if (courses.isError) return null;
  return (
    <section aria-labelledby="course-shelf-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="course-shelf-heading" className="text-lg font-semibold text-slate-900">
          Courses by subject
        </h2>
        <Link
          to={linkFor("/student/lessons")}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <MapIcon aria-hidden className="size-4" />
          See the course map
        </Link>
      </div>
      {courses.isPending ? (
        <Skeleton className="h-28" />
      ) : (
        <div className="grid gap-4">
          {groupBySubject(courses.data).map(([subject, list]) => (
            <div key={subject} className="grid gap-2">
              <h3 className="text-sm font-semibold text-slate-700">{subject}</h3>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((course) => (
                  <li key={course.id}>
                    <Link
                      to={linkFor(`/student/lessons#course-${course.id}`)}
                      className="group flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <span
                        className={`w-fit rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${SUBJECT_TONES[subject] ?? "bg-slate-50 text-slate-700 ring-slate-200"}`}
                      >
                        {course.grade_band === "adult" ? "Adults" : `Grades ${course.grade_band}`}
                      </span>
                      <span className="font-semibold text-slate-900">{course.title}</span>
                      <span className="mt-auto flex items-center justify-between text-sm text-slate-600">
                        {course.unit_count} units · {course.lesson_count} lessons
                        <ArrowRight
                          aria-hidden
                          className="size-4 text-brand-700 transition group-hover:translate-x-0.5"
                        />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
