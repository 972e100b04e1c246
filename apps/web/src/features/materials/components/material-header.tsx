import { stepLabel } from "@app/domain/lesson-step";
import { Clock, Layers } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { toPageTitle } from "@/lib/site";
import type { MaterialTemplate, PublicMaterial } from "../types";

/**
 * A material's title block: module and step, title, summary, difficulty and time, and the
 * prerequisites linked (to `prerequisiteHref`); `actions` sits beside it (layout switch, etc.).
 */
export function MaterialHeader({
  material,
  prerequisiteHref,
  actions,
}: {
  material: MaterialTemplate | PublicMaterial;
  prerequisiteHref: (id: number) => string;
  actions?: ReactNode;
}) {
  const step = stepLabel(material);
  return (
    <header className="grid gap-3">
      <title>{toPageTitle(material.title)}</title>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        {material.module_title && (
          <span className="inline-flex items-center gap-1.5 font-medium text-brand-800">
            <Layers aria-hidden className="size-4" />
            {material.module_title}
          </span>
        )}
        {step && <span data-testid="material-step">{step}</span>}
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{material.title}</h1>
        {actions}
      </div>
      {material.summary && <p className="text-base text-slate-600 sm:text-lg">{material.summary}</p>}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="brand">{material.subject}</Badge>
        {material.difficulty && <Badge className="capitalize">{material.difficulty}</Badge>}
        {material.estimated_time ? (
          <span className="inline-flex items-center gap-1 text-slate-600">
            <Clock aria-hidden className="size-4" />
            {material.estimated_time} min
          </span>
        ) : null}
      </div>
      {material.prerequisites.length > 0 && (
        <nav aria-label="Prerequisites" className="text-sm text-slate-700">
          <span className="font-medium">Before this: </span>
          {material.prerequisites.map((p, i) => (
            <span key={p.id}>
              {i > 0 && ", "}
              <Link to={prerequisiteHref(p.id)} className="font-medium text-brand-700 hover:underline">
                {p.title}
              </Link>
            </span>
          ))}
        </nav>
      )}
    </header>
  );
}
