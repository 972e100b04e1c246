import type { NextStep } from "@app/contract/dashboard";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, BookOpen, Compass, PlayCircle, RotateCcw, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { nextStepPath, nextStepQueryOptions } from "@/shared/progress/get-next-step";

interface StepText {
  eyebrow: string;
  title: string;
  detail: string;
  action: string;
  Icon: typeof BookOpen;
}

/** What the card says for each kind of next step; a parent reads it about their child. */
function describeStep(step: NextStep, childName: string | null): StepText {
  const who = childName ?? "you";
  switch (step.kind) {
    case "onboarding":
      return {
        eyebrow: "Start here",
        title: childName ? `Set up ${childName}'s learning profile` : "Tell us about yourself",
        detail: `Two minutes of questions, and we'll pick the right first lesson for ${who}.`,
        action: "Get started",
        Icon: Sparkles,
      };
    case "start":
      return {
        eyebrow: "Start here",
        title: step.title,
        detail: `The first lesson of ${step.path_title}, picked for ${who}.`,
        action: "Start the lesson",
        Icon: PlayCircle,
      };
    case "continue":
      return {
        eyebrow: "Continue where you left off",
        title: step.title,
        detail: childName
          ? `${childName} started this lesson and hasn't finished it yet.`
          : "You're part-way through. Pick up right where you stopped.",
        action: "Continue",
        Icon: PlayCircle,
      };
    case "next":
      return {
        eyebrow: `Up next in ${step.path_title}`,
        title: step.title,
        detail: "The next lesson on the path.",
        action: "Start the lesson",
        Icon: BookOpen,
      };
    case "review":
      return {
        eyebrow: "Review time",
        title: `${step.due_count} ${step.due_count === 1 ? "lesson is" : "lessons are"} ready for review`,
        detail: "A quick review now makes what was learned stick.",
        action: "Start the review",
        Icon: RotateCcw,
      };
    case "practise":
      return {
        eyebrow: "Make it stick",
        title: step.title,
        detail: childName
          ? `${childName} finished this lesson; a short practice will make it stick.`
          : "You finished this lesson. A short practice will make it stick.",
        action: "Practise",
        Icon: RotateCcw,
      };
    case "explore":
      return {
        eyebrow: "All caught up",
        title: "Nothing is waiting. Find something new!",
        detail: "Browse the library by subject and course.",
        action: "Open the library",
        Icon: Compass,
      };
  }
}

/** The dashboard's lead card (issue 9): one big "Continue" or "Start here", by the server's rule. */
export function ContinueCard({
  studentId,
  childName,
}: {
  studentId: number | null;
  childName: string | null;
}) {
  const query = useQuery(nextStepQueryOptions(studentId));
  if (query.isPending) return <Skeleton className="h-36 rounded-2xl" />;
  if (query.isError) return null;
  const step = query.data.next_step;
  const reason = query.data.reason;
  const text = describeStep(step, childName);
  return (
    <section
      aria-labelledby="next-step-heading"
      data-testid="next-step"
      data-kind={step.kind}
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-indigo-800 p-5 text-white shadow-md sm:p-7 dark:from-brand-300 dark:to-indigo-200 dark:text-slate-950"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span
            aria-hidden
            className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15 sm:flex dark:bg-slate-950/10"
          >
            <text.Icon className="size-8" />
          </span>
          <div className="grid gap-1">
            <p className="text-sm font-semibold uppercase tracking-wide opacity-90">{text.eyebrow}</p>
            <h2 id="next-step-heading" className="text-xl font-bold sm:text-2xl">
              {text.title}
            </h2>
            <p className="opacity-95">{text.detail}</p>
            {reason ? (
              <p data-testid="next-step-reason" className="text-sm font-medium opacity-90">
                {reason}
              </p>
            ) : null}
          </div>
        </div>
        <Link
          to={nextStepPath(step, studentId)}
          className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-xl bg-white px-6 text-base font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {text.action}
          <ArrowRight aria-hidden className="size-5" />
        </Link>
      </div>
    </section>
  );
}
