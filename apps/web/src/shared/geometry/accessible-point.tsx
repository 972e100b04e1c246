import { Theme, useTransformContext, vec } from "mafs";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";

/**
 * A point on a Mafs board that a keyboard and a screen reader can use (issue 26): Mafs' own points
 * have no name or role. It is a focusable button named by its description ("Point A at (2, 3)");
 * the arrow keys move it by one grid step, by a tenth with Shift; Enter or Space picks it for the
 * current tool; a pointer drags it. The focus ring is drawn, so it shows on the SVG too.
 */
export function AccessiblePoint({
  x,
  y,
  label,
  name,
  movable,
  selected,
  color,
  onMove,
  onMoveEnd,
  onPick,
}: {
  x: number;
  y: number;
  label: string;
  name: string;
  movable: boolean;
  selected?: boolean;
  color?: string;
  onMove?: (to: { x: number; y: number }, fine: boolean) => void;
  onMoveEnd?: () => void;
  onPick?: () => void;
}) {
  const { viewTransform, userTransform } = useTransformContext();
  const [px, py] = vec.transform(vec.transform([x, y], userTransform), viewTransform);
  const [focused, setFocused] = useState(false);
  const dragging = useRef<{ moved: boolean } | null>(null);

  const toUser = (event: PointerEvent<SVGGElement>) => {
    const svg = event.currentTarget.ownerSVGElement;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return undefined;
    const local = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
    const inverse = vec.matrixInvert(viewTransform);
    if (!inverse) return undefined;
    const [ux, uy] = vec.transform([local.x, local.y], inverse);
    return { x: ux, y: uy };
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPick?.();
      return;
    }
    const step = event.shiftKey ? 0.1 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (!move) return;
    // The board pans with the arrow keys too: a focused point keeps them.
    event.preventDefault();
    event.stopPropagation();
    if (!movable || !onMove) return;
    onMove({ x: round(x + move[0]), y: round(y + move[1]) }, event.shiftKey);
    onMoveEnd?.();
  };

  const stroke = color ?? (movable ? Theme.pink : Theme.foreground);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG point cannot be a <button>; it has the role and keys of one.
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-roledescription={movable ? "movable point" : "point"}
      aria-pressed={selected ?? false}
      data-point={name}
      className="outline-none"
      style={{ cursor: movable ? "grab" : "pointer", touchAction: "none" }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.stopPropagation();
        event.currentTarget.setPointerCapture(event.pointerId);
        dragging.current = { moved: false };
      }}
      onPointerMove={(event) => {
        if (!dragging.current || !movable || !onMove) return;
        const at = toUser(event);
        if (!at) return;
        dragging.current.moved = true;
        onMove(at, false);
      }}
      onPointerUp={(event) => {
        event.stopPropagation();
        const drag = dragging.current;
        dragging.current = null;
        if (drag?.moved) onMoveEnd?.();
        else onPick?.();
      }}
      onClick={(event) => event.stopPropagation()}
    >
      {/* A generous invisible target for fingers. */}
      <circle cx={px} cy={py} r={18} fill="transparent" />
      {(focused || selected) && (
        <circle
          cx={px}
          cy={py}
          r={12}
          fill="none"
          stroke={focused ? "var(--mafs-blue)" : "var(--mafs-orange)"}
          strokeWidth={3}
          strokeDasharray={selected && !focused ? "4 3" : undefined}
        />
      )}
      <circle cx={px} cy={py} r={movable ? 7 : 5} fill={stroke} stroke="var(--mafs-bg)" strokeWidth={2} />
      <text x={px + 10} y={py - 10} fontSize={14} fontWeight={600} fill="var(--mafs-fg)" aria-hidden>
        {name}
      </text>
    </g>
  );
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
