import { useParams } from "react-router";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { LessonScreen } from "@/features/catalogue/components/catalogue-screens";
import { MathMarkdown } from "@/shared/math/components/math-markdown";

function LessonMarkdown({ source, className }: { source: string; className?: string }) {
  return <MathMarkdown source={source} className={className} />;
}

/** /courses/{courseId}/units/{unitId}/lessons/{lessonId}: a lesson's public preview, math typeset. */
export default function LessonPage() {
  const { courseId = "", unitId = "", lessonId = "" } = useParams();
  const isSignedIn = useAuthStore((state) => state.status === "authenticated");
  return (
    <LessonScreen
      courseKey={courseId}
      unitKey={unitId}
      lessonKey={lessonId}
      isSignedIn={isSignedIn}
      Markdown={LessonMarkdown}
    />
  );
}
