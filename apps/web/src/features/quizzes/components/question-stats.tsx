import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { questionStatsQueryOptions } from "../api/get-question-stats";

/** Which questions of a quiz the caller's students got wrong most often. */
export function QuestionStats({ quizId }: { quizId: number }) {
  const query = useQuery(questionStatsQueryOptions(quizId));
  if (query.isPending) return <Skeleton className="h-16 rounded-lg" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  const stats = query.data;
  if (stats.attempts === 0) return <p className="text-sm text-slate-600">Nobody has taken this quiz yet.</p>;
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-slate-600">
        {stats.attempts} attempts by {stats.students} {stats.students === 1 ? "student" : "students"}
      </p>
      <table className="w-full text-left">
        <thead className="text-xs text-slate-500">
          <tr>
            <th className="py-1 font-medium">Question</th>
            <th className="py-1 text-right font-medium">Wrong</th>
          </tr>
        </thead>
        <tbody>
          {stats.questions.map((q) => (
            <tr key={q.question_id} className="border-t border-slate-100">
              <td className="py-1.5 pr-2 break-words text-slate-800">{q.question}</td>
              <td className="py-1.5 text-right whitespace-nowrap text-slate-700">
                {q.wrong} of {q.answered} ({Math.round(q.wrong_rate * 100)}%)
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
