import type { Quiz, QuizAttempt } from "@app/contract/quizzes";
import { CircleCheck, CircleX } from "lucide-react";
import type { ReactNode } from "react";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatClock } from "../hooks/use-quiz-timer";

/** After submission: the score, and each question with the answer given, the correct one and why. */
export function QuizResults({
  quiz,
  attempt,
  renderText,
}: {
  quiz: Quiz;
  attempt: QuizAttempt;
  renderText: (source: string) => ReactNode;
}) {
  const answers = attempt.answers ?? [];
  const choiceText = (questionId: string, answer: string) => {
    const question = quiz.questions.find((q) => q.id === questionId);
    const option = question?.options.find((o) => o.id === answer);
    if (option) return option.text;
    if (question?.type === "true_false")
      return answer === "true" ? "True" : answer === "false" ? "False" : answer;
    return answer;
  };
  return (
    <section aria-labelledby="quiz-results-title" className="grid gap-4">
      <div className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="quiz-results-title" className="text-xl font-semibold text-slate-900">
          Your result: {attempt.score} / {attempt.total_points} ({attempt.percentage}%)
        </h2>
        <ProgressBar value={attempt.score} max={attempt.total_points} label="Score" />
        <p className="text-sm text-slate-600">
          {attempt.correct_count} of {attempt.question_count} correct
          {attempt.time_taken !== null && <> · time taken {formatClock(attempt.time_taken)}</>}
          {attempt.xp_awarded > 0 && <> · +{attempt.xp_awarded} XP</>}
        </p>
      </div>
      <ol className="grid gap-3">
        {quiz.questions.map((question, i) => {
          const answer = answers.find((a) => a.question_id === question.id);
          return (
            <li
              key={question.id}
              className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm"
            >
              <div className="flex items-start gap-2">
                {answer?.is_correct ? (
                  <CircleCheck aria-label="Correct" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                ) : (
                  <CircleX aria-label="Not correct" className="mt-0.5 size-5 shrink-0 text-red-600" />
                )}
                <div className="min-w-0 font-medium text-slate-900">
                  {i + 1}. {renderText(question.question)}
                </div>
              </div>
              <p>
                <span className="text-slate-600">Your answer: </span>
                {answer?.answer ? renderText(choiceText(question.id, answer.answer)) : <em>no answer</em>}
              </p>
              {!answer?.is_correct && answer && (
                <p>
                  <span className="text-slate-600">Correct answer: </span>
                  {renderText(answer.correct_answer)}
                </p>
              )}
              {answer?.explanation && (
                <div className="rounded-md bg-slate-50 p-2 text-slate-700">
                  {renderText(answer.explanation)}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
