import { Flag, Trash2 } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteTutorSession } from "../api/delete-tutor-session";
import { useTutorConversation } from "../api/get-tutor-conversation";
import { useTutorSessions } from "../api/get-tutor-sessions";
import { TutorMessageBubble } from "./tutor-message";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The student's conversations with the tutor (issue 24): a parent reads their child's; the student
 * reads and deletes their own.
 */
export function TutorConversations({
  studentId,
  canDelete,
}: {
  studentId: number | null;
  canDelete: boolean;
}) {
  const sessions = useTutorSessions(studentId);
  const [openId, setOpenId] = useState<number | null>(null);
  const remove = useDeleteTutorSession();
  if (sessions.isPending) return <Skeleton className="h-24 w-full" />;
  if (sessions.isError)
    return (
      <Alert tone="error" title="Failed to load the conversations">
        {sessions.error.message}
      </Alert>
    );
  if (sessions.data.sessions.length === 0)
    return <p className="text-sm text-slate-600">No conversations with the tutor yet.</p>;
  return (
    <ul className="grid gap-2" data-testid="tutor-conversations">
      {sessions.data.sessions.map((s) => (
        <li key={s.id} className="grid gap-2 rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <button
              type="button"
              className="text-left font-medium text-brand-700 hover:underline"
              aria-expanded={openId === s.id}
              onClick={() => setOpenId(openId === s.id ? null : s.id)}
            >
              {s.material_title} · {when(s.started_at)} · {s.message_count} messages
            </button>
            <div className="flex items-center gap-2">
              {s.flagged && (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-red-700">
                  <Flag aria-hidden className="size-3" /> Flagged for a grown-up
                </span>
              )}
              {canDelete && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete the conversation about ${s.material_title}`}
                  isBusy={remove.isPending && remove.variables === s.id}
                  onClick={() => remove.mutate(s.id)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              )}
            </div>
          </div>
          {openId === s.id && <Conversation sessionId={s.id} />}
        </li>
      ))}
    </ul>
  );
}

function Conversation({ sessionId }: { sessionId: number }) {
  const conversation = useTutorConversation(sessionId);
  if (conversation.isPending) return <Skeleton className="h-16 w-full" />;
  if (conversation.isError) return <p className="text-sm text-red-700">{conversation.error.message}</p>;
  return (
    <ol className="grid gap-2" aria-label="Conversation">
      {conversation.data.messages.map((m) => (
        <TutorMessageBubble key={m.id} message={m} />
      ))}
    </ol>
  );
}
