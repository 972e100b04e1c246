import type { Assignment } from "@app/contract/assignments";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { FailureError } from "@/lib/api-errors";
import { useDeleteAssignment } from "../api/delete-assignment";
import { assignmentsQueryOptions } from "../api/list-assignments";
import { AttachmentList } from "./attachment-list";
import { formatDue, STATUS_LABELS } from "./format";
import { GradeForm } from "./grade-form";
import { GradeSummary } from "./grade-summary";
import { type QuizChoice, SetWorkForm } from "./set-work-form";

/**
 * A tutor's (or admin's) tools in a student's context: set work, see what was handed in, grade
 * it, delete it, and for quizzes see which questions went wrong most often (`renderQuizStats`).
 */
export function SetAndGradePanel({
  studentId,
  studentName,
  quizzes,
  renderQuizStats,
  onChanged,
}: {
  studentId: number;
  studentName: string;
  quizzes: readonly QuizChoice[];
  renderQuizStats?: (quizId: number) => ReactNode;
  onChanged?: () => void;
}) {
  const query = useQuery(assignmentsQueryOptions(studentId));
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Set work for {studentName}</CardTitle>
        </CardHeader>
        <CardContent>
          <SetWorkForm studentId={studentId} quizzes={quizzes} onChanged={onChanged} />
        </CardContent>
      </Card>
      <section aria-labelledby="work-set-title" className="grid gap-3">
        <h2 id="work-set-title" className="text-lg font-semibold text-slate-900">
          Work set and handed in
        </h2>
        {query.isPending ? (
          <Skeleton className="h-24 rounded-xl" />
        ) : query.isError ? (
          <Alert tone="error">{query.error.message}</Alert>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-slate-600">No work set yet.</p>
        ) : (
          query.data.map((a) => (
            <WorkItem
              key={a.id}
              assignment={a}
              studentId={studentId}
              renderQuizStats={renderQuizStats}
              onChanged={onChanged}
            />
          ))
        )}
      </section>
    </div>
  );
}

function WorkItem({
  assignment: a,
  studentId,
  renderQuizStats,
  onChanged,
}: {
  assignment: Assignment;
  studentId: number;
  renderQuizStats?: (quizId: number) => ReactNode;
  onChanged?: () => void;
}) {
  const remove = useDeleteAssignment(studentId, onChanged);
  const [isStatsOpen, setIsStatsOpen] = useState(false);
  return (
    <article
      aria-label={a.title}
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 flex-1 font-semibold break-words text-slate-900">{a.title}</h3>
        <Badge tone={a.status === "submitted" ? "warning" : a.completed ? "success" : "neutral"}>
          {STATUS_LABELS[a.status] ?? a.status}
        </Badge>
        <Button
          size="sm"
          variant="ghost"
          isBusy={remove.isPending}
          onClick={() => {
            if (window.confirm(`Delete "${a.title}"? The student's work on it goes too.`))
              remove.mutate(a.id);
          }}
        >
          Delete
        </Button>
      </div>
      <p className="text-xs text-slate-600">
        <span className="capitalize">{a.assignment_type}</span> · due {formatDue(a.due_date)}
      </p>
      {a.submission_data?.text && (
        <p className="rounded-md bg-slate-50 p-2 text-sm whitespace-pre-line">{a.submission_data.text}</p>
      )}
      <AttachmentList attachments={a.attachments} />
      {a.comments.map((c) => (
        <p key={c.id} className="rounded-md bg-amber-50 p-2 text-sm text-amber-950">
          <span className="font-medium">{c.author_name}:</span> {c.body}
        </p>
      ))}
      {a.status === "completed" ? (
        <GradeSummary assignment={a} />
      ) : (
        a.assignment_type !== "quiz" && (
          <GradeForm assignment={a} studentId={studentId} onChanged={onChanged} />
        )
      )}
      {a.quiz && renderQuizStats && (
        <div className="grid gap-2">
          <Button
            size="sm"
            variant="link"
            aria-expanded={isStatsOpen}
            onClick={() => setIsStatsOpen((o) => !o)}
          >
            {isStatsOpen ? "Hide" : "Show"} the questions most often wrong
          </Button>
          {isStatsOpen && renderQuizStats(a.quiz.id)}
        </div>
      )}
      {remove.isError && (
        <Alert tone="error">
          {remove.error instanceof FailureError ? remove.error.message : String(remove.error)}
        </Alert>
      )}
    </article>
  );
}
