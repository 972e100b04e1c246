import { StudentDashboard } from "@/features/dashboard/components/student-dashboard";
import { toPageTitle } from "@/lib/site";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student and /student/dashboard: the selected student's dashboard. The shell waits for the profile. */
export default function StudentDashboardPage() {
  const { student, isParentAccount } = useActiveStudent();
  if (!student) return null;
  return (
    <>
      <title>{toPageTitle("Dashboard")}</title>
      <StudentDashboard student={student} isParentAccount={isParentAccount} />
    </>
  );
}
