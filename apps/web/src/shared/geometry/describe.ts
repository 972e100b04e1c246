import {
  type ConstructionState,
  computeConstruction,
  type Resolved,
  referencesOf,
} from "@app/domain/geometry/construction";
import { describeShape } from "@app/domain/geometry/measure";

/** Every object of a construction in words, in order: what a screen reader lists. */
export function describeAll(state: ConstructionState, resolved: Resolved = computeConstruction(state)) {
  return [
    ...state.points.map((p) => ({
      id: p.id,
      text: `${describeShape(p.id, resolved.get(p.id))}${p.fixed ? " (given)" : ""}`,
    })),
    ...state.objects.map((o) => ({
      id: o.id,
      text: describeShape(
        o.id,
        resolved.get(o.id),
        "through" in o && Array.isArray(o.through) ? o.through : undefined,
      ),
    })),
  ];
}

/** What a move changed, spoken: the point, then up to three objects that depend on it. */
export function describeMove(state: ConstructionState, id: string): string {
  const resolved = computeConstruction(state);
  const all = new Map(describeAll(state, resolved).map((d) => [d.id, d.text]));
  const affected = new Set([id]);
  for (const o of state.objects) if (referencesOf(o).some((r) => affected.has(r))) affected.add(o.id);
  return [...affected]
    .slice(0, 4)
    .map((a) => all.get(a))
    .filter(Boolean)
    .join("; ");
}
