import { GeometryAuthoring } from "@/features/math/components/geometry-authoring";
import { AdminFrame } from "./admin-frame";

/** /admin/geometry-authoring (spec 2.5): geometry questions built, proven and saved to a lesson. */
export default function GeometryAuthoringPage() {
  return (
    <AdminFrame
      title="Geometry authoring"
      lead="Build a geometry question: the board, the target, the words, and proof that it judges right."
    >
      <GeometryAuthoring />
    </AdminFrame>
  );
}
