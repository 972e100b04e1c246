import { dist } from "@app/domain/geometry/construction";
import { angleAt, formatNumber, formatPoint, perimeter, polygonArea } from "@app/domain/geometry/measure";
import { Polygon, Theme } from "mafs";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DraggablePoints, type NamedPoint } from "./draggable-points";

const SHAPES: Record<string, NamedPoint[]> = {
  Triangle: [
    { id: "A", x: -3, y: -2 },
    { id: "B", x: 3, y: -2 },
    { id: "C", x: 0, y: 3 },
  ],
  Quadrilateral: [
    { id: "A", x: -3, y: -2 },
    { id: "B", x: 3, y: -2 },
    { id: "C", x: 3, y: 2 },
    { id: "D", x: -3, y: 2 },
  ],
};

/** Shape manipulation (issue 26): drag the vertices; angles, sides, area and perimeter follow. */
export function ShapeManipulator() {
  const [points, setPoints] = useState(SHAPES.Triangle!);
  const [snap, setSnap] = useState(true);
  const [said, setSaid] = useState("");
  const n = points.length;
  const sides = points.map((p, i) => ({
    name: `${p.id}${points[(i + 1) % n]!.id}`,
    length: dist(p, points[(i + 1) % n]!),
  }));
  const angles = points.map((p, i) => ({
    name: p.id,
    degrees: angleAt(points[(i + n - 1) % n]!, p, points[(i + 1) % n]!),
  }));
  const area = polygonArea(points);
  const around = perimeter(points);
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {Object.keys(SHAPES).map((name) => (
            <Button
              key={name}
              size="sm"
              variant={points.length === SHAPES[name]!.length ? "primary" : "secondary"}
              onClick={() => setPoints(SHAPES[name]!)}
            >
              {name}
            </Button>
          ))}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={snap}
              onChange={(e) => setSnap(e.target.checked)}
            />
            Snap to grid
          </label>
        </div>
        <DraggablePoints
          label="Shape to reshape"
          points={points}
          snap={snap}
          onChange={(next, moved) => {
            setPoints(next);
            const p = next.find((q) => q.id === moved)!;
            setSaid(
              `Point ${moved} at ${formatPoint(p)}; area ${formatNumber(polygonArea(next))}, perimeter ${formatNumber(perimeter(next))}`,
            );
          }}
        >
          <Polygon points={points.map((p) => [p.x, p.y] as [number, number])} color={Theme.blue} />
        </DraggablePoints>
        <p aria-live="polite" className="min-h-6 text-sm font-medium" data-testid="shape-live">
          {said}
        </p>
      </div>
      <dl className="grid content-start gap-1 text-sm" aria-label="Measurements">
        {sides.map((s) => (
          <div key={s.name} className="flex justify-between gap-4">
            <dt>Side {s.name}</dt>
            <dd>{formatNumber(s.length)}</dd>
          </div>
        ))}
        {angles.map((a) => (
          <div key={a.name} className="flex justify-between gap-4">
            <dt>Angle at {a.name}</dt>
            <dd>{formatNumber(a.degrees, 1)}°</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 font-semibold">
          <dt>Angle sum</dt>
          <dd>
            {formatNumber(
              angles.reduce((s, a) => s + a.degrees, 0),
              1,
            )}
            °
          </dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold">
          <dt>Area</dt>
          <dd data-testid="shape-area">{formatNumber(area)}</dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold">
          <dt>Perimeter</dt>
          <dd>{formatNumber(around)}</dd>
        </div>
      </dl>
    </div>
  );
}
