import { StudentsTable } from "@/features/admin-billing/components/students-table";
import { AdminFrame } from "./admin-frame";

/** /admin/students: every student with plan, family, credits and assigned tutors (issue 12). */
export default function AdminStudentsPage() {
  return (
    <AdminFrame title="Students" lead="Change a student's plan and choose their tutors.">
      <StudentsTable />
    </AdminFrame>
  );
}
