import { useParams } from "react-router";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { CourseScreen } from "@/features/catalogue/components/catalogue-screens";

/** /courses/{courseId}: a course of the public catalogue, by id or slug. */
export default function CoursePage() {
  const { courseId = "" } = useParams();
  const isSignedIn = useAuthStore((state) => state.status === "authenticated");
  return <CourseScreen key={courseId} courseKey={courseId} isSignedIn={isSignedIn} />;
}
