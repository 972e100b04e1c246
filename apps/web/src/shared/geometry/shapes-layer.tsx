import type { Construction, Resolved, Shape } from "@app/domain/geometry/construction";
import { Theme, useTransformContext, vec } from "mafs";

/** How far a line is drawn beyond its points: past any board a student can pan to. */
const FAR = 2000;

/** The lines, rays, segments and circles of a construction, each clickable to pick it for a tool. */
export function ShapesLayer({
  objects,
  resolved,
  selected,
  onPick,
}: {
  objects: readonly Construction[];
  resolved: Resolved;
  selected: readonly string[];
  onPick?: (id: string) => void;
}) {
  const { viewTransform, userTransform } = useTransformContext();
  const px = (p: { x: number; y: number }) =>
    vec.transform(vec.transform([p.x, p.y], userTransform), viewTransform);
  const unitPx = Math.abs(viewTransform[0]);
  return (
    <g aria-hidden>
      {objects.map((o) => {
        const shape = resolved.get(o.id);
        if (!shape || shape.type === "point") return null;
        const color = selected.includes(o.id)
          ? Theme.orange
          : o.kind === "segment"
            ? Theme.blue
            : Theme.indigo;
        const pick = onPick
          ? (event: React.MouseEvent) => {
              event.stopPropagation();
              onPick(o.id);
            }
          : undefined;
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the keyboard picks from the object list.
          <g key={o.id} onClick={pick} style={{ cursor: onPick ? "pointer" : undefined }} data-object={o.id}>
            {drawShape(shape, px, unitPx, color)}
          </g>
        );
      })}
    </g>
  );
}

function drawShape(
  shape: Exclude<Shape, { type: "point" }>,
  px: (p: { x: number; y: number }) => [number, number],
  unitPx: number,
  color: string,
) {
  if (shape.type === "circle") {
    const [cx, cy] = px(shape.center);
    const r = shape.radius * unitPx;
    return (
      <>
        <circle cx={cx} cy={cy} r={r} fill="none" stroke="transparent" strokeWidth={14} />
        <circle cx={cx} cy={cy} r={r} fill="none" stroke={color} strokeWidth={2} />
      </>
    );
  }
  const d = { x: shape.to.x - shape.from.x, y: shape.to.y - shape.from.y };
  const len = Math.hypot(d.x, d.y);
  const u = { x: d.x / len, y: d.y / len };
  const start =
    shape.kind === "line" ? { x: shape.from.x - u.x * FAR, y: shape.from.y - u.y * FAR } : shape.from;
  const end =
    shape.kind === "segment" ? shape.to : { x: shape.from.x + u.x * FAR, y: shape.from.y + u.y * FAR };
  const [x1, y1] = px(start);
  const [x2, y2] = px(end);
  return (
    <>
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="transparent" strokeWidth={14} />
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={color} strokeWidth={shape.kind === "segment" ? 3 : 2} />
    </>
  );
}
