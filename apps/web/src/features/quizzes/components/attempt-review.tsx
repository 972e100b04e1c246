import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { quizQueryOptions } from "../api/get-quiz";
import { quizAttemptQueryOptions } from "../api/get-quiz-attempt";
import { QuizResults } from "./quiz-results";

/** A past attempt with its answers, correct answers and explanations. */
export function AttemptReview({
  attemptId,
  renderText,
}: {
  attemptId: number;
  renderText: (source: string) => ReactNode;
}) {
  const attempt = useQuery(quizAttemptQueryOptions(attemptId));
  const quiz = useQuery({
    ...quizQueryOptions(attempt.data?.quiz_id ?? 0, false, null),
    enabled: attempt.isSuccess,
  });
  if (attempt.isError) return <Alert tone="error">{attempt.error.message}</Alert>;
  if (quiz.isError) return <Alert tone="error">{quiz.error.message}</Alert>;
  if (!attempt.data || !quiz.data)
    return (
      <div role="status" aria-label="Loading the attempt">
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  return (
    <div className="grid gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{quiz.data.title}</h2>
      <QuizResults quiz={quiz.data} attempt={attempt.data} renderText={renderText} />
    </div>
  );
}
