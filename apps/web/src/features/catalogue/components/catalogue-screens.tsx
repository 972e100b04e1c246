import { useQuery } from "@tanstack/react-query";
import { Navigate } from "react-router";
import { isApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { publicMaterialQueryOptions } from "@/shared/catalogue/get-public-material";
import { courseQueryOptions } from "../api/get-course";
import type { CourseDetail } from "../api/types";
import { cataloguePaths, findUnit, orderedUnits, placeLesson } from "../lib/catalogue-paths";
import { CatalogueError, CatalogueNotFound, CatalogueSkeleton } from "./catalogue-states";
import { type CallToAction, CourseView } from "./course-view";
import { LessonView, type MarkdownComponent } from "./lesson-view";
import { UnitView } from "./unit-view";

/** Course and unit keys follow the server's slug rule; anything else cannot be a course. */
const KEY_PATTERN = /^[a-z0-9-]{1,80}$/i;

const isMissing = (error: unknown) => isApiError(error, 400, 404);

/** Where "Start learning" leads: sign-up for visitors, the first lesson's practice when signed in. */
function startAction(
  detail: CourseDetail,
  firstLessonId: number | undefined,
  isSignedIn: boolean,
): CallToAction {
  if (isSignedIn && firstLessonId !== undefined) {
    return { href: paths.student.material(firstLessonId), label: "Start learning" };
  }
  if (isSignedIn) return { href: paths.student.dashboard, label: "Go to your dashboard" };
  return { href: paths.auth.signUp("student"), label: detail.units.length ? "Start learning" : "Sign up" };
}

function useCourse(courseKey: string) {
  return useQuery({ ...courseQueryOptions(courseKey), enabled: KEY_PATTERN.test(courseKey) });
}

/** /courses/{courseId}: a course by id or slug. */
export function CourseScreen({ courseKey, isSignedIn }: { courseKey: string; isSignedIn: boolean }) {
  const query = useCourse(courseKey);
  if (!KEY_PATTERN.test(courseKey) || isMissing(query.error)) return <CatalogueNotFound what="course" />;
  if (query.isPending) return <CatalogueSkeleton label="Loading the course" />;
  if (query.isError)
    return <CatalogueError message={query.error.message} onRetry={() => void query.refetch()} />;
  const first = orderedUnits(query.data)[0]?.materials[0];
  return <CourseView detail={query.data} start={startAction(query.data, first?.id, isSignedIn)} />;
}

/** /courses/{courseId}/units/{unitId}: a unit by id or slug. */
export function UnitScreen({
  courseKey,
  unitKey,
  isSignedIn,
}: {
  courseKey: string;
  unitKey: string;
  isSignedIn: boolean;
}) {
  const query = useCourse(courseKey);
  if (!KEY_PATTERN.test(courseKey) || isMissing(query.error)) return <CatalogueNotFound what="course" />;
  if (query.isPending) return <CatalogueSkeleton label="Loading the unit" />;
  if (query.isError)
    return <CatalogueError message={query.error.message} onRetry={() => void query.refetch()} />;
  const unit = findUnit(query.data, unitKey);
  if (!unit) return <CatalogueNotFound what="unit" />;
  const first = orderedUnits(query.data).find((u) => u.id === unit.id)?.materials[0];
  return <UnitView detail={query.data} unit={unit} start={startAction(query.data, first?.id, isSignedIn)} />;
}

/** /courses/{courseId}/units/{unitId}/lessons/{lessonId}: a lesson's preview, with its neighbours. */
export function LessonScreen({
  courseKey,
  unitKey,
  lessonKey,
  isSignedIn,
  Markdown,
}: {
  Markdown: MarkdownComponent;
  courseKey: string;
  unitKey: string;
  lessonKey: string;
  isSignedIn: boolean;
}) {
  const isLessonKeyValid = /^\d{1,9}$/.test(lessonKey);
  const course = useCourse(courseKey);
  const lesson = useQuery({ ...publicMaterialQueryOptions(lessonKey), enabled: isLessonKeyValid });

  if (!KEY_PATTERN.test(courseKey) || isMissing(course.error)) return <CatalogueNotFound what="course" />;
  if (!isLessonKeyValid || isMissing(lesson.error)) return <CatalogueNotFound what="lesson" />;
  if (course.isPending || lesson.isPending) return <CatalogueSkeleton label="Loading the lesson" />;
  if (course.isError || lesson.isError) {
    const error = course.error ?? lesson.error;
    return (
      <CatalogueError
        message={error?.message ?? "Something went wrong."}
        onRetry={() => {
          if (course.isError) void course.refetch();
          if (lesson.isError) void lesson.refetch();
        }}
      />
    );
  }
  const place = placeLesson(course.data, lesson.data.id);
  if (!place) return <CatalogueNotFound what="lesson" />;
  // The lesson is in this course but the address named another unit: show it at its own address.
  const unit = findUnit(course.data, unitKey);
  if (unit?.id !== place.current.unit.id) {
    return (
      <Navigate replace to={cataloguePaths.lesson(course.data.course, place.current.unit, lesson.data)} />
    );
  }
  const practiseHref = paths.student.material(lesson.data.id);
  return (
    <LessonView
      Markdown={Markdown}
      detail={course.data}
      lesson={lesson.data}
      place={place}
      practise={{ href: practiseHref, label: isSignedIn ? "Practise this lesson" : "Sign in to practise" }}
      signUp={
        isSignedIn
          ? undefined
          : { href: paths.auth.signUp("student"), label: "New here? Create a free account" }
      }
    />
  );
}
