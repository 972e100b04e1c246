import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useCallback } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { AssignmentsBoard } from "@/features/assignments/components/assignments-board";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { quizByContentQueryOptions } from "@/features/quizzes/api/get-quiz-by-content";
import { AttemptReview } from "@/features/quizzes/components/attempt-review";
import { QuizPlayer } from "@/features/quizzes/components/quiz-player";
import { RecentAttempts } from "@/features/quizzes/components/recent-attempts";
import { AskTutorLauncher } from "@/features/tutor/components/ask-tutor-launcher";
import { paths } from "@/lib/paths";
import { withStudentId } from "@/lib/student-query";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import { loadMathRenderer } from "@/shared/math/lib/load-math-renderer";
import { studentKeys } from "@/shared/student/api/keys";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

void loadMathRenderer().catch(() => {});

const renderText = (source: string): ReactNode => <MathMarkdown source={source} inline />;

/** A positive whole number from the address, or null. */
function readId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * /student/homework, "Assignments": the work by category with its stats, handing it in, grades and
 * feedback; a parent sees each child's and comments. Quizzes are taken here too
 * (`?quiz={id}&assignment={id}`, or `?quiz_content={id}` from the library), and past attempts
 * reviewed (`?attempt={id}`): the route map has no quiz page of its own.
 */
export default function HomeworkPage() {
  const { student, studentId, isParentAccount, isLoading, error } = useActiveStudent();
  const role = useAuthStore((state) =>
    state.status === "authenticated" ? (state.user?.role ?? null) : null,
  );
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const linkFor = useCallback(
    (path: string) => withStudentId(path, isParentAccount ? studentId : null),
    [isParentAccount, studentId],
  );
  // The homework list and the sidebar badge belong to another feature: refresh them after any change.
  const onChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: studentKeys.homework(studentId) });
  }, [queryClient, studentId]);

  if (isLoading) {
    return (
      <Frame title="Assignments">
        <div role="status" aria-label="Loading your assignments">
          <Skeleton className="h-40 rounded-xl" />
        </div>
      </Frame>
    );
  }
  if (!student || studentId === null) {
    return (
      <Frame title="Assignments">
        <Alert tone={error ? "error" : "info"} title={error ? "Failed to load profile" : undefined}>
          {error ? error.message : "There is no student profile on this account yet."}
        </Alert>
      </Frame>
    );
  }

  const viewer = role === "parent" ? "parent" : "student";
  const backLink = (
    <Link
      to={linkFor("/student/homework")}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> Back to assignments
    </Link>
  );
  const quizId = readId(params.get("quiz"));
  const attemptId = readId(params.get("attempt"));
  const contentId = readId(params.get("quiz_content"));

  if (contentId !== null) return <QuizFromLibrary contentId={contentId} linkFor={linkFor} back={backLink} />;
  if (quizId !== null) {
    return (
      <Frame title="Quiz" back={backLink}>
        {viewer === "parent" ? (
          <Alert tone="info">
            Only {student.firstName} can take this quiz; their result shows on the assignments page.
          </Alert>
        ) : (
          <QuizPlayer
            quizId={quizId}
            studentId={studentId}
            assignmentId={readId(params.get("assignment"))}
            renderText={renderText}
            onChanged={onChanged}
          />
        )}
      </Frame>
    );
  }
  if (attemptId !== null) {
    return (
      <Frame title="Quiz attempt" back={backLink}>
        <AttemptReview attemptId={attemptId} renderText={renderText} />
      </Frame>
    );
  }
  return (
    <Frame
      title="Assignments"
      lead={
        viewer === "parent"
          ? `${student.firstName}'s work from the tutor: what is due, what was handed in, grades and feedback. You can leave a comment for the tutor on any piece of work.`
          : "Your work from your tutor: what's due, what you've handed in, and your grades and feedback."
      }
    >
      <AssignmentsBoard
        key={studentId}
        studentId={studentId}
        viewer={viewer}
        timeZone={student.timezone}
        onChanged={onChanged}
        links={{
          quizHref: (a) =>
            a.quiz ? linkFor(`/student/homework?quiz=${a.quiz.id}&assignment=${a.id}`) : null,
          materialHref: (templateId) => linkFor(paths.student.material(templateId)),
          ...(viewer === "student"
            ? {
                askTutor: (templateId: number) => (
                  <AskTutorLauncher className="w-fit" materialId={templateId} questions={[]} />
                ),
              }
            : {}),
        }}
      />
      <RecentAttempts
        key={`attempts-${studentId}`}
        studentId={studentId}
        attemptHref={(id) => linkFor(`/student/homework?attempt=${id}`)}
      />
    </Frame>
  );
}

function Frame({
  title,
  lead,
  back,
  children,
}: {
  title: string;
  lead?: string;
  back?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      {back}
      <PageIntro title={title}>{lead && <p className="text-base">{lead}</p>}</PageIntro>
      {children}
    </div>
  );
}

/** A library quiz item: find its quiz, then take it like any other. */
function QuizFromLibrary({
  contentId,
  linkFor,
  back,
}: {
  contentId: number;
  linkFor: (path: string) => string;
  back: ReactNode;
}) {
  const query = useQuery(quizByContentQueryOptions(contentId));
  if (query.data) return <Navigate replace to={linkFor(`/student/homework?quiz=${query.data.id}`)} />;
  return (
    <Frame title="Quiz" back={back}>
      {query.isError ? (
        <Alert tone="error">{query.error.message}</Alert>
      ) : (
        <div role="status" aria-label="Opening the quiz">
          <Skeleton className="h-40 rounded-xl" />
        </div>
      )}
    </Frame>
  );
}
