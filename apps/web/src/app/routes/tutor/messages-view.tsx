import { useSearchParams } from "react-router";
import { MessagesInbox } from "@/features/messages/components/messages-inbox";
import { readId, useThreadParam } from "@/features/messages/hooks";

/** /tutor?view=messages: the tutor's conversations with their students' families and with support. */
export function TutorMessagesView() {
  const [params] = useSearchParams();
  const [threadId, selectThread] = useThreadParam();
  return (
    <MessagesInbox
      studentId={null}
      threadId={threadId}
      onSelectThread={selectThread}
      startWithStudentId={threadId === null ? readId(params.get("with_student")) : null}
      emptyText="Conversations with your students and their parents appear here. Start one from a student's page, or with New message."
    />
  );
}
