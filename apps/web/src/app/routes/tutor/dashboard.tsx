import { useSearchParams } from "react-router";
import { TutorDashboard } from "@/features/tutor-area/components/tutor-dashboard";
import { TutorMessagesView } from "./messages-view";
import { TutorFrame } from "./tutor-frame";

/** /tutor: the tutor's day. Approved tutors, and admins viewing every tutor's students. */
export default function TutorDashboardPage() {
  const [searchParams] = useSearchParams();
  if (searchParams.get("view") === "messages") {
    return (
      <TutorFrame title="Messages" lead="Your students, their parents and the Brightpath team, live.">
        <TutorMessagesView />
      </TutorFrame>
    );
  }
  return (
    <TutorFrame
      title="Tutor dashboard"
      lead="Your lessons, work to grade and the students who need you most."
    >
      <TutorDashboard />
    </TutorFrame>
  );
}
