import { BookOpen, Clock, Layers } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toPageTitle } from "@/lib/site";
import type { CourseDetail } from "../api/types";
import { cataloguePaths, formatMinutes, orderedUnits, totalMinutes } from "../lib/catalogue-paths";
import { gradeBandLabel } from "../lib/labels";
import { Breadcrumbs } from "./breadcrumbs";
import { CatalogueFrame } from "./catalogue-states";
import { LessonList } from "./lesson-list";

export interface CallToAction {
  href: string;
  label: string;
}

/** A course (spec 2.1): title, subject, grade band, description, and its units with their lessons. */
export function CourseView({ detail, start }: { detail: CourseDetail; start: CallToAction }) {
  const { course } = detail;
  const units = orderedUnits(detail);
  const lessons = units.flatMap((unit) => unit.materials);
  return (
    <CatalogueFrame>
      <title>
        {toPageTitle(`${course.title} — ${course.subject} course (${gradeBandLabel(course.grade_band)})`)}
      </title>
      <meta name="description" content={course.description ?? course.title} />
      <div className="grid gap-4">
        <Breadcrumbs items={[{ label: "Library", href: cataloguePaths.library }, { label: course.title }]} />
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{course.subject}</Badge>
          <Badge>{gradeBandLabel(course.grade_band)}</Badge>
        </div>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{course.title}</h1>
        {course.description && (
          <p className="max-w-3xl text-lg leading-relaxed text-slate-600">{course.description}</p>
        )}
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600" aria-label="Course at a glance">
          <li className="inline-flex items-center gap-1.5">
            <Layers aria-hidden className="size-4" /> {units.length} units
          </li>
          <li className="inline-flex items-center gap-1.5">
            <BookOpen aria-hidden className="size-4" /> {lessons.length} lessons
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-4" /> about {formatMinutes(totalMinutes(lessons))}
          </li>
        </ul>
        <div>
          <Link to={start.href} className={buttonClasses({ size: "lg" })}>
            {start.label}
          </Link>
        </div>
      </div>

      <section aria-labelledby="units-heading" className="grid gap-4">
        <h2 id="units-heading" className="text-xl font-semibold text-slate-900">
          What you'll learn
        </h2>
        <ol className="grid gap-4">
          {units.map((unit, index) => (
            <li key={unit.id}>
              <Card className="grid gap-3 p-4 sm:p-6">
                <div className="grid gap-1">
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    Unit {index + 1}
                  </p>
                  <h3 className="text-lg font-semibold text-slate-900">
                    <Link
                      to={cataloguePaths.unit(course, unit)}
                      className="hover:text-brand-700 hover:underline"
                    >
                      {unit.title}
                    </Link>
                  </h3>
                  {unit.description && <p className="text-sm text-slate-600">{unit.description}</p>}
                  <p className="text-xs text-slate-500">
                    {unit.materials.length} lessons · {formatMinutes(totalMinutes(unit.materials))}
                  </p>
                </div>
                <LessonList
                  className="md:grid-cols-2"
                  lessons={unit.materials}
                  hrefFor={(lesson) => cataloguePaths.lesson(course, unit, lesson)}
                />
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </CatalogueFrame>
  );
}
