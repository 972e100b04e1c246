import { useParams } from "react-router";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { LessonScreen } from "@/features/catalogue/components/catalogue-screens";

/** /courses/{courseId}/units/{unitId}/lessons/{lessonId}: a lesson's public preview. */
export default function LessonPage() {
  const { courseId = "", unitId = "", lessonId = "" } = useParams();
  const isSignedIn = useAuthStore((state) => state.status === "authenticated");
  return <LessonScreen courseKey={courseId} unitKey={unitId} lessonKey={lessonId} isSignedIn={isSignedIn} />;
}
