import { TutorAssignmentsPanel } from "@/features/tutor-assignments/components/tutor-assignments-panel";
import { ApplicationReviewList } from "@/features/tutor-recruitment/components/application-review-list";
import { AdminFrame, AdminSection } from "./admin-frame";

/** /admin/tutors: review tutor applications, and assign approved tutors to students. */
export default function AdminTutorsPage() {
  return (
    <AdminFrame
      title="Tutors"
      lead="Review applications from /join-tutor and decide which tutor teaches which student."
    >
      <AdminSection id="applications" title="Applications">
        <ApplicationReviewList />
      </AdminSection>
      <AdminSection id="assignments" title="Tutors and their students">
        <TutorAssignmentsPanel />
      </AdminSection>
    </AdminFrame>
  );
}
