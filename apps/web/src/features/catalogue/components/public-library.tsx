import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toPageTitle } from "@/lib/site";
import { searchLessonsQueryOptions } from "@/shared/catalogue/search-lessons";
import { publicModulesQueryOptions } from "../api/get-public-modules";
import { coursesQueryOptions } from "../api/list-courses";
import type { CatalogueUnit, CourseListItem } from "../api/types";
import { cataloguePaths } from "../lib/catalogue-paths";
import { gradeBandLabel } from "../lib/labels";
import { DifficultyBadge } from "./lesson-list";

/** The courses of each subject, in the catalogue's order. */
function groupBySubject(courses: readonly CourseListItem[]): [string, CourseListItem[]][] {
  const groups = new Map<string, CourseListItem[]>();
  for (const course of courses) groups.set(course.subject, [...(groups.get(course.subject) ?? []), course]);
  return [...groups.entries()];
}

/**
 * The public library (spec 2.1): every course grouped by subject, and a lesson search (ranked by
 * the server, shown in its order) that links to each lesson's preview.
 */
export function PublicLibrary() {
  const [searchParams, setSearchParams] = useSearchParams();
  const term = searchParams.get("q") ?? "";
  const courses = useQuery(coursesQueryOptions());
  const modules = useQuery(publicModulesQueryOptions());
  const inputId = useId();

  const setTerm = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set("q", value);
    else next.delete("q");
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <title>{toPageTitle("Library — courses and lessons in maths, French, Spanish and Python")}</title>
      <header className="grid gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">Library</h1>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-600">
          Every course and lesson, free to preview. Sign in to practise with hints and track your progress.
        </p>
      </header>

      <search className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Search lessons
        </label>
        <div className="relative max-w-xl">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id={inputId}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Fractions, Pythagoras, être…"
            className="pl-9"
            autoComplete="off"
          />
        </div>
      </search>

      {term.trim() ? (
        <LessonResults term={term} />
      ) : courses.isPending ? (
        <LibrarySkeleton />
      ) : courses.isError ? (
        <Alert tone="error" title="The courses didn't load">
          <p>{courses.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void courses.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div className="grid gap-10">
          {groupBySubject(courses.data).map(([subject, list]) => (
            <section key={subject} aria-labelledby={`subject-${subject}`} className="grid gap-4">
              <h2 id={`subject-${subject}`} className="text-xl font-semibold text-slate-900">
                {subject}
              </h2>
              <ul className="grid gap-4 md:grid-cols-2">
                {list.map((course) => (
                  <li key={course.id}>
                    <CourseCard
                      course={course}
                      units={modules.data?.filter((m) => m.course_id === course.id)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function CourseCard({ course, units }: { course: CourseListItem; units: CatalogueUnit[] | undefined }) {
  return (
    <Card className="grid h-full content-start gap-3 p-5">
      <div className="flex flex-wrap gap-2">
        <Badge>{gradeBandLabel(course.grade_band)}</Badge>
      </div>
      <h3 className="text-lg font-semibold text-slate-900">
        <Link to={cataloguePaths.course(course)} className="hover:text-brand-700 hover:underline">
          {course.title}
        </Link>
      </h3>
      {course.description && <p className="text-sm text-slate-600">{course.description}</p>}
      <p className="text-xs text-slate-500">
        {course.unit_count} units · {course.lesson_count} lessons
      </p>
      {units && units.length > 0 && (
        <ul
          aria-label={`Units of ${course.title}`}
          className="grid gap-1 border-t border-slate-100 pt-3 text-sm"
        >
          {[...units]
            .sort((a, b) => a.position - b.position)
            .map((unit) => (
              <li key={unit.id}>
                <Link to={cataloguePaths.unit(course, unit)} className="text-brand-700 hover:underline">
                  {unit.title}
                </Link>
              </li>
            ))}
        </ul>
      )}
    </Card>
  );
}

function LessonResults({ term }: { term: string }) {
  const results = useQuery({ ...searchLessonsQueryOptions(term), placeholderData: keepPreviousData });
  if (results.isPending) return <LibrarySkeleton />;
  if (results.isError) {
    return (
      <Alert tone="error" title="The search didn't work">
        <p>{results.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void results.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { lessons, total, total_is_capped: isCapped } = results.data;
  const count = `${total}${isCapped ? "+" : ""}`;
  return (
    <section aria-labelledby="results-heading" className="grid gap-4">
      <h2 id="results-heading" className="text-lg font-semibold text-slate-900" aria-live="polite">
        {total === 0
          ? `No lessons match "${term.trim()}"`
          : `${count} ${total === 1 ? "lesson matches" : "lessons match"} "${term.trim()}"`}
      </h2>
      {lessons.length === 0 ? (
        <p className="text-slate-600">Try a shorter word, or browse the courses by clearing the search.</p>
      ) : (
        <ul className="grid gap-3">
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <Card className="grid gap-1 p-4">
                <Link
                  to={cataloguePaths.lesson(lesson.course, lesson.unit, lesson)}
                  className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {lesson.title}
                </Link>
                <p className="text-sm text-slate-600">
                  <Link to={cataloguePaths.course(lesson.course)} className="hover:underline">
                    {lesson.course.title}
                  </Link>
                  <span aria-hidden> › </span>
                  <Link to={cataloguePaths.unit(lesson.course, lesson.unit)} className="hover:underline">
                    {lesson.unit.title}
                  </Link>
                </p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <span>{lesson.subject}</span>
                  <span>{lesson.estimated_time} min</span>
                  <DifficultyBadge difficulty={lesson.difficulty} />
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LibrarySkeleton() {
  return (
    <div role="status" aria-label="Loading the library" className="grid gap-4 md:grid-cols-2">
      {["a", "b", "c", "d"].map((key) => (
        <Skeleton key={key} className="h-48 rounded-xl" />
      ))}
    </div>
  );
}
