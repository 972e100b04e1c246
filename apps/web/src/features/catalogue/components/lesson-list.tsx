import { Clock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { CatalogueLesson } from "../api/types";
import { DIFFICULTY_TONE, difficultyLabel } from "../lib/labels";

/** A lesson's difficulty as a coloured label. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const tone = DIFFICULTY_TONE[difficulty as keyof typeof DIFFICULTY_TONE] ?? "neutral";
  return <Badge tone={tone}>{difficultyLabel(difficulty)}</Badge>;
}

/** A unit's lessons in order: step number, title (a link), minutes and difficulty. */
export function LessonList({
  lessons,
  hrefFor,
  showSummary = false,
  className,
}: {
  className?: string;
  lessons: readonly CatalogueLesson[];
  hrefFor: (lesson: CatalogueLesson) => string;
  showSummary?: boolean;
}) {
  return (
    <ol className={cn("grid gap-2", className)}>
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <Link
            to={hrefFor(lesson)}
            className="group flex gap-3 rounded-lg border border-transparent p-2 hover:border-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-3"
          >
            <span
              aria-hidden
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
            >
              {lesson.step_number}
            </span>
            <span className="grid min-w-0 flex-1 gap-1">
              <span className="font-medium text-slate-900 group-hover:text-brand-700 group-hover:underline">
                <span className="sr-only">Step {lesson.step_number}: </span>
                {lesson.title}
              </span>
              {showSummary && lesson.summary && (
                <span className="text-sm text-slate-600">{lesson.summary}</span>
              )}
              <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden className="size-3.5" />
                  {lesson.estimated_time} min
                </span>
                <DifficultyBadge difficulty={lesson.difficulty} />
                {lesson.question_count > 0 && <span>{lesson.question_count} practice questions</span>}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
