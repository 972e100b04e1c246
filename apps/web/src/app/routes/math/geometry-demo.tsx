import { Link } from "react-router";
import { GeometryChallenge } from "@/features/math/components/geometry-challenge";
import { MATH_TOOLS, MathPage } from "@/features/math/components/math-page";

const RIGHT_ANGLE = {
  board: {
    points: [
      { id: "A", x: -3, y: -1, fixed: true },
      { id: "B", x: 3, y: -1, fixed: true },
      { id: "C", x: 1, y: 3 },
    ],
    objects: [],
  },
  target: { kind: "right_angle" as const, a: "A", b: "B", at: "C" },
};

/** /student/geometry-demo: the public showcase of the geometry tools. */
export default function GeometryDemoPage() {
  return (
    <MathPage
      back={false}
      title="Geometry demo"
      lead="Try a geometry question the way our students do: build it, then check it. Works with a keyboard and a screen reader too."
    >
      <GeometryChallenge spec={RIGHT_ANGLE} prompt="Move C so that triangle ABC has a right angle at C." />
      <nav aria-label="More math tools" className="flex flex-wrap gap-4 text-sm">
        {MATH_TOOLS.map((t) => (
          <Link key={t.path} to={t.path} className="font-medium text-brand-700 underline underline-offset-2">
            {t.title}
          </Link>
        ))}
      </nav>
    </MathPage>
  );
}
