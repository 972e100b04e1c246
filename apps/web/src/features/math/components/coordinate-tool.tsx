import { dist } from "@app/domain/geometry/construction";
import { formatNumber, formatPoint, lineEquation, midpointOf, slopeOf } from "@app/domain/geometry/measure";
import { Line, Point, Theme } from "mafs";
import { useState } from "react";
import { DraggablePoints, type NamedPoint } from "./draggable-points";

/** Coordinate geometry (issue 26): two points, their distance, midpoint, slope and line. */
export function CoordinateTool() {
  const [points, setPoints] = useState<NamedPoint[]>([
    { id: "A", x: -2, y: -1 },
    { id: "B", x: 3, y: 2 },
  ]);
  const [said, setSaid] = useState("");
  const [a, b] = points as [NamedPoint, NamedPoint];
  const m = midpointOf(a, b);
  const slope = slopeOf(a, b);
  const facts = [
    ["Distance AB", formatNumber(dist(a, b))],
    ["Midpoint", formatPoint(m)],
    ["Slope", slope === undefined ? "undefined (vertical)" : formatNumber(slope)],
    ["Line AB", lineEquation(a, b) ?? "A and B are the same point"],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
      <div className="grid gap-2">
        <DraggablePoints
          label="Two points on a grid"
          points={points}
          snap
          onChange={(next, moved) => {
            setPoints(next);
            const p = next.find((q) => q.id === moved)!;
            const [na, nb] = next as [NamedPoint, NamedPoint];
            setSaid(
              `Point ${moved} at ${formatPoint(p)}; segment AB, length ${formatNumber(dist(na, nb), 1)}; ${lineEquation(na, nb) ?? ""}`,
            );
          }}
        >
          {dist(a, b) > 0 && (
            <Line.ThroughPoints point1={[a.x, a.y]} point2={[b.x, b.y]} color={Theme.indigo} />
          )}
          <Line.Segment point1={[a.x, a.y]} point2={[b.x, b.y]} color={Theme.blue} weight={3} />
          <Point x={m.x} y={m.y} color={Theme.orange} />
        </DraggablePoints>
        <p aria-live="polite" className="min-h-6 text-sm font-medium" data-testid="coordinate-live">
          {said}
        </p>
      </div>
      <dl className="grid content-start gap-1 text-sm" aria-label="Measurements">
        {facts.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
