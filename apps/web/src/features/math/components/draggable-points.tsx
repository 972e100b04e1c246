import "mafs/core.css";
import type { Vec } from "@app/domain/geometry/construction";
import { formatPoint } from "@app/domain/geometry/measure";
import { Coordinates, Mafs } from "mafs";
import type { ReactNode } from "react";
import { AccessiblePoint } from "@/shared/geometry/accessible-point";

export interface NamedPoint extends Vec {
  id: string;
}

/** A board of named points to drag or move with the arrow keys, with whatever is drawn between them. */
export function DraggablePoints({
  points,
  onChange,
  snap,
  label,
  children,
}: {
  points: readonly NamedPoint[];
  onChange: (points: NamedPoint[], moved: string) => void;
  snap: boolean;
  label: string;
  children?: ReactNode;
}) {
  return (
    <figure aria-label={label} className="overflow-hidden rounded-xl border border-slate-200">
      <Mafs height={380} viewBox={{ x: [-6, 6], y: [-5, 5] }}>
        <Coordinates.Cartesian />
        {children}
        {points.map((p) => (
          <AccessiblePoint
            key={p.id}
            name={p.id}
            x={p.x}
            y={p.y}
            label={`Point ${p.id} at ${formatPoint(p)}`}
            movable
            onMove={(to, fine) => {
              const at = snap && !fine ? { x: Math.round(to.x), y: Math.round(to.y) } : to;
              onChange(
                points.map((q) => (q.id === p.id ? { ...q, ...at } : q)),
                p.id,
              );
            }}
          />
        ))}
      </Mafs>
    </figure>
  );
}
