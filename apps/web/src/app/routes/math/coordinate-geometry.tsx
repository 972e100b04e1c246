import { CoordinateTool } from "@/features/math/components/coordinate-tool";
import { MathPage } from "@/features/math/components/math-page";

export default function CoordinateGeometryPage() {
  return (
    <MathPage title="Coordinate geometry" lead="Move A and B; the distance, midpoint, slope and line follow.">
      <CoordinateTool />
    </MathPage>
  );
}
