import { useSearchParams } from "react-router";
import { AvailabilityEditor } from "@/features/booking/components/availability-editor";
import { TutorDashboard } from "@/features/tutor-area/components/tutor-dashboard";
import { TutorMessagesView } from "./messages-view";
import { TutorFrame } from "./tutor-frame";

/**
 * /tutor: the tutor's day; `?view=availability` is the tab where they publish their weekly hours;
 * `?view=messages` their conversations with students, parents and support.
 * Approved tutors, and admins viewing every tutor's students.
 */
export default function TutorDashboardPage() {
  const [searchParams] = useSearchParams();
  if (searchParams.get("view") === "messages") {
    return (
      <TutorFrame title="Messages" lead="Your students, their parents and the Brightpath team, live.">
        <TutorMessagesView />
      </TutorFrame>
    );
  }
  if (searchParams.get("view") === "availability") {
    return (
      <TutorFrame
        title="Availability"
        lead="Your weekly hours in your own time zone, and your days off. Families book these times."
      >
        <AvailabilityEditor />
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
