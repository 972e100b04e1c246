import { TutorStudents } from "@/features/tutor-area/components/tutor-students";
import { TutorFrame } from "./tutor-frame";

/** /tutor/students: the students assigned to the tutor, with progress at a glance. */
export default function TutorStudentsPage() {
  return (
    <TutorFrame title="Your students" lead="Everyone an admin has assigned to you.">
      <TutorStudents />
    </TutorFrame>
  );
}
