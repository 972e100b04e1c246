import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";

/** The frame of a math tool's page: its title, a line about it, a way back to the list. */
export function MathPage({
  title,
  lead,
  back = true,
  children,
}: {
  title: string;
  lead: ReactNode;
  back?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6">
      {back && (
        <Link
          to="/test/math-games"
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          ← All math tools
        </Link>
      )}
      <PageIntro title={title}>{lead}</PageIntro>
      {children}
    </div>
  );
}

export const MATH_TOOLS = [
  {
    path: "/test/math-games/geometry-construction",
    title: "Geometry construction",
    text: "Points, lines, circles, perpendiculars, bisectors and intersections that follow when you drag.",
  },
  {
    path: "/test/math-games/shape-manipulation",
    title: "Shape manipulation",
    text: "Drag the corners of a triangle or a quadrilateral and watch its angles, sides, area and perimeter.",
  },
  {
    path: "/test/math-games/function-graphing",
    title: "Function graphing",
    text: "Type functions, move sliders, and see where they cross the axes and turn.",
  },
  {
    path: "/test/math-games/coordinate-geometry",
    title: "Coordinate geometry",
    text: "Two points: their distance, midpoint, slope and the equation of the line through them.",
  },
] as const;
