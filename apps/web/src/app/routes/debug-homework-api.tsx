import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { assignmentsQueryOptions } from "@/features/assignments/api/list-assignments";
import { SetAndGradePanel } from "@/features/assignments/components/set-and-grade-panel";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { quizzesQueryOptions } from "@/features/quizzes/api/list-quizzes";
import { QuestionStats } from "@/features/quizzes/components/question-stats";
import { homeworkQueryOptions } from "@/shared/student/api/get-homework";
import { studentKeys } from "@/shared/student/api/keys";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/**
 * /debug-homework-api (open): the raw homework and assignment answers of the signed-in student.
 * For tutors and admins it also holds the set-and-grade panel for a chosen student, until the
 * tutor area's student page (another issue) takes it over (docs/decisions/027-tutor-assignments-and-recruitment.md).
 */
export default function DebugHomeworkApiPage() {
  const auth = useAuthStore((state) => state);
  const user = auth.status === "authenticated" ? auth.user : null;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <PageIntro title="Homework API debug">
        <p className="text-base">
          The answers of the homework and assignments calls, as the server sends them.
        </p>
      </PageIntro>
      {auth.status === "loading" ? null : !user ? (
        <Alert tone="info" title="Sign in to see your answers">
          <Link to="/auth/signin" className={buttonClasses({ size: "sm", className: "mt-2" })}>
            Sign in
          </Link>
        </Alert>
      ) : user.role === "admin" || user.role === "tutor" ? (
        <TeacherView />
      ) : (
        <LearnerView />
      )}
    </div>
  );
}

function RawAnswer({ title, data, error }: { title: string; data: unknown; error: Error | null }) {
  return (
    <section className="grid min-w-0 gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {error ? (
        <Alert tone="error">{error.message}</Alert>
      ) : (
        <pre className="max-h-[32rem] overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
          {data === undefined ? "Loading..." : JSON.stringify(data, null, 2)}
        </pre>
      )}
    </section>
  );
}

function LearnerView() {
  const { studentId, error } = useActiveStudent();
  const homework = useQuery(homeworkQueryOptions(studentId));
  const assignments = useQuery({ ...assignmentsQueryOptions(studentId), enabled: studentId !== null });
  if (error) return <Alert tone="error">{error.message}</Alert>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RawAnswer title="GET /api/student-dashboard/homework" data={homework.data} error={homework.error} />
      <RawAnswer
        title={`GET /api/assignments/student/${studentId ?? "…"}`}
        data={assignments.data && { assignments: assignments.data, total: assignments.data.length }}
        error={assignments.error}
      />
    </div>
  );
}

function TeacherView() {
  const [params, setParams] = useSearchParams();
  const studentId = /^\d{1,10}$/.test(params.get("student_id") ?? "")
    ? Number(params.get("student_id"))
    : null;
  const [draft, setDraft] = useState(studentId === null ? "" : String(studentId));
  const queryClient = useQueryClient();
  const quizzes = useQuery(quizzesQueryOptions());
  const assignments = useQuery({ ...assignmentsQueryOptions(studentId), enabled: studentId !== null });
  const onChoose = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{1,10}$/.test(draft)) setParams({ student_id: draft });
  };
  const studentName = assignments.data?.[0]?.student_name ?? `student ${studentId}`;
  return (
    <div className="grid gap-6">
      <form onSubmit={onChoose} className="flex flex-wrap items-end gap-2">
        <FormField
          label="Student id"
          inputMode="numeric"
          value={draft}
          onChange={(event) => setDraft(event.target.value.trim())}
          className="w-40"
        />
        <Button type="submit" variant="outline">
          Open
        </Button>
      </form>
      {studentId !== null && (
        <>
          {assignments.isError && <Alert tone="error">{assignments.error.message}</Alert>}
          <SetAndGradePanel
            key={studentId}
            studentId={studentId}
            studentName={studentName}
            quizzes={quizzes.data ?? []}
            renderQuizStats={(quizId) => <QuestionStats quizId={quizId} />}
            onChanged={() =>
              void queryClient.invalidateQueries({ queryKey: studentKeys.homework(studentId) })
            }
          />
          <RawAnswer
            title={`GET /api/assignments/student/${studentId}`}
            data={assignments.data && { assignments: assignments.data, total: assignments.data.length }}
            error={assignments.error}
          />
        </>
      )}
    </div>
  );
}
