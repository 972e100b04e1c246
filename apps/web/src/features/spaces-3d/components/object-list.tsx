import type { SceneInteractive } from "@app/contract/scene";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { ProgressBar } from "@/components/ui/progress-bar";

/**
 * What is in the room, as a list beside the canvas (and the whole 2D version): every object is a
 * link or a button, so a keyboard or screen-reader user can do everything the 3D view offers.
 * Focusing one highlights it in the scene.
 */
export function ObjectList({
  items,
  onActivate,
  onFocusItem,
  heading = "In this room",
}: {
  items: SceneInteractive[];
  onActivate: (item: SceneInteractive) => void;
  onFocusItem: (id: string | null) => void;
  heading?: string;
}) {
  const groups = new Map<string, SceneInteractive[]>();
  for (const item of items) {
    if (item.kind === "sign") continue;
    const group = item.group ?? "";
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  if (groups.size === 0) return null;
  return (
    <nav aria-label={heading} className="grid gap-3">
      <h2 className="text-base font-semibold text-slate-900">{heading}</h2>
      {[...groups.entries()].map(([group, members]) => (
        <section key={group || "room"} aria-label={group || heading} className="grid gap-1.5">
          {group && <h3 className="text-sm font-semibold text-slate-700">{group}</h3>}
          <ul className="grid gap-1.5">
            {members.map((item) => (
              <li key={item.id}>
                <ObjectEntry item={item} onActivate={onActivate} onFocusItem={onFocusItem} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

function ObjectEntry({
  item,
  onActivate,
  onFocusItem,
}: {
  item: SceneInteractive;
  onActivate: (item: SceneInteractive) => void;
  onFocusItem: (id: string | null) => void;
}) {
  const className =
    "grid w-full gap-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600";
  const focus = {
    onFocus: () => onFocusItem(item.id),
    onBlur: () => onFocusItem(null),
    onMouseEnter: () => onFocusItem(item.id),
    onMouseLeave: () => onFocusItem(null),
  };
  const body = (
    <>
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{item.label}</span>
        {item.isHighlighted && item.kind === "book" && <Badge tone="warning">Up next</Badge>}
      </span>
      <span className="text-xs text-slate-600">{item.actionLabel}</span>
      {item.progress !== undefined && (
        <ProgressBar
          value={item.progress}
          label={`Progress of ${item.label}`}
          className="h-1.5 bg-slate-200"
        />
      )}
    </>
  );
  if (item.href) {
    return (
      <Link to={item.href} className={className} {...focus}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={() => onActivate(item)} {...focus}>
      {body}
    </button>
  );
}
