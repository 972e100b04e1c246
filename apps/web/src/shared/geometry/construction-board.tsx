import "mafs/core.css";
import {
  type ConstructionKind,
  type ConstructionState,
  computeConstruction,
  movePoint,
  sortOf,
  toolInputs,
} from "@app/domain/geometry/construction";
import { addConstruction, addPoint, removeObject } from "@app/domain/geometry/editing";
import { canRedo, canUndo, pushHistory, redo, startHistory, undo } from "@app/domain/geometry/history";
import { Coordinates, Mafs } from "mafs";
import { type KeyboardEvent, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { AccessiblePoint } from "./accessible-point";
import { describeAll, describeMove } from "./describe";
import { ShapesLayer } from "./shapes-layer";

export type Tool = "move" | "point" | ConstructionKind;

export const TOOL_LABELS: Record<Tool, string> = {
  move: "Move",
  point: "Point",
  line: "Line",
  segment: "Segment",
  ray: "Ray",
  circle: "Circle",
  intersection: "Intersection",
  perpendicular: "Perpendicular",
  parallel: "Parallel",
  midpoint: "Midpoint",
  perpendicular_bisector: "Perpendicular bisector",
  angle_bisector: "Angle bisector",
};

const ALL_TOOLS = Object.keys(TOOL_LABELS) as Tool[];

const INPUT_WORDS = { point: "a point", line: "a line", curve: "a line or circle" } as const;

type Action =
  | { type: "change"; state: ConstructionState; merge?: boolean }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "reset"; state: ConstructionState };

function reducer(h: ReturnType<typeof startHistory<ConstructionState>>, a: Action) {
  switch (a.type) {
    case "change":
      return a.merge ? { ...h, present: a.state } : pushHistory(h, a.state);
    case "undo":
      return undo(h);
    case "redo":
      return redo(h);
    case "reset":
      return startHistory(a.state);
  }
}

/**
 * The geometry construction tool (issue 26): free points, constructions that follow them, undo
 * and redo, every point usable from the keyboard, and a spoken description of each change.
 */
