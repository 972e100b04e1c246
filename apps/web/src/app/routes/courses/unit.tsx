import { useParams } from "react-router";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { UnitScreen } from "@/features/catalogue/components/catalogue-screens";

/** /courses/{courseId}/units/{unitId}: a unit's lessons in order. */
export default function UnitPage() {
  const { courseId = "", unitId = "" } = useParams();
  const isSignedIn = useAuthStore((state) => state.status === "authenticated");
  return <UnitScreen courseKey={courseId} unitKey={unitId} isSignedIn={isSignedIn} />;
}
