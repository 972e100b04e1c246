/** Editing a construction with the tools (issue 26): each edit is a new state, checked like any answer. */
import {
  type ConstructionKind,
  type ConstructionState,
  MAX_POINTS,
  parseConstruction,
  producesPoint,
  referencesOf,
  type Vec,
} from "./construction.ts";

/**
 * The state with a new construction built from `refs` (named in turn), checked like any answer;
 * undefined when the references do not fit. An intersection adds both crossing points.
 */
export function addConstruction(
  state: ConstructionState,
  kind: ConstructionKind,
  refs: readonly string[],
): ConstructionState | undefined {
  const withOne = (s: ConstructionState, extra: Record<string, unknown>) => {
    const id = nextName(s, producesPoint(kind));
    const fields: Record<string, unknown> =
      kind === "circle"
        ? { center: refs[0], through: refs[1] }
        : kind === "perpendicular" || kind === "parallel"
          ? { line: refs[0], through: refs[1] }
          : kind === "line" || kind === "segment" || kind === "ray"
            ? { through: refs }
            : { of: refs };
    const parsed = parseConstruction({ ...s, objects: [...s.objects, { id, kind, ...fields, ...extra }] });
    return parsed.ok ? parsed.state : undefined;
  };
  const first = withOne(state, {});
  if (!first || kind !== "intersection") return first;
  return withOne(first, { which: 1 }) ?? first;
}

/** The state with a new free point. */
export function addPoint(state: ConstructionState, at: Vec): ConstructionState | undefined {
  if (state.points.length >= MAX_POINTS) return undefined;
  const parsed = parseConstruction({
    ...state,
    points: [...state.points, { id: nextName(state, true), x: at.x, y: at.y }],
  });
  return parsed.ok ? parsed.state : undefined;
}

/** The state without an object and everything built on it; a given (fixed) point stays. */
export function removeObject(state: ConstructionState, id: string): ConstructionState {
  if (state.points.some((p) => p.id === id && p.fixed)) return state;
  const gone = new Set([id]);
  const objects = state.objects.filter((o) => {
    if (gone.has(o.id) || referencesOf(o).some((r) => gone.has(r))) {
      gone.add(o.id);
      return false;
    }
    return true;
  });
  return { points: state.points.filter((p) => p.id !== id), objects };
}

/** The next free name of a family: A, B, … for points, l1, l2, … for objects. */
export function nextName(state: ConstructionState, point: boolean): string {
  const taken = new Set([...state.points.map((p) => p.id), ...state.objects.map((o) => o.id)]);
  if (point) {
    for (let n = 0; n < 3; n++)
      for (let i = 0; i < 26; i++) {
        const name = String.fromCharCode(65 + i) + (n ? String(n) : "");
        if (!taken.has(name)) return name;
      }
  }
  let i = 1;
  while (taken.has(`${point ? "P" : "o"}${i}`)) i++;
  return `${point ? "P" : "o"}${i}`;
}
