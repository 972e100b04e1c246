import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { ProgressOverviewView } from "@/features/progress/components/progress-overview";
import { withStudentId } from "@/lib/student-query";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/progress: the selected student's accuracy and mastery by subject, unit and day. */
export default function ProgressPage() {
  const { student, studentId, isParentAccount, isParentView, error } = useActiveStudent();
  const linkFor = (path: string) => withStudentId(path, isParentAccount ? studentId : null);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-3 py-5 sm:px-6 sm:py-8">
      <PageIntro title="Progress">
        <p className="text-base">
          {isParentView && student
            ? `How ${student.firstName} is doing: accuracy and mastery by subject, by unit and day by day.`
            : "How you're doing: accuracy and mastery by subject, by unit and day by day."}
        </p>
      </PageIntro>
      {student ? (
        <ProgressOverviewView
          key={studentId}
          studentId={studentId}
          libraryHref={linkFor("/student/library")}
          learningPathsHref={linkFor("/student/learning-paths")}
        />
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
