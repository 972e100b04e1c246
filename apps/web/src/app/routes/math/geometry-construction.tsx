import { BISECTOR_CHALLENGE, GeometryChallenge } from "@/features/math/components/geometry-challenge";
import { MathPage } from "@/features/math/components/math-page";

/** /test/math-games/geometry-construction: the construction tool, with a challenge to check. */
export default function GeometryConstructionPage() {
  return (
    <MathPage
      title="Geometry construction"
      lead="Pick a tool, then pick what it is built from. Drag a free point and everything built on it follows."
    >
      <GeometryChallenge spec={BISECTOR_CHALLENGE} prompt="Construct the perpendicular bisector of AB." />
    </MathPage>
  );
}
