import { Link, useParams } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePythonWeek } from "@/features/python/api/get-python-week";
import { ExercisePanel } from "@/features/python/components/exercise-panel";
import { InlineText } from "@/features/python/components/inline-text";
import { PythonBootStatus } from "@/features/python/components/python-boot-status";
import { usePythonRuntime } from "@/features/python/hooks/use-python-runtime";
import { ApiError } from "@/lib/api-client";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/python-learning/week/{weekNumber}: the week's lessons and its exercises with the editor. */
export default function PythonWeekPage() {
  const { weekNumber = "" } = useParams();
  const week = Number(weekNumber);
  const isValid = Number.isInteger(week) && week >= 1 && week <= 52;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      {isValid ? (
        <WeekLoader key={week} week={week} />
      ) : (
        <Alert tone="error" title="Week not found">
          <Link to="/student/python-learning/dashboard" className="underline">
            Back to the course
          </Link>
        </Alert>
      )}
    </div>
  );
}

function WeekLoader({ week }: { week: number }) {
  const { studentId } = useActiveStudent();
  const data = usePythonWeek(studentId, week);
  const { runtime, state } = usePythonRuntime();
  if (data.isPending) return <Skeleton className="h-96" />;
  if (data.isError) {
    const isMissing = data.error instanceof ApiError && data.error.status === 404;
    return (
      <Alert tone="error" title={isMissing ? "Week not found" : "The week could not be loaded"}>
        <Link to="/student/python-learning/dashboard" className="underline">
          Back to the course
        </Link>
      </Alert>
    );
  }
  const w = data.data;
  return (
    <>
      <PageIntro title={`Week ${w.week}: ${w.title}`}>{w.summary}</PageIntro>
      <section className="grid gap-2" aria-labelledby="lesson-heading">
        <h2 id="lesson-heading" className="text-lg font-semibold">
          This week's lesson
        </h2>
        <p className="leading-relaxed">
          <InlineText text={w.intro} />
        </p>
        {w.lessons.length ? (
          <ul className="grid gap-1 text-sm">
            {w.lessons.map((lesson) => (
              <li key={lesson.slug}>
                <Link
                  className="text-brand-700 underline dark:text-brand-300"
                  to={`/courses/${w.course_slug}/units/${lesson.unit_slug}/lessons/${lesson.slug}`}
                >
                  {lesson.title}
                </Link>{" "}
                <span className="text-slate-600">{lesson.summary}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <PythonBootStatus state={state} />
      <section className="grid gap-4" aria-label="Exercises">
        {w.exercises.map((exercise) => (
          <ExercisePanel
            key={exercise.slug}
            exercise={exercise}
            week={w.week}
            studentId={studentId}
            runtime={runtime}
            isRuntimeReady={state.status === "ready"}
          />
        ))}
      </section>
      <nav className="flex flex-wrap justify-between gap-2" aria-label="Weeks">
        {w.previous_week ? (
          <Link
            className={buttonClasses({ variant: "outline" })}
            to={`/student/python-learning/week/${w.previous_week}`}
          >
            ← Week {w.previous_week}
          </Link>
        ) : (
          <span />
        )}
        <Link className={buttonClasses({ variant: "ghost" })} to="/student/python-learning/dashboard">
          All weeks
        </Link>
        {w.next_week ? (
          <Link
            className={buttonClasses({ variant: "outline" })}
            to={`/student/python-learning/week/${w.next_week}`}
          >
            Week {w.next_week} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </>
  );
}
