import type { LearnerQuestion } from "@app/contract/learning";
import { XP_PER_CORRECT_ANSWER } from "@app/domain/xp";
import { useMutationState } from "@tanstack/react-query";
import { Volume2, VolumeX, Zap } from "lucide-react";
import { useState } from "react";
import { useAfterFirstPaint } from "@/lib/use-after-first-paint";
import { isAnswerSoundOn, setAnswerSound } from "@/shared/practice/answer-sound";
import { type AttemptToRecord, PracticeQuestionCard } from "@/shared/practice/practice-question";
import type { RecordedAttempt } from "@/shared/practice/record-question-attempt";
import type { RevealedAnswer } from "@/shared/practice/reveal-answer";
import { thinkingChamberHref } from "@/shared/practice/wrong-answer-help";
import { type CompleteMaterialResponse, completeMaterialKey } from "../api/complete-material";

/**
 * A material's practice questions, each judged and recorded by the server. Every right answer that
 * earns shows its XP at once and adds to the lesson's tally, which is banked when the lesson
 * completes (one after the answer was shown earns nothing: issue 21); from then on the tally is
 * what the server banked, bonus included, the number the completion card and the wallet show
 * (one truth, issue 21). "Try a similar one" takes
 * the student to the fresh question of the lesson the server picks.
 */
export function MaterialPractice({
  materialId,
  questions,
  recordAnswer,
  answeredCount,
  revealAnswer,
  findSimilar,
}: {
  /** Where the thinking chamber is opened after two wrong answers. */
  materialId?: number;
  questions: LearnerQuestion[];
  recordAnswer: (questionId: string, attempt: AttemptToRecord) => Promise<RecordedAttempt>;
  answeredCount?: number;
  revealAnswer?: (questionId: string) => Promise<RevealedAnswer>;
  findSimilar?: (questionId: string) => Promise<LearnerQuestion | null>;
}) {
  const [solved, setSolved] = useState<ReadonlySet<string>>(new Set());
  const [fresh, setFresh] = useState<string | null>(null);
  const goToSimilar = async (questionId: string) => {
    const similar = await findSimilar!(questionId);
    if (!similar) return false;
    setFresh(similar.id);
    const card = document.getElementById(`practice-question-${similar.id}`);
    card?.scrollIntoView({ block: "center", behavior: "smooth" });
    card?.querySelector<HTMLElement>("input, textarea")?.focus({ preventScroll: true });
    return true;
  };
  const [isSoundOn, setIsSoundOn] = useState(isAnswerSoundOn);
  const hasPainted = useAfterFirstPaint();
  const completions = useMutationState({
    filters: { mutationKey: completeMaterialKey(materialId ?? -1), status: "success" },
    select: (mutation) => (mutation.state.data as CompleteMaterialResponse | undefined)?.xp,
  });
  const banked = completions.at(-1);
  const bankedXp = banked && !banked.duplicate ? banked.awarded : null;
  const lessonXp = bankedXp ?? solved.size * XP_PER_CORRECT_ANSWER;
  return (
    <section aria-labelledby="practice-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="practice-heading" className="text-xl font-semibold text-slate-900">
          Practice
        </h2>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          {answeredCount !== undefined && (
            <span>
              {answeredCount} of {questions.length} answered
            </span>
          )}
          <span
            role="status"
            data-testid="lesson-xp"
            title={
              bankedXp === null
                ? "XP from this lesson's answers, banked with the lesson's bonus when you finish"
                : "XP banked for this lesson, its bonus included"
            }
            className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 font-semibold text-amber-900 ring-1 ring-amber-200"
          >
            <Zap aria-hidden className="size-4 fill-amber-400 text-amber-600" />
            {lessonXp} XP
          </span>
          <button
            type="button"
            aria-pressed={isSoundOn}
            onClick={() => {
              setAnswerSound(!isSoundOn);
              setIsSoundOn(!isSoundOn);
            }}
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {isSoundOn ? (
              <Volume2 aria-hidden className="size-4" />
            ) : (
              <VolumeX aria-hidden className="size-4" />
            )}
            <span className="sr-only">Sound for right answers</span>
          </button>
        </div>
      </div>
      {questions.length === 0 ? (
        <p className="text-sm text-slate-600">This material has no practice questions.</p>
      ) : !hasPainted ? (
        <ol className="grid gap-4" aria-busy="true">
          {questions.map((question) => (
            <li key={question.id} className="h-40 rounded-xl border border-slate-200 bg-white shadow-sm" />
          ))}
        </ol>
      ) : (
        <ol className="grid gap-4">
          {questions.map((question, index) => (
            <li
              key={question.id}
              id={`practice-question-${question.id}`}
              data-fresh={fresh === question.id || undefined}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm data-[fresh]:ring-2 data-[fresh]:ring-brand-500 sm:p-5"
            >
              <PracticeQuestionCard
                question={question}
                label={`Question ${index + 1} of ${questions.length}`}
                record={(attempt) => recordAnswer(question.id, attempt)}
                onRecorded={(attempt) => {
                  if (attempt.is_correct && !attempt.after_reveal)
                    setSolved((prev) => new Set(prev).add(question.id));
                }}
                {...(revealAnswer ? { reveal: () => revealAnswer(question.id) } : {})}
                {...(findSimilar ? { trySimilar: () => goToSimilar(question.id) } : {})}
                {...(materialId !== undefined
                  ? { thinkingChamberHref: thinkingChamberHref(materialId, question.id) }
                  : {})}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
