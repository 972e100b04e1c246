import { Link, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { LearningPathDetailView } from "@/features/learning-paths/components/learning-path-detail";
import { toPageTitle } from "@/lib/site";
import { withStudentId } from "@/lib/student-query";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/learning-paths/{id}: one path's steps and the selected student's progress on it. */
export default function LearningPathPage() {
  const { id = "" } = useParams();
  const { student, studentId, isParentAccount } = useActiveStudent();
  const linkFor = (path: string) => withStudentId(path, isParentAccount ? studentId : null);
  const pathId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-3 py-5 sm:px-6 sm:py-8">
      {pathId === null ? (
        <>
          <title>{toPageTitle("Learning path not found")}</title>
          <Alert tone="error" title="We couldn't find that learning path">
            <Link to={linkFor("/student/learning-paths")} className="underline">
              See all learning paths
            </Link>
          </Alert>
        </>
      ) : student ? (
        <LearningPathDetailView
          key={`${pathId}-${studentId}`}
          pathId={pathId}
          studentId={studentId}
          linkFor={linkFor}
        />
      ) : null}
    </div>
  );
}
