import { ArrowRight, Brain } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import { useThinkingChamber } from "../api/get-thinking-chamber";

/**
 * The thinking chamber (issue 24): a question broken into steps from the lesson's worked examples,
 * one question at a time. The student writes their own thoughts; the answer is theirs to find, and
 * is checked back in the lesson's practice.
 */
export function ThinkingChamber({ materialId, questionId }: { materialId: number; questionId: string }) {
  const chamber = useThinkingChamber(materialId, questionId);
  const [step, setStep] = useState(0);
  const [notes, setNotes] = useState<string[]>([]);
  if (chamber.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (chamber.isError)
    return (
      <Alert tone="error" title="The thinking chamber could not open">
        <p>{chamber.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void chamber.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const { steps, question, material_title } = chamber.data;
  const current = steps[step]!;
  const isLast = step === steps.length - 1;
  return (
    <section className="grid gap-5" aria-label="Thinking chamber" data-testid="thinking-chamber">
      <div className="grid gap-2 rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-800 dark:bg-indigo-950">
        <p className="flex items-center gap-2 text-sm font-medium text-indigo-900 dark:text-indigo-200">
          <Brain aria-hidden className="size-4" />
          {material_title}
        </p>
        <MathMarkdown source={question.question} className="text-lg text-slate-900" />
      </div>
      <ol className="grid gap-3">
        {steps.slice(0, step + 1).map((s, i) => (
          <li key={s.prompt} className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <p className="text-sm font-semibold text-slate-500">
              Step {i + 1} of {steps.length}
            </p>
            <MathMarkdown source={s.prompt} className="text-slate-900" />
            {s.citation && <p className="text-xs text-slate-500">From {s.citation.label}</p>}
            <label className="grid gap-1 text-sm">
              <span className="sr-only">Your thinking for step {i + 1}</span>
              <textarea
                value={notes[i] ?? ""}
                onChange={(e) => setNotes((all) => Object.assign([...all], { [i]: e.target.value }))}
                disabled={i !== step}
                placeholder="Write your thinking…"
                className="min-h-16 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
              />
            </label>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {!isLast ? (
          <Button type="button" onClick={() => setStep(step + 1)} disabled={!(notes[step] ?? "").trim()}>
            Next step
            <ArrowRight aria-hidden className="size-4" />
          </Button>
        ) : (
          <Link to={`/student/material/${materialId}`} className={buttonClasses({})}>
            Check my answer in the lesson
          </Link>
        )}
      </div>
      {current && !isLast && !(notes[step] ?? "").trim() && (
        <p className="text-sm text-slate-500">Write something for this step, then go on.</p>
      )}
    </section>
  );
}
