import { StudentDashboard } from "@/features/dashboard/components/student-dashboard";
import { useActiveStudent } from "@/features/student/hooks/use-active-student";
import { toPageTitle } from "@/lib/site";

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
