import { CircleCheck, CircleX } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import type { RecordedAttempt } from "./record-question-attempt";

/* How the practice question shows the server's verdict: a tone, an icon and the feedback text. */

const FEEDBACK_TONES = {
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", Icon: CircleCheck },
  partial: { box: "border-amber-200 bg-amber-50 text-amber-950", Icon: CircleCheck },
  danger: { box: "border-red-200 bg-red-50 text-red-900", Icon: CircleX },
} as const;

export function FeedbackBox({
  tone,
  title,
  children,
}: {
  tone: keyof typeof FEEDBACK_TONES;
  title: ReactNode;
  children?: ReactNode;
}) {
  const { box, Icon } = FEEDBACK_TONES[tone];
  return (
    <div className={cn("flex gap-2 rounded-md border p-3 text-sm", box)} data-testid="feedback">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-0.5">
        <div className="font-semibold">{title}</div>
        {children}
      </div>
    </div>
  );
}

const plain = (text: string) =>
  text
    .replace(/[.!?\s]+$/, "")
    .trim()
    .toLowerCase();

/** The server's verdict: the evaluator's own feedback (it names accents, typos, equivalences), under a short title. */
export function Verdict({ verdict }: { verdict: RecordedAttempt }) {
  const isPartial = verdict.is_correct && verdict.score < 1;
  const tone = !verdict.is_correct ? "danger" : isPartial ? "partial" : "success";
  const title = !verdict.is_correct
    ? "Not quite"
    : isPartial
      ? `Right, with a slip (${Math.round(verdict.score * 100)}% credit)`
      : "Correct!";
  const feedback = verdict.feedback?.trim() ?? "";
  // "Not quite — try again." already says what the title would: it becomes the title.
  const isFeedbackTitle = feedback !== "" && plain(feedback).startsWith(plain(title));
  return (
    <FeedbackBox tone={tone} title={isFeedbackTitle ? <MathMarkdown source={feedback} inline /> : title}>
      {!isFeedbackTitle && feedback && <MathMarkdown source={feedback} />}
    </FeedbackBox>
  );
}
