import type { Quiz, QuizSubmissionResponse } from "@app/contract/quizzes";
import { useQuery } from "@tanstack/react-query";
import { Timer } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Skeleton } from "@/components/ui/skeleton";
import { useCheckQuizAnswer } from "../api/check-quiz-answer";
import { quizQueryOptions } from "../api/get-quiz";
import { useSubmitQuiz } from "../api/submit-quiz";
import { formatClock, useQuizTimer } from "../hooks/use-quiz-timer";
import { QuestionField } from "./question-field";
import { QuizResults } from "./quiz-results";

interface QuizPlayerProps {
  quizId: number;
  studentId: number;
  /** The assignment the quiz completes, when taken from one. */
  assignmentId: number | null;
  renderText: (source: string) => ReactNode;
  onChanged?: () => void;
}

/** Loads a quiz (never with its answers) and lets the student take it. */
export function QuizPlayer(props: QuizPlayerProps) {
  const query = useQuery(quizQueryOptions(props.quizId, false, null));
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading the quiz" className="grid gap-3">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  return <QuizRun {...props} quiz={query.data} />;
}

function QuizRun({ quiz, studentId, assignmentId, renderText, onChanged }: QuizPlayerProps & { quiz: Quiz }) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [isOneAtATime, setIsOneAtATime] = useState(true);
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<QuizSubmissionResponse | null>(null);
  // One key per sitting: a retried submission counts once (XP included).
  const attemptKey = useRef(crypto.randomUUID());
  const submit = useSubmitQuiz(studentId, onChanged);
  const timer = useQuizTimer(result === null);
  const limit = quiz.time_limit_seconds;
  const remaining = limit === null ? null : limit - timer.elapsed;

  const send = () => {
    if (submit.isPending || result) return;
    submit.mutate(
      {
        quiz_id: quiz.id,
        student_id: studentId,
        answers: Object.fromEntries(Object.entries(answers).filter(([, v]) => v.trim() !== "")),
        assignment_id: assignmentId,
        time_taken: timer.timeTaken(),
        attempt_key: attemptKey.current,
      },
      { onSuccess: setResult },
    );
  };
  const sendRef = useRef(send);
  sendRef.current = send;
  // When the time is up the quiz hands itself in, with what has been answered.
  const isTimeUp = remaining !== null && remaining <= 0;
  useEffect(() => {
    if (isTimeUp) sendRef.current();
  }, [isTimeUp]);

  if (result) {
    return (
      <div className="grid gap-4">
        <Alert tone="success" title="Quiz submitted">
          {result.assignment ? "Your assignment is complete." : "Your attempt is saved."}
        </Alert>
        <QuizResults quiz={quiz} attempt={result.attempt} renderText={renderText} />
      </div>
    );
  }

  const shown = isOneAtATime ? quiz.questions.slice(index, index + 1) : quiz.questions;
  const answeredCount = quiz.questions.filter((q) => (answers[q.id] ?? "").trim() !== "").length;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm">
        <p
          role="timer"
          aria-label={remaining === null ? "Time taken" : "Time left"}
          className="inline-flex items-center gap-1.5 font-mono text-base font-semibold text-slate-900"
        >
          <Timer aria-hidden className="size-4" />
          {remaining === null ? formatClock(timer.elapsed) : formatClock(remaining)}
        </p>
        <span className="text-slate-600">
          {answeredCount} of {quiz.questions.length} answered
        </span>
        <fieldset className="ml-auto flex gap-1">
          <legend className="sr-only">Show questions</legend>
          <Button
            size="sm"
            variant={isOneAtATime ? "secondary" : "ghost"}
            aria-pressed={isOneAtATime}
            onClick={() => setIsOneAtATime(true)}
          >
            One at a time
          </Button>
          <Button
            size="sm"
            variant={isOneAtATime ? "ghost" : "secondary"}
            aria-pressed={!isOneAtATime}
            onClick={() => setIsOneAtATime(false)}
          >
            All at once
          </Button>
        </fieldset>
      </div>
      {isOneAtATime && (
        <ProgressBar
          value={index + 1}
          max={quiz.questions.length}
          label="Question"
          valueText={`Question ${index + 1} of ${quiz.questions.length}`}
        />
      )}
      <ol className="grid gap-3">
        {shown.map((question) => {
          const number = quiz.questions.indexOf(question) + 1;
          return (
            <li
              key={question.id}
              className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <h2 className="font-medium text-slate-900">
                <span className="sr-only">Question </span>
                {number}. {renderText(question.question)}
              </h2>
              <QuestionField
                question={question}
                value={answers[question.id] ?? ""}
                onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
                renderText={renderText}
                isDisabled={submit.isPending}
              />
              {quiz.show_instant_feedback && (
                <InstantFeedback
                  quizId={quiz.id}
                  questionId={question.id}
                  answer={answers[question.id] ?? ""}
                />
              )}
            </li>
          );
        })}
      </ol>
      {submit.isError && <Alert tone="error">{submit.error.message}</Alert>}
      <div className="flex flex-wrap items-center gap-2">
        {isOneAtATime && (
          <>
            <Button variant="outline" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
              Previous
            </Button>
            <Button
              variant="outline"
              disabled={index >= quiz.questions.length - 1}
              onClick={() => setIndex((i) => i + 1)}
            >
              Next
            </Button>
          </>
        )}
        <Button className="ml-auto" onClick={send} isBusy={submit.isPending} busyLabel="Submitting...">
          Submit quiz
        </Button>
      </div>
    </div>
  );
}

/** "Check" on a quiz that allows instant feedback: right or not, without showing the answer. */
function InstantFeedback({
  quizId,
  questionId,
  answer,
}: {
  quizId: number;
  questionId: string;
  answer: string;
}) {
  const check = useCheckQuizAnswer(quizId);
  const checkedAnswer = check.variables?.answer;
  const isCurrent = check.isSuccess && checkedAnswer === answer;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Button
        size="sm"
        variant="outline"
        disabled={answer.trim() === ""}
        isBusy={check.isPending}
        onClick={() => check.mutate({ questionId, answer })}
      >
        Check
      </Button>
      {isCurrent && (
        <p role="status" className={check.data.is_correct ? "text-emerald-700" : "text-red-700"}>
          {check.data.is_correct ? "Correct!" : "Not quite."}{" "}
          {check.data.feedback !== "Correct!" && check.data.feedback}
        </p>
      )}
      {check.isError && (
        <p role="alert" className="text-red-700">
          {check.error.message}
        </p>
      )}
    </div>
  );
}
