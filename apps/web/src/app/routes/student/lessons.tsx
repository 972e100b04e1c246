import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Skeleton } from "@/components/ui/skeleton";
import { publicModulesQueryOptions } from "@/features/catalogue/api/get-public-modules";
import type { CatalogueUnit } from "@/features/catalogue/api/types";
import { batchProgressQueryOptions, type ProgressById } from "@/features/library/api/get-batch-progress";
import { MasteryBadge } from "@/features/library/components/mastery-badge";
import { withStudentId } from "@/lib/student-query";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

interface CourseGroup {
  id: number;
  title: string;
  subject: string;
  gradeBand: string;
  units: CatalogueUnit[];
}

/** Units grouped by their course, in catalogue order. */
function groupByCourse(units: CatalogueUnit[]): CourseGroup[] {
  const courses = new Map<number, CourseGroup>();
  for (const unit of units) {
    const course = courses.get(unit.course_id) ?? {
      id: unit.course_id,
      title: unit.course_title,
      subject: unit.subject,
      gradeBand: unit.grade_band,
      units: [],
    };
    course.units.push(unit);
    courses.set(unit.course_id, course);
  }
  return [...courses.values()];
}

/** /student/lessons: every course with its units and lessons, and where the student stands in each. */
export default function StudentLessonsPage() {
  const { student, studentId, isParentAccount, isParentView } = useActiveStudent();
  const linkFor = (path: string) => withStudentId(path, isParentAccount ? studentId : null);
  const modules = useQuery(publicModulesQueryOptions());
  const lessonIds = (modules.data ?? []).flatMap((u) => u.materials.map((m) => m.id));
  const progress = useQuery({ ...batchProgressQueryOptions(lessonIds, studentId), meta: { persist: false } });
  const courses = groupByCourse(modules.data ?? []);
  // The library's course cards link to a course here (#course-{id}): go to it once it is drawn.
  const { hash } = useLocation();
  const isDrawn = courses.length > 0;
  useEffect(() => {
    if (isDrawn && hash.startsWith("#course-")) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [isDrawn, hash]);
  // The student's own subjects first, then the rest.
  const subjects = new Set((student?.subjects ?? []).map((s) => s.toLowerCase()));
  courses.sort(
    (a, b) => Number(subjects.has(b.subject.toLowerCase())) - Number(subjects.has(a.subject.toLowerCase())),
  );

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-3 py-5 sm:px-6 sm:py-8">
      <PageIntro title="Lessons">
        <p className="text-base">
          {isParentView && student
            ? `Every course and lesson, and how far ${student.firstName} has come.`
            : "Every course and lesson, and how far you have come. Pick up where you left off."}
        </p>
      </PageIntro>
      {modules.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : modules.isError ? (
        <Alert tone="error" title="Failed to fetch modules">
          {modules.error.message}
        </Alert>
      ) : courses.length === 0 ? (
        <Alert tone="info">No courses yet.</Alert>
      ) : (
        <ul className="grid gap-4">
          {courses.map((course) => (
            <li key={course.id} id={`course-${course.id}`} className="scroll-mt-20">
              <CourseCard course={course} progress={progress.data} linkFor={linkFor} />
            </li>
          ))}
        </ul>
      )}
      {progress.isError && (
        <Alert tone="info" title="Failed to fetch batch progress">
          Your lessons are listed, but your progress could not be loaded just now.
        </Alert>
      )}
    </div>
  );
}

function CourseCard({
  course,
  progress,
  linkFor,
}: {
  course: CourseGroup;
  progress: ProgressById | undefined;
  linkFor: (path: string) => string;
}) {
  const lessons = course.units.flatMap((u) => u.materials);
  const completed = lessons.filter((l) => progress?.[String(l.id)]?.is_completed).length;
  const next = lessons.find((l) => !progress?.[String(l.id)]?.is_completed);
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 className="text-lg font-semibold text-slate-900">{course.title}</h2>
          <p className="text-sm text-slate-600">
            {course.subject} · {course.gradeBand === "adult" ? "Adults" : `Grades ${course.gradeBand}`} ·{" "}
            {lessons.length} lessons
          </p>
        </div>
        {next && (
          <Link
            to={linkFor(`/student/material/${next.id}`)}
            className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {completed === 0 ? "Start" : "Continue"}: {next.title}
          </Link>
        )}
      </div>
      <div className="grid gap-1">
        <ProgressBar
          value={completed}
          max={lessons.length}
          label={`${course.title}: ${completed} of ${lessons.length} lessons completed`}
        />
        <p className="text-xs text-slate-500">
          {completed} of {lessons.length} lessons completed
        </p>
      </div>
      <div className="grid gap-2">
        {course.units.map((unit) => (
          <details
            key={unit.id}
            // In a course the student has begun, the unit of the next lesson starts open.
            open={(completed > 0 && unit.materials.some((l) => l.id === next?.id)) || undefined}
            className="group rounded-lg border border-slate-200"
          >
            <summary className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
              <span>{unit.title}</span>
              <span className="text-xs font-normal text-slate-500">
                {unit.materials.filter((l) => progress?.[String(l.id)]?.is_completed).length}/
                {unit.materials.length}
              </span>
            </summary>
            <ol className="grid divide-y divide-slate-100 border-t border-slate-100">
              {unit.materials.map((lesson) => {
                const own = progress?.[String(lesson.id)];
                return (
                  <li key={lesson.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                    <Link
                      to={linkFor(`/student/material/${lesson.id}`)}
                      className="text-slate-800 hover:text-brand-700 hover:underline"
                    >
                      {lesson.step_number}. {lesson.title}
                    </Link>
                    <span className="flex shrink-0 items-center gap-2 text-xs text-slate-500">
                      {own && <MasteryBadge progress={own} />}
                      {lesson.estimated_time} min
                    </span>
                  </li>
                );
              })}
            </ol>
          </details>
        ))}
      </div>
    </Card>
  );
}
