import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import type { WorkedExample } from "../types";

/** Worked examples: each problem, then its solution behind "Show solution" (or always shown). */
export function WorkedExamples({
  examples,
  isAlwaysOpen = false,
}: {
  examples: WorkedExample[];
  isAlwaysOpen?: boolean;
}) {
  if (examples.length === 0) return null;
  return (
    <section aria-labelledby="examples-heading" className="grid gap-3">
      <h2 id="examples-heading" className="text-xl font-semibold text-slate-900">
        Worked examples
      </h2>
      <ol className="grid gap-3">
        {examples.map((example, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a material's examples keep their order
          <li key={`${index}-${example.title}`}>
            <ExampleCard example={example} number={index + 1} isAlwaysOpen={isAlwaysOpen} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function ExampleCard({
  example,
  number,
  isAlwaysOpen,
}: {
  example: WorkedExample;
  number: number;
  isAlwaysOpen: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const solutionId = useId();
  const isShown = isAlwaysOpen || isOpen;
  return (
    <article className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="font-semibold text-slate-900">
        Example {number}: {example.title}
      </h3>
      <MathMarkdown source={example.problem} className="text-slate-800" />
      {!isAlwaysOpen && (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          aria-expanded={isOpen}
          aria-controls={solutionId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? "Hide solution" : "Show solution"}
          <ChevronDown aria-hidden className={cn("size-4 transition-transform", isOpen && "rotate-180")} />
        </Button>
      )}
      <div
        id={solutionId}
        hidden={!isShown}
        className="rounded-lg border-l-4 border-emerald-300 bg-emerald-50/60 px-4 py-3 text-slate-800"
      >
        <p className="mb-1 text-sm font-semibold text-emerald-900">Solution</p>
        {isShown && <MathMarkdown source={example.solution} />}
      </div>
    </article>
  );
}
