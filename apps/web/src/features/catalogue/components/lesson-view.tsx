import { ArrowLeft, ArrowRight, Clock, Lock } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toPageTitle } from "@/lib/site";
import type { CourseDetail, PublicLesson } from "../api/types";
import { cataloguePaths, type LessonPlace } from "../lib/catalogue-paths";
import { Breadcrumbs } from "./breadcrumbs";
import { CatalogueFrame } from "./catalogue-states";
import type { CallToAction } from "./course-view";
import { DifficultyBadge } from "./lesson-list";

/** Renders a lesson's Markdown with its math (the page passes the app's math renderer). */
export type MarkdownComponent = ComponentType<{ source: string; className?: string }>;

interface LessonViewProps {
  Markdown: MarkdownComponent;
  detail: CourseDetail;
  lesson: PublicLesson;
  place: { current: LessonPlace; previous: LessonPlace | null; next: LessonPlace | null };
  /** "Sign in to practise" for visitors, "Practise this lesson" when signed in. */
  practise: CallToAction;
  /** Offered to visitors only. */
  signUp?: CallToAction;
}

/** A lesson's public preview (spec 2.1): body, worked examples and key ideas; practice needs sign-in. */
export function LessonView({ Markdown, detail, lesson, place, practise, signUp }: LessonViewProps) {
  const { course } = detail;
  const { unit } = place.current;
  const questionCount = lesson.practice.questions.length;
  return (
    <CatalogueFrame>
      <title>{toPageTitle(`${lesson.title} — ${unit.title}, ${course.title}`)}</title>
      <meta name="description" content={lesson.summary ?? lesson.title} />
      <div className="grid gap-4">
        <Breadcrumbs
          items={[
            { label: "Library", href: cataloguePaths.library },
            { label: course.title, href: cataloguePaths.course(course) },
            { label: unit.title, href: cataloguePaths.unit(course, unit) },
            { label: lesson.title },
          ]}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{lesson.subject}</Badge>
          {lesson.difficulty && <DifficultyBadge difficulty={lesson.difficulty} />}
          <Badge>
            Step {lesson.step_number} of {lesson.total_steps}
          </Badge>
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <Clock aria-hidden className="size-4" />
            {lesson.estimated_time} min
          </span>
        </div>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{lesson.title}</h1>
        {lesson.summary && (
          <p className="max-w-3xl text-lg leading-relaxed text-slate-600">{lesson.summary}</p>
        )}
        {lesson.tags.length > 0 && (
          <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
            {lesson.tags.map((tag) => (
              <li key={tag}>
                <Badge className="font-normal">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <article className="grid min-w-0 gap-8" aria-label="Lesson preview">
          {lesson.prerequisites.length > 0 && (
            <section className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
              <h2 className="font-semibold text-slate-900">Before this lesson</h2>
              <p>It helps to know: {lesson.prerequisites.map((p) => p.title).join(", ")}.</p>
            </section>
          )}
          <Markdown source={lesson.body} className="leading-relaxed text-slate-700" />

          {lesson.examples.length > 0 && (
            <section aria-labelledby="examples-heading" className="grid gap-3">
              <h2 id="examples-heading" className="text-xl font-semibold text-slate-900">
                Worked examples
              </h2>
              {lesson.examples.map((example, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the examples of one lesson, in a fixed order
                <Card key={index} className="grid gap-3 p-4 sm:p-5">
                  <h3 className="font-semibold text-slate-900">{example.title ?? `Example ${index + 1}`}</h3>
                  {example.problem && <Markdown source={example.problem} />}
                  {example.solution && (
                    <details className="group rounded-md bg-slate-50 p-3">
                      <summary className="cursor-pointer font-medium text-brand-700">
                        Show the solution
                      </summary>
                      <Markdown source={example.solution} className="mt-3" />
                    </details>
                  )}
                </Card>
              ))}
            </section>
          )}

          {lesson.deck_structure.length > 0 && (
            <section aria-labelledby="ideas-heading" className="grid gap-3">
              <h2 id="ideas-heading" className="text-xl font-semibold text-slate-900">
                Key ideas
              </h2>
              <ol className="grid gap-3 sm:grid-cols-2">
                {lesson.deck_structure.map((card, index) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: the cards of one lesson, in a fixed order
                    key={index}
                    className="rounded-lg border border-slate-200 bg-white p-4"
                  >
                    <p className="font-medium text-slate-900">{card.title}</p>
                    <Markdown source={card.body} className="mt-1 text-sm" />
                  </li>
                ))}
              </ol>
            </section>
          )}
        </article>

        <aside aria-label="Practise" className="order-first lg:sticky lg:top-6 lg:order-none">
          <Card className="grid gap-3 p-5">
            <Lock aria-hidden className="size-6 text-brand-700" />
            <p className="font-semibold text-slate-900">
              {questionCount > 0 ? `${questionCount} practice questions with hints` : "Practice with hints"}
            </p>
            <p className="text-sm text-slate-600">
              Answer questions, get instant feedback and track your mastery of this lesson.
            </p>
            <Link to={practise.href} className={buttonClasses({ className: "w-full" })}>
              {practise.label}
            </Link>
            {signUp && (
              <Link
                to={signUp.href}
                className={buttonClasses({
                  variant: "link",
                  className: "justify-self-center text-center whitespace-normal",
                })}
              >
                {signUp.label}
              </Link>
            )}
          </Card>
        </aside>
      </div>

      <nav aria-label="Lessons" className="grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2">
        {place.previous ? (
          <Link
            to={cataloguePaths.lesson(course, place.previous.unit, place.previous.lesson)}
            rel="prev"
            className="group grid gap-0.5 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-300"
          >
            <span className="inline-flex items-center gap-1 text-xs text-slate-500">
              <ArrowLeft aria-hidden className="size-3.5" /> Previous lesson
            </span>
            <span className="font-medium text-slate-900 group-hover:text-brand-700">
              {place.previous.lesson.title}
            </span>
          </Link>
        ) : (
          <span className="hidden sm:block" />
        )}
        {place.next && (
          <Link
            to={cataloguePaths.lesson(course, place.next.unit, place.next.lesson)}
            rel="next"
            className="group grid gap-0.5 rounded-lg border border-slate-200 bg-white p-4 text-right hover:border-brand-300"
          >
            <span className="inline-flex items-center justify-end gap-1 text-xs text-slate-500">
              Next lesson <ArrowRight aria-hidden className="size-3.5" />
            </span>
            <span className="font-medium text-slate-900 group-hover:text-brand-700">
              {place.next.lesson.title}
            </span>
          </Link>
        )}
      </nav>
    </CatalogueFrame>
  );
}
