import type { LearnerQuestion } from "@app/contract/learning";
import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import { type AttemptToRecord, PracticeQuestionCard } from "@/shared/practice/practice-question";
import type { RecordedAttempt } from "@/shared/practice/record-question-attempt";
import { LessonVideo } from "@/shared/video/lesson-video";
import { type LessonDraft, toQuestion } from "../lib/lesson-draft";

/**
 * The lesson as students will see it: the same Markdown and math renderer, the same video player
 * and the same question card, with answers judged by the same evaluator (here, in the browser;
 * nothing is recorded).
 */
export function LessonPreview({ draft }: { draft: LessonDraft }) {
  const video = draft.video?.url
    ? { kind: draft.video.kind, url: draft.video.url, captions_url: null, transcript: draft.video.transcript }
    : null;
  return (
    <article
      className="grid gap-8 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
      aria-label="Preview"
    >
      <h2 className="text-3xl font-semibold text-slate-900">{draft.title || "Untitled lesson"}</h2>
      <MathMarkdown source={draft.body || "*No lesson text yet.*"} className="text-base text-slate-800" />
      <LessonVideo video={video} title={draft.title} />
      {draft.examples.length > 0 && (
        <section className="grid gap-3" aria-label="Worked examples">
          <h3 className="text-xl font-semibold text-slate-900">Worked examples</h3>
          {draft.examples.map((example) => (
            <div key={example.uid} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-medium text-slate-900">{example.title}</p>
              <MathMarkdown source={example.problem} />
              <details>
                <summary className="cursor-pointer text-sm text-brand-700">Show the solution</summary>
                <MathMarkdown source={example.solution} />
              </details>
            </div>
          ))}
        </section>
      )}
      {draft.deck.length > 0 && (
        <section className="grid gap-3" aria-label="Key ideas">
          <h3 className="text-xl font-semibold text-slate-900">Key ideas</h3>
          {draft.deck.map((card) => (
            <div key={card.uid} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-medium text-slate-900">{card.title}</p>
              <MathMarkdown source={card.body} />
            </div>
          ))}
        </section>
      )}
      {draft.practice.length > 0 && (
        <section className="grid gap-4" aria-label="Practice">
          <h3 className="text-xl font-semibold text-slate-900">Practice</h3>
          {draft.practice.map((draftQuestion, index) => {
            const question = toQuestion(draftQuestion);
            const learner: LearnerQuestion = {
              id: question.id,
              type: question.type,
              question: question.question,
              options: question.options ?? [],
              hint: question.hint,
            };
            const record = async (attempt: AttemptToRecord): Promise<RecordedAttempt> => {
              const result = evaluateAnswer(question, attempt.answer);
              return {
                id: index,
                question_id: question.id,
                answer: attempt.answer,
                is_correct: result.is_correct,
                score: result.score,
                hint_used: attempt.hint_used,
                confidence_score: null,
                evaluation_method: result.evaluation_method,
                evaluation_sub_method: result.evaluation_sub_method,
                correct_answer: result.correct_answer,
                feedback: result.feedback,
                explanation: question.explanation ?? null,
                hint: question.hint || null,
                // The author previews their own question: its answer is theirs to see at once.
                answer_shown: true,
                after_reveal: false,
                created_at: new Date().toISOString(),
              };
            };
            return (
              <PracticeQuestionCard
                key={draftQuestion.uid}
                question={learner}
                label={`Question ${index + 1} of ${draft.practice.length}`}
                record={record}
              />
            );
          })}
        </section>
      )}
    </article>
  );
}
