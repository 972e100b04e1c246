import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { MessagesInbox } from "@/features/messages/components/messages-inbox";
import { readId, useThreadParam } from "@/features/messages/hooks";

/** /tutor?view=messages: the tutor's conversations with their students' families and with support. */
export function TutorMessagesView() {
  const [params] = useSearchParams();
  const [threadId, selectThread] = useThreadParam();
  // A student's page links here with `with_student`: open (or start) that conversation.
  const withStudent = threadId === null ? readId(params.get("with_student")) : null;
  const startWith = useMemo(
    () => (withStudent === null ? null : { kind: "tutor" as const, student_id: withStudent }),
    [withStudent],
  );
  return (
    <MessagesInbox
      studentId={null}
      threadId={threadId}
      onSelectThread={selectThread}
      startWith={startWith}
      emptyText="Conversations with your students and their parents appear here. Start one from a student's page, or with New message."
    />
  );
}
