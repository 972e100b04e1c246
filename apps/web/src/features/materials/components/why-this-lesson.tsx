import { Compass } from "lucide-react";
import { Link, useLocation } from "react-router";
import { readFirstLesson } from "@/shared/progress/first-lesson-state";
import type { MaterialTemplate } from "../types";

/**
 * A first lesson reached from onboarding says why it was chosen and offers the steps before it
 * (issue 21): "Step 3 of 4 · Before this: Times tables tricks" alone left a newcomer wondering.
 */
export function WhyThisLesson({
  material,
  lessonHref,
  courseMapHref,
}: {
  material: MaterialTemplate;
  lessonHref: (id: number) => string;
  courseMapHref: string;
}) {
  const first = readFirstLesson(useLocation().state);
  if (!first) return null;
  const isLaterStep = (material.step_number ?? 1) > 1;
  return (
    <section
      aria-labelledby="why-this-lesson"
      data-testid="why-this-lesson"
      className="grid gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
    >
      <h2 id="why-this-lesson" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Compass aria-hidden className="size-5 text-brand-700" />
        Why this lesson
      </h2>
      <p>
        We chose it from your answers: it is where the learning path “{first.pathTitle}” starts for you, the
        best match for your grade and subjects.
      </p>
      {isLaterStep && (
        <p>
          It is step {material.step_number} of {material.total_steps}
          {material.module_title ? ` of “${material.module_title}”` : ""}: the earlier steps are ones most
          learners at your level already know.{" "}
          {material.prerequisites.length > 0
            ? "If they are new to you, start with one of them:"
            : "If they are new to you, start from the first step in the course map."}
        </p>
      )}
      {isLaterStep && material.prerequisites.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {material.prerequisites.map((p) => (
            <li key={p.id}>
              <Link
                to={lessonHref(p.id)}
                className="inline-flex h-9 items-center rounded-md border border-brand-300 bg-white px-3 font-medium text-brand-800 hover:bg-brand-100"
              >
                Start with {p.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={courseMapHref}
        className="w-fit font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        See every step in the course map
      </Link>
    </section>
  );
}
