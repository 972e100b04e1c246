import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { quizAttemptsQueryOptions } from "../api/get-quiz-attempts";

/** The last few completed attempts, newest first (spec 9: 5 by default). */
export function RecentAttempts({
  studentId,
  quizId = null,
  attemptHref,
}: {
  studentId: number;
  quizId?: number | null;
  attemptHref: (attemptId: number) => string;
}) {
  const query = useQuery(quizAttemptsQueryOptions(studentId, undefined, quizId));
  return (
    <section aria-labelledby="recent-attempts-title" className="grid gap-2">
      <h2 id="recent-attempts-title" className="text-lg font-semibold text-slate-900">
        Recent quiz attempts
      </h2>
      {query.isPending ? (
        <Skeleton className="h-16 rounded-xl" />
      ) : query.isError ? (
        <Alert tone="error">{query.error.message}</Alert>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-600">No quizzes taken yet.</p>
      ) : (
        <ul className="grid gap-2">
          {query.data.map((attempt) => (
            <li key={attempt.id}>
              <Link
                to={attemptHref(attempt.id)}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm hover:border-brand-300"
              >
                <span className="font-medium text-slate-900">{attempt.quiz_title}</span>
                <span className="text-slate-600">
                  {attempt.score} / {attempt.total_points} ({attempt.percentage}%)
                  {attempt.completed_at && (
                    <> · {new Date(attempt.completed_at).toLocaleDateString("en-GB")}</>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
