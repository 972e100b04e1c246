import { NavLink, useLocation } from "react-router";
import { cn } from "@/lib/cn";
import { isDebugEnabled } from "@/lib/debug";

/**
 * A switch between the three layouts of a material (spec 2.3): standard, deck-first and classic
 * single page. It is a developer's tool, not a learner's choice, so it shows only with the debug
 * flag (`?debug=1` or the local storage flag, spec 2.10); each layout keeps its own route.
 */
export function MaterialViews({ materialId }: { materialId: number }) {
  const { search } = useLocation();
  if (!isDebugEnabled(search)) return null;
  const views = [
    { to: `/student/material/${materialId}`, label: "Standard" },
    { to: `/student/material-v2/${materialId}`, label: "Deck first" },
    { to: `/student/material/${materialId}/legacy`, label: "Classic" },
  ];
  return (
    <nav aria-label="Layout" className="flex rounded-lg border border-slate-200 bg-white p-0.5 text-sm">
      {views.map((view) => (
        <NavLink
          key={view.to}
          to={`${view.to}${search}`}
          end
          className={({ isActive }) =>
            cn(
              "rounded-md px-2.5 py-1.5 font-medium whitespace-nowrap",
              isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
            )
          }
        >
          {view.label}
        </NavLink>
      ))}
    </nav>
  );
}
