import { StudentDashboard } from "@/features/dashboard/components/student-dashboard";
import { FamilyOverview } from "@/features/family/components/family-overview";
import { toPageTitle } from "@/lib/site";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/**
 * /student and /student/dashboard: the selected student's dashboard. A parent's home starts with
 * the whole family side by side (issue 10), and the dashboard below names the child it shows.
 * The shell waits for the profile.
 */
export default function StudentDashboardPage() {
  const { student, isParentAccount, isParentView } = useActiveStudent();
  if (!student) return null;
  return (
    <>
      <title>{toPageTitle("Dashboard")}</title>
      {isParentView && <FamilyOverview />}
      <StudentDashboard student={student} isParentAccount={isParentAccount || isParentView} />
    </>
  );
}
