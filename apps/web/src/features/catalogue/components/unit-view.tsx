import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toPageTitle } from "@/lib/site";
import type { CatalogueUnit, CourseDetail } from "../api/types";
import { cataloguePaths, formatMinutes, orderedUnits, totalMinutes } from "../lib/catalogue-paths";
import { gradeBandLabel } from "../lib/labels";
import { Breadcrumbs } from "./breadcrumbs";
import { CatalogueFrame } from "./catalogue-states";
import type { CallToAction } from "./course-view";
import { LessonList } from "./lesson-list";

/** A unit (spec 2.1): its lessons in order with step numbers, minutes and difficulty. */
export function UnitView({
  detail,
  unit,
  start,
}: {
  detail: CourseDetail;
  unit: CatalogueUnit;
  start: CallToAction;
}) {
  const { course } = detail;
  const units = orderedUnits(detail);
  const index = units.findIndex((u) => u.id === unit.id);
  const ordered = units[index] ?? unit;
  const previous = units[index - 1];
  const next = units[index + 1];
  return (
    <CatalogueFrame>
      <title>{toPageTitle(`${unit.title} — ${course.title} (${course.subject})`)}</title>
      <meta name="description" content={unit.description ?? unit.title} />
      <div className="grid gap-4">
        <Breadcrumbs
          items={[
            { label: "Library", href: cataloguePaths.library },
            { label: course.title, href: cataloguePaths.course(course) },
            { label: unit.title },
          ]}
        />
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{course.subject}</Badge>
          <Badge>{gradeBandLabel(course.grade_band)}</Badge>
          <Badge>
            Unit {index + 1} of {units.length}
          </Badge>
        </div>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{unit.title}</h1>
        {unit.description && (
          <p className="max-w-3xl text-lg leading-relaxed text-slate-600">{unit.description}</p>
        )}
        <p className="text-sm text-slate-600">
          {ordered.materials.length} lessons · about {formatMinutes(totalMinutes(ordered.materials))}
        </p>
        <div>
          <Link to={start.href} className={buttonClasses({ size: "lg" })}>
            {start.label}
          </Link>
        </div>
      </div>
      <Card className="p-3 sm:p-4">
        <h2 className="sr-only">Lessons</h2>
        <LessonList
          lessons={ordered.materials}
          hrefFor={(lesson) => cataloguePaths.lesson(course, unit, lesson)}
          showSummary
        />
      </Card>
      <nav aria-label="Other units" className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        {previous ? (
          <Link
            to={cataloguePaths.unit(course, previous)}
            className={buttonClasses({
              variant: "outline",
              className: "h-auto min-h-10 py-2 whitespace-normal",
            })}
          >
            <ArrowLeft aria-hidden className="size-4" />
            <span>Previous unit: {previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link
            to={cataloguePaths.unit(course, next)}
            className={buttonClasses({
              variant: "outline",
              className: "h-auto min-h-10 py-2 whitespace-normal",
            })}
          >
            <span>Next unit: {next.title}</span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        )}
      </nav>
    </CatalogueFrame>
  );
}
