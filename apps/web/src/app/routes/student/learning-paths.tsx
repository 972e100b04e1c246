import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { LearningPathList } from "@/features/learning-paths/components/learning-path-list";
import { withStudentId } from "@/lib/student-query";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/learning-paths: learning paths for the selected student, with their progress. */
export default function LearningPathsPage() {
  const { student, studentId, isParentAccount, error } = useActiveStudent();
  const linkFor = (path: string) => withStudentId(path, isParentAccount ? studentId : null);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-3 py-5 sm:px-6 sm:py-8">
      <PageIntro title="Learning paths">
        <p className="text-base">
          Step-by-step routes through a subject. Pick one and follow it lesson by lesson.
        </p>
      </PageIntro>
      {student ? (
        <LearningPathList key={student.id} student={student} linkFor={linkFor} />
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
