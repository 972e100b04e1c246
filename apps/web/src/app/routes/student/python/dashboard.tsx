import { Circle, CircleCheck, CircleDot } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Skeleton } from "@/components/ui/skeleton";
import { usePythonCourse } from "@/features/python/api/get-python-course";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

const STATUS_ICON = { passed: CircleCheck, started: CircleDot, "not-started": Circle } as const;

/** /student/python-learning/dashboard: the course's weeks, progress and the next exercise. */
export default function PythonDashboardPage() {
  const { studentId } = useActiveStudent();
  const course = usePythonCourse(studentId);
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Python course">
        Learn to program week by week. Python runs right here in your browser, even offline once loaded.
      </PageIntro>
      {course.isPending ? (
        <Skeleton className="h-64" />
      ) : course.isError ? (
        <Alert tone="error">The course could not be loaded. Reload the page to try again.</Alert>
      ) : (
        <>
          <Card>
            <CardContent className="grid gap-3 pt-6">
              <ProgressBar
                value={course.data.passed}
                max={course.data.total}
                label="Exercises passed"
                valueText={`${course.data.passed} of ${course.data.total} exercises passed`}
              />
              <p className="text-sm" data-testid="python-progress">
                {course.data.passed} of {course.data.total} exercises passed · {course.data.xp_earned} XP
                earned
              </p>
              <div className="flex flex-wrap gap-2">
                {course.data.next ? (
                  <Link
                    className={buttonClasses()}
                    to={`/student/python-learning/week/${course.data.next.week}`}
                  >
                    Next: {course.data.next.title} (week {course.data.next.week})
                  </Link>
                ) : (
                  <p className="font-medium">You finished the course. Brilliant work!</p>
                )}
                <Link className={buttonClasses({ variant: "outline" })} to="/student/python-learning/ide">
                  Open the playground
                </Link>
              </div>
            </CardContent>
          </Card>
          <ol className="grid gap-3 sm:grid-cols-2">
            {course.data.weeks.map((week) => (
              <li key={week.week}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle>
                      <Link to={`/student/python-learning/week/${week.week}`} className="hover:underline">
                        Week {week.week}: {week.title}
                      </Link>
                    </CardTitle>
                  </CardHeader>
                  <CardContent className="grid gap-2">
                    <p className="text-sm text-slate-600">{week.summary}</p>
                    <ProgressBar value={week.passed} max={week.total} label={`Week ${week.week} progress`} />
                    <ul className="grid gap-1 text-sm">
                      {week.exercises.map((exercise) => {
                        const Icon = STATUS_ICON[exercise.status];
                        return (
                          <li key={exercise.slug} className="flex items-center gap-2">
                            <Icon
                              aria-hidden
                              className="size-4 shrink-0 text-brand-700 dark:text-brand-300"
                            />
                            <span>{exercise.title}</span>
                            <span className="sr-only">({exercise.status.replace("-", " ")})</span>
                          </li>
                        );
                      })}
                    </ul>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
