import { moveStep } from "@app/domain/games";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import { AnswerError, FeedbackBar, Position, Prompt, useOneAtATime } from "../shared/one-at-a-time";
import type { EngineProps } from "../types";

/**
 * Order the steps: a worked example's steps, shuffled by the server; the student puts them in
 * order with the buttons, or with Alt+↑ and Alt+↓ on a step's buttons, and checks.
 */
export default function OrderTheSteps({ items, answer, done }: EngineProps) {
  const play = useOneAtATime(items, answer, done);
  return (
    <div className="grid gap-4" data-testid="order-the-steps">
      <Position index={play.index} total={items.length} />
      <Prompt item={play.item} />
      <StepList
        key={play.index}
        steps={play.item.question.options}
        disabled={play.pending || play.verdict !== null}
        onCheck={(ids) => void play.submit(ids.join(","))}
      />
      {play.verdict && <FeedbackBar verdict={play.verdict} onNext={play.next} isLast={play.isLast} />}
      <AnswerError message={play.error} />
    </div>
  );
}

function StepList({
  steps,
  disabled,
  onCheck,
}: {
  steps: { id: string; text: string }[];
  disabled: boolean;
  onCheck: (ids: string[]) => void;
}) {
  const [order, setOrder] = useState(steps);
  const [announce, setAnnounce] = useState("");
  const move = (index: number, by: -1 | 1) => {
    const next = moveStep(order, index, by);
    setOrder(next);
    const to = Math.min(order.length - 1, Math.max(0, index + by));
    setAnnounce(`Moved to place ${to + 1} of ${order.length}`);
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`#step-${next[to]!.id} button:not(:disabled)`)?.focus(),
    );
  };
  return (
    <div className="grid gap-3">
      <ol className="grid gap-2" aria-label="Steps, in your order">
        {order.map((step, index) => (
          <li
            key={step.id}
            id={`step-${step.id}`}
            data-testid="order-step"
            onKeyDown={(event) => {
              if (disabled || !event.altKey) return;
              if (event.key === "ArrowUp") {
                event.preventDefault();
                move(index, -1);
              } else if (event.key === "ArrowDown") {
                event.preventDefault();
                move(index, 1);
              }
            }}
            className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-3 focus:outline-2 focus:outline-brand-600"
          >
            <span className="font-semibold text-slate-500">{index + 1}.</span>
            <MathMarkdown source={step.text} className="min-w-0 flex-1" />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Move step ${index + 1} up`}
              disabled={disabled || index === 0}
              onClick={() => move(index, -1)}
            >
              <ArrowUp aria-hidden className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Move step ${index + 1} down`}
              disabled={disabled || index === order.length - 1}
              onClick={() => move(index, 1)}
            >
              <ArrowDown aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {!disabled && (
        <Button className="w-fit" onClick={() => onCheck(order.map((s) => s.id))}>
          Check the order
        </Button>
      )}
    </div>
  );
}
