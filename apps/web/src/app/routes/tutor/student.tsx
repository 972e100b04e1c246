import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquare } from "lucide-react";
import { Link, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SetAndGradePanel } from "@/features/assignments/components/set-and-grade-panel";
import { PythonStudentWork } from "@/features/python/components/python-student-work";
import { quizzesQueryOptions } from "@/features/quizzes/api/list-quizzes";
import { QuestionStats } from "@/features/quizzes/components/question-stats";
import { tutorStudentQueryOptions } from "@/features/tutor-area/api/get-tutor-student";
import { tutorAreaKeys } from "@/features/tutor-area/api/keys";
import { LessonHistory } from "@/features/tutor-area/components/lesson-history";
import { StudentOverview } from "@/features/tutor-area/components/student-overview";
import { isApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { TutorFrame } from "./tutor-frame";

/** /tutor/students/{id}: profile, progress by subject, work (set and grade), lessons with private notes. */
export default function TutorStudentPage() {
  const { id = "" } = useParams();
  const studentId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const query = useQuery({ ...tutorStudentQueryOptions(studentId ?? 0), enabled: studentId !== null });
  const quizzes = useQuery(quizzesQueryOptions());
  const queryClient = useQueryClient();

  if (studentId === null || (query.isError && isApiError(query.error, 404)))
    return (
      <TutorFrame title="Student not found">
        <Alert tone="error" title="This student is not one of yours">
          <Link className="underline" to={paths.tutor.students}>
            Back to your students
          </Link>
        </Alert>
      </TutorFrame>
    );
  if (query.isPending)
    return (
      <TutorFrame title="Student">
        <Skeleton className="h-64" />
      </TutorFrame>
    );
  if (query.isError)
    return (
      <TutorFrame title="Student">
        <Alert tone="error">{query.error.message}</Alert>
      </TutorFrame>
    );
  const detail = query.data;
  const name = `${detail.student.first_name} ${detail.student.last_name}`.trim();
  return (
    <TutorFrame title={name}>
      <div>
        <Link
          to={`${paths.tutor.root}?view=messages&with_student=${studentId}`}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          <MessageSquare aria-hidden className="size-4" />
          Message {detail.student.first_name}
        </Link>
      </div>
      <StudentOverview detail={detail} />
      <section id="work" aria-label="Assignments" className="grid scroll-mt-20 gap-4">
        <h2 className="text-xl font-semibold text-slate-900">Assignments</h2>
        <SetAndGradePanel
          studentId={studentId}
          studentName={name}
          quizzes={quizzes.data ?? []}
          renderQuizStats={(quizId) => <QuestionStats quizId={quizId} />}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: tutorAreaKeys.student(studentId) })}
        />
      </section>
      <PythonStudentWork studentId={studentId} />
      <Card>
        <CardHeader>
          <CardTitle>Lesson history</CardTitle>
        </CardHeader>
        <CardContent>
          <LessonHistory studentId={studentId} lessons={detail.lessons} />
        </CardContent>
      </Card>
    </TutorFrame>
  );
}
