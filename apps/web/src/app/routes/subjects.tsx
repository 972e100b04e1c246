import type { CourseListItem } from "@app/contract/catalogue";
import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, Calculator, Code, Languages } from "lucide-react";
import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { coursesQueryOptions } from "@/features/catalogue/api/list-courses";
import { cataloguePaths } from "@/features/catalogue/lib/catalogue-paths";
import { gradeBandLabel } from "@/features/catalogue/lib/labels";
import { paths } from "@/lib/paths";
import { CallToAction } from "./public-site/call-to-action";
import { LoadFailure, LoadingBlocks } from "./public-site/load-states";
import { PageHero } from "./public-site/page-hero";

/** How each subject is introduced; a subject the catalogue adds later still shows, with its courses. */
const SUBJECT_COPY: Record<string, { Icon: typeof BookOpen; pitch: string }> = {
  Mathematics: {
    Icon: Calculator,
    pitch:
      "From place value to quadratics: every idea explained with a picture first, then worked examples, then practice that checks your working the way a teacher would.",
  },
  French: {
    Icon: Languages,
    pitch:
      "Speak from the first lesson: everyday words, verbs in context and listening practice, with conversation circles to use it.",
  },
  Spanish: {
    Icon: Languages,
    pitch:
      "Greetings to the present tense, built around real conversations, with verbs practised in context until they stick.",
  },
  Python: {
    Icon: Code,
    pitch:
      "From the first print statement to loops, lists, functions and dictionaries: read the code, predict what it does, and check your answer at every step.",
  },
};

function groupBySubject(courses: CourseListItem[]): [string, CourseListItem[]][] {
  const groups = new Map<string, CourseListItem[]>();
  for (const course of courses) groups.set(course.subject, [...(groups.get(course.subject) ?? []), course]);
  return [...groups.entries()];
}

const toAnchor = (subject: string) => subject.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** /subjects: every subject of the catalogue with its courses, from the server. */
export default function SubjectsPage() {
  const courses = useQuery(coursesQueryOptions());
  return (
    <>
      <PageMeta {...PUBLIC_PAGE_META["/subjects"]} path={paths.subjects} />
      <PageHero eyebrow="Subjects" title="Structured courses, step by step">
        <p>
          Every course is split into short units and lessons, each with a clear explanation, worked examples
          and practice. Read any lesson free; sign up to track progress and practise with questions marked as
          you go.
        </p>
      </PageHero>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6">
        {courses.isPending && <LoadingBlocks label="Loading subjects" />}
        {courses.isError && <LoadFailure error={courses.error} onRetry={() => void courses.refetch()} />}
        {courses.data &&
          groupBySubject(courses.data).map(([subject, list]) => {
            const copy = SUBJECT_COPY[subject];
            const Icon = copy?.Icon ?? BookOpen;
            const lessons = list.reduce((sum, course) => sum + course.lesson_count, 0);
            return (
              <section
                key={subject}
                id={toAnchor(subject)}
                aria-labelledby={`${toAnchor(subject)}-heading`}
                className="grid scroll-mt-20 gap-4"
              >
                <div className="flex flex-wrap items-center gap-3">
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-800">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <h2 id={`${toAnchor(subject)}-heading`} className="text-2xl font-semibold text-slate-900">
                    {subject}
                  </h2>
                  <Badge>
                    {list.length} {list.length === 1 ? "course" : "courses"} · {lessons} lessons
                  </Badge>
                </div>
                {copy && <p className="max-w-3xl text-slate-700">{copy.pitch}</p>}
                <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                  {list.map((course) => (
                    <li
                      key={course.id}
                      className="relative flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md"
                    >
                      <p className="text-xs font-medium text-brand-700">
                        {gradeBandLabel(course.grade_band)}
                      </p>
                      <h3 className="font-semibold text-slate-900">
                        <Link
                          to={cataloguePaths.course(course)}
                          className="after:absolute after:inset-0 hover:underline"
                        >
                          {course.title}
                        </Link>
                      </h3>
                      {course.description && <p className="text-sm text-slate-600">{course.description}</p>}
                      <p className="mt-auto text-xs text-slate-500">
                        {course.unit_count} units · {course.lesson_count} lessons
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={cataloguePaths.library} className={buttonClasses({ variant: "outline", size: "lg" })}>
            Search every lesson
          </Link>
          <Link to={paths.auth.signUp()} className={buttonClasses({ size: "lg" })}>
            Start learning free
          </Link>
        </div>
      </div>
      <CallToAction title="A tutor for any of these subjects" />
    </>
  );
}
