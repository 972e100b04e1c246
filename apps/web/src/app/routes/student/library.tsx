import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { CourseShelf } from "@/features/catalogue/components/course-shelf";
import { StudentLibrary } from "@/features/library/components/student-library";
import { withStudentId } from "@/lib/student-query";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/library: the selected student's content library. */
export default function StudentLibraryPage() {
  const { student, studentId, isParentAccount, isParentView, error } = useActiveStudent();
  const linkFor = (path: string) => withStudentId(path, isParentAccount ? studentId : null);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-3 py-5 sm:px-6 sm:py-8">
      <PageIntro title="Library">
        <p className="text-base">
          {isParentView && student
            ? `Lessons, videos, quizzes and homework for ${student.firstName}.`
            : "Lessons, videos, quizzes and homework: search, filter and pick up where you left off."}{" "}
          <Link
            to={linkFor("/student/learning-paths")}
            className="font-medium text-brand-700 hover:underline"
          >
            Prefer a guided route? Follow a learning path.
          </Link>
        </p>
      </PageIntro>
      {student && <CourseShelf linkFor={linkFor} />}
      {student ? (
        <StudentLibrary key={studentId} studentId={studentId} linkFor={linkFor} />
      ) : error ? (
        <Alert tone="error" title="Failed to load profile">
          {error.message}
        </Alert>
      ) : (
        <Alert tone="info">There is no student profile on this account yet.</Alert>
      )}
    </div>
  );
}
