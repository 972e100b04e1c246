import type { LearnerQuestion } from "@app/contract/learning";
import { type AttemptToRecord, PracticeQuestionCard } from "@/shared/practice/practice-question";
import type { RecordedAttempt } from "@/shared/practice/record-question-attempt";

/** A material's practice questions, each judged and recorded by the server. */
export function MaterialPractice({
  questions,
  recordAnswer,
  answeredCount,
}: {
  questions: LearnerQuestion[];
  recordAnswer: (questionId: string, attempt: AttemptToRecord) => Promise<RecordedAttempt>;
  answeredCount?: number;
}) {
  return (
    <section aria-labelledby="practice-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="practice-heading" className="text-xl font-semibold text-slate-900">
          Practice
        </h2>
        {answeredCount !== undefined && (
          <span className="text-sm text-slate-600">
            {answeredCount} of {questions.length} answered
          </span>
        )}
      </div>
      {questions.length === 0 ? (
        <p className="text-sm text-slate-600">This material has no practice questions.</p>
      ) : (
        <ol className="grid gap-4">
          {questions.map((question, index) => (
            <li
              key={question.id}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            >
              <PracticeQuestionCard
                question={question}
                label={`Question ${index + 1} of ${questions.length}`}
                record={(attempt) => recordAnswer(question.id, attempt)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
