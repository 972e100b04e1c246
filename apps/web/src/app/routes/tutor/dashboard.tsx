import { TutorDashboard } from "@/features/tutor-area/components/tutor-dashboard";
import { TutorFrame } from "./tutor-frame";

/** /tutor: the tutor's day. Approved tutors, and admins viewing every tutor's students. */
export default function TutorDashboardPage() {
  return (
    <TutorFrame
      title="Tutor dashboard"
      lead="Your lessons, work to grade and the students who need you most."
    >
      <TutorDashboard />
    </TutorFrame>
  );
}
