import { MathPage } from "@/features/math/components/math-page";
import { ShapeManipulator } from "@/features/math/components/shape-manipulator";

export default function ShapeManipulationPage() {
  return (
    <MathPage
      title="Shape manipulation"
      lead="Drag a corner, or focus it and use the arrow keys (Shift for small steps)."
    >
      <ShapeManipulator />
    </MathPage>
  );
}