export default function ConstructionBoard({
  initial,
  onChange,
  tools = ALL_TOOLS,
  label = "Construction board",
  height = 380,
  viewBox = { x: [-6, 6] as [number, number], y: [-5, 5] as [number, number] },
}: {
  initial: ConstructionState;
  onChange?: (state: ConstructionState) => void;
  tools?: readonly Tool[];
  label?: string;
  height?: number;
  viewBox?: { x: [number, number]; y: [number, number] };
}) {
  const [history, dispatch] = useReducer(reducer, initial, startHistory);
  const [tool, setTool] = useState<Tool>("move");
  const [picks, setPicks] = useState<string[]>([]);
  const [snap, setSnap] = useState(true);
  const [announcement, setAnnouncement] = useState("");
  const dragging = useRef(false);
  const state = history.present;
  const resolved = useMemo(() => computeConstruction(state), [state]);
  const descriptions = useMemo(() => describeAll(state, resolved), [state, resolved]);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    onChangeRef.current?.(state);
  }, [state]);

  const change = (next: ConstructionState | undefined, merge = false) => {
    if (next) dispatch({ type: "change", state: next, merge });
  };

  const chooseTool = (next: Tool) => {
    setTool(next);
    setPicks([]);
    setAnnouncement(
      next === "move" || next === "point"
        ? `${TOOL_LABELS[next]} tool`
        : `${TOOL_LABELS[next]}: ${wanted(next, 0)}`,
    );
  };

  const pick = (id: string) => {
    if (tool === "move" || tool === "point") return;
    const inputs = toolInputs(tool);
    const want = inputs[picks.length]!;
    const sort = sortOf(state, id);
    const fits = want === "curve" ? sort === "line" || sort === "circle" : sort === want;
    if (!fits || picks.includes(id)) {
      setAnnouncement(`${id} is not ${INPUT_WORDS[want]}: pick ${INPUT_WORDS[want]}`);
      return;
    }
    const chosen = [...picks, id];
    if (chosen.length < inputs.length) {
      setPicks(chosen);
      setAnnouncement(`${id} picked; now ${wanted(tool, chosen.length)}`);
      return;
    }
    const next = addConstruction(state, tool, chosen);
    setPicks([]);
    if (!next) {
      setAnnouncement("That cannot be built from those");
      return;
    }
    change(next);
    const added = next.objects.slice(state.objects.length);
    const words = describeAll(next).filter((d) => added.some((a) => a.id === d.id));
    setAnnouncement(`Added ${words.map((w) => w.text).join("; ")}`);
  };

  const placePoint = (x: number, y: number) => {
    const at = snap ? { x: Math.round(x), y: Math.round(y) } : { x: round2(x), y: round2(y) };
    const next = addPoint(state, at);
    if (!next) return setAnnouncement("No more points fit on this board");
    change(next);
    const id = next.points.at(-1)!.id;
    setAnnouncement(`Added ${describeMove(next, id)}`);
  };

  const move = (id: string, to: { x: number; y: number }, fine: boolean) => {
    const at = snap && !fine ? { x: Math.round(to.x * 2) / 2, y: Math.round(to.y * 2) / 2 } : to;
    const next = movePoint(state, id, at);
    if (next === state) return;
    change(next, dragging.current);
    dragging.current = true;
    setAnnouncement(describeMove(next, id));
  };

  const onBoardKey = (event: KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === "z") {
      event.preventDefault();
      dispatch({ type: event.shiftKey ? "redo" : "undo" });
    } else if (mod && event.key.toLowerCase() === "y") {
      event.preventDefault();
      dispatch({ type: "redo" });
    } else if (event.key === "Escape") {
      setPicks([]);
    }
  };

  const freeIds = new Set(state.points.map((p) => p.id));
  const toolList = tools.includes("move") ? tools : (["move", ...tools] as Tool[]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the board's undo and redo shortcuts.
    <div className="grid gap-3" onKeyDown={onBoardKey} data-testid="construction-board">
      <div role="toolbar" aria-label="Construction tools" className="flex flex-wrap gap-1.5">
        {toolList.map((t) => (
          <Button
            key={t}
            size="sm"
            variant={tool === t ? "primary" : "secondary"}
            aria-pressed={tool === t}
            onClick={() => chooseTool(t)}
          >
            {TOOL_LABELS[t]}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button
          size="sm"
          variant="secondary"
          disabled={!canUndo(history)}
          onClick={() => dispatch({ type: "undo" })}
        >
          Undo
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!canRedo(history)}
          onClick={() => dispatch({ type: "redo" })}
        >
          Redo
        </Button>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={snap}
            onChange={(e) => setSnap(e.target.checked)}
            className="size-4"
          />
          Snap to grid
        </label>
        {tool === "point" && (
          <Button size="sm" variant="secondary" onClick={() => placePoint(0, 0)}>
            Place a point at the centre
          </Button>
        )}
        <span className="text-slate-600" data-testid="tool-status">
          {tool === "move"
            ? "Drag a point, or focus it and use the arrow keys (Shift for small steps)."
            : tool === "point"
              ? "Click the board to place a point."
              : `${TOOL_LABELS[tool]}: ${wanted(tool, picks.length)}.`}
        </span>
      </div>
      <figure aria-label={label} className="overflow-hidden rounded-xl border border-slate-200">
        <Mafs
          height={height}
          viewBox={viewBox}
          pan={tool === "move"}
          zoom={{ min: 0.25, max: 4 }}
          onClick={([x, y]) => {
            if (tool === "point") placePoint(x, y);
          }}
        >
          <Coordinates.Cartesian />
          <ShapesLayer objects={state.objects} resolved={resolved} selected={picks} onPick={pick} />
          {[...resolved.entries()].map(([id, shape]) =>
            shape?.type === "point" ? (
              <AccessiblePoint
                key={id}
                name={id}
                x={shape.at.x}
                y={shape.at.y}
                label={descriptions.find((d) => d.id === id)?.text ?? id}
                movable={freeIds.has(id) && !state.points.find((p) => p.id === id)?.fixed}
                selected={picks.includes(id)}
                onMove={(to, fine) => move(id, to, fine)}
                onMoveEnd={() => {
                  dragging.current = false;
                }}
                onPick={() => pick(id)}
              />
            ) : null,
          )}
        </Mafs>
      </figure>
      <p aria-live="polite" className="min-h-6 text-sm font-medium text-slate-800" data-testid="board-live">
        {announcement}
      </p>
      <details className="text-sm" open>
        <summary className="cursor-pointer font-medium">Objects on the board ({descriptions.length})</summary>
        <ul className="mt-2 grid gap-1" aria-label="Objects on the board">
          {descriptions.map((d) => (
            <li
              key={d.id}
              className={cn("flex flex-wrap items-center gap-2", picks.includes(d.id) && "font-semibold")}
            >
              <span>{d.text}</span>
              {tool !== "move" && tool !== "point" && (
                <Button size="sm" variant="ghost" onClick={() => pick(d.id)} aria-label={`Pick ${d.id}`}>
                  Pick
                </Button>
              )}
              {!state.points.find((p) => p.id === d.id)?.fixed && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${d.id}`}
                  onClick={() => {
                    change(removeObject(state, d.id));
                    setAnnouncement(`Deleted ${d.id} and what was built on it`);
                  }}
                >
                  Delete
                </Button>
              )}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function wanted(tool: ConstructionKind | "move" | "point", index: number): string {
  if (tool === "move" || tool === "point") return "";
  const inputs = toolInputs(tool);
  return `pick ${INPUT_WORDS[inputs[index]!]} (${index + 1} of ${inputs.length})`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
