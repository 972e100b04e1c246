import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { MessagesInbox } from "@/features/messages/components/messages-inbox";
import { useThreadParam } from "@/features/messages/hooks";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/**
 * /student/messages: conversations with the student's tutors and with the Brightpath team, live;
 * a parent reads and writes the selected child's (spec 2.9 `student_id`).
 */
export default function MessagesPage() {
  const { student, studentId, isParentAccount, isParentView, isLoading, error } = useActiveStudent();
  const [threadId, selectThread] = useThreadParam();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-5 px-3 py-5 sm:px-6 sm:py-8">
      <PageIntro title="Messages">
        <p className="text-base">
          {isParentView && student
            ? `Talk with ${student.firstName}'s tutors, and with us.`
            : "Talk with your tutors, and with the Brightpath team."}
        </p>
      </PageIntro>
      {isLoading ? (
        <div role="status" aria-label="Loading your messages">
          <Skeleton className="h-96 rounded-xl" />
        </div>
      ) : error ? (
        <Alert tone="error" title="Failed to load profile">
          {error.message}
        </Alert>
      ) : (
        <MessagesInbox
          key={studentId ?? "none"}
          studentId={isParentAccount ? studentId : null}
          threadId={threadId}
          onSelectThread={selectThread}
          emptyText={
            isParentView && student
              ? `Conversations with ${student.firstName}'s tutors and the Brightpath team appear here.`
              : undefined
          }
        />
      )}
    </div>
  );
}
