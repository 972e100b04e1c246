import type { Assignment } from "@app/contract/assignments";
import { Award } from "lucide-react";

/** The tutor's result: score of total, grade and feedback (what students and parents come to see). */
export function GradeSummary({ assignment }: { assignment: Assignment }) {
  const { score, total_points: total, grade, feedback } = assignment;
  if (score === null && !grade && !feedback) return null;
  return (
    <section
      aria-label={`Result for ${assignment.title}`}
      className="grid gap-1.5 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950"
    >
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 font-medium">
        <Award aria-hidden className="size-4" />
        {grade && <span>Grade: {grade}</span>}
        {score !== null && <span>Score: {total !== null ? `${score} / ${total}` : score}</span>}
      </p>
      {feedback && (
        <p className="whitespace-pre-line">
          <span className="font-medium">Feedback: </span>
          {feedback}
        </p>
      )}
    </section>
  );
}
