import type { AuthoredQuestion, AuthoredQuiz } from "@app/contract/authoring";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { describeFailure } from "@/lib/api-errors";
import { authoredQuizzesQueryOptions, useSaveQuiz } from "../api/quizzes";
import {
  createUid,
  emptyQuestion,
  findAnswerProblems,
  type QuestionDraft,
  toQuestion,
} from "../lib/lesson-draft";
import { QuestionEditor } from "./question-editor";

function toQuestionDrafts(quiz: AuthoredQuiz | null): QuestionDraft[] {
  return (quiz?.questions ?? []).map((q) => {
    const stored = q as unknown as PracticeQuestion;
    return {
      uid: createUid(),
      id: stored.id,
      type: stored.type as QuestionDraft["type"],
      question: stored.question,
      options: stored.options ?? [],
      correctAnswer: stored.correctAnswer,
      acceptableAnswers: (stored.acceptableAnswers ?? []).join("\n"),
      hint: stored.hint ?? "",
      explanation: stored.explanation ?? "",
    };
  });
}

/** Writes or edits a stored quiz: its details and questions, each checked against its own answer. */
function QuizForm({ quiz, onSaved }: { quiz: AuthoredQuiz | null; onSaved: () => void }) {
  const [title, setTitle] = useState(quiz?.title ?? "");
  const [subject, setSubject] = useState(quiz?.subject ?? "Mathematics");
  const [description, setDescription] = useState(quiz?.description ?? "");
  const [minutes, setMinutes] = useState(
    quiz?.time_limit_seconds ? String(quiz.time_limit_seconds / 60) : "",
  );
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => toQuestionDrafts(quiz));
  const problems = useMemo(() => findAnswerProblems(questions), [questions]);
  const save = useSaveQuiz();
  function submit() {
    save.mutate(
      {
        id: quiz?.id ?? null,
        body: {
          title,
          subject,
          description,
          time_limit_seconds: minutes ? Math.round(Number(minutes) * 60) : null,
          questions: questions.map(toQuestion) as AuthoredQuestion[],
        },
      },
      { onSuccess: onSaved },
    );
  }
  return (
    <form
      className="grid gap-4"
      aria-label={quiz ? `Edit ${quiz.title}` : "New quiz"}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      {save.isError && <Alert tone="error">{describeFailure(save.error)}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Quiz title" value={title} onChange={(event) => setTitle(event.target.value)} />
        <FormField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
        <FormField
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <FormField
          label="Time limit in minutes (optional)"
          type="number"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </div>
      {questions.map((question, index) => (
        <QuestionEditor
          key={question.uid}
          question={question}
          problem={problems.get(question.id)}
          onChange={(next) => setQuestions(questions.map((q, i) => (i === index ? next : q)))}
          onRemove={() => setQuestions(questions.filter((_, i) => i !== index))}
        />
      ))}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => setQuestions([...questions, emptyQuestion(questions.length)])}
      >
        Add a question
      </Button>
      <Button
        className="justify-self-start"
        onClick={submit}
        isBusy={save.isPending}
        busyLabel="Saving…"
        disabled={problems.size > 0}
      >
        {quiz ? "Save quiz" : "Create quiz"}
      </Button>
    </form>
  );
}

/** The stored quizzes, and the editor for one. */
export function QuizzesPanel() {
  const quizzes = useQuery(authoredQuizzesQueryOptions());
  const [editing, setEditing] = useState<AuthoredQuiz | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (editing)
    return (
      <div className="grid gap-3">
        <QuizForm
          key={editing === "new" ? "new" : editing.id}
          quiz={editing === "new" ? null : editing}
          onSaved={() => {
            setNotice("Quiz saved.");
            setEditing(null);
          }}
        />
        <Button variant="ghost" className="justify-self-start" onClick={() => setEditing(null)}>
          Cancel
        </Button>
      </div>
    );
  return (
    <div className="grid gap-3">
      {notice && <Alert tone="success">{notice}</Alert>}
      <Button size="sm" className="justify-self-start" onClick={() => setEditing("new")}>
        Write a quiz
      </Button>
      {quizzes.isError && <Alert tone="error">{describeFailure(quizzes.error)}</Alert>}
      <ul className="grid gap-2">
        {quizzes.data?.map((quiz) => (
          <li
            key={quiz.id}
            className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <span>
              <span className="font-medium text-slate-900">{quiz.title}</span> <Badge>{quiz.subject}</Badge>{" "}
              <span className="text-slate-500">{quiz.questions.length} questions</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setEditing(quiz)}
              aria-label={`Edit ${quiz.title}`}
            >
              Edit
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
