import type { MessageContact, StartThreadRequest } from "@app/contract/messages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquarePlus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { SignpostIllustration } from "@/components/illustrations/signpost";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { messageKeys } from "@/shared/messages/keys";
import { type StreamStatus, useMessageStream } from "@/shared/messages/message-stream";
import { messagesPageKeys } from "../api/keys";
import { threadsQueryOptions } from "../api/list-threads";
import { startThread } from "../api/start-thread";
import { addMessageToCache } from "../lib/message-cache";
import { Conversation } from "./conversation";
import { NewConversation } from "./new-conversation";
import { ThreadList } from "./thread-list";

export interface MessagesInboxProps {
  /** A parent's selected child (their threads with the child's tutors); null otherwise. */
  studentId: number | null;
  /** The open conversation (kept in the address), or null for the list. */
  threadId: number | null;
  onSelectThread: (id: number | null) => void;
  /**
   * Open (or start) this conversation on arrival: a tutor coming from a student's page, an admin
   * from a family on the clients page.
   */
  startWith?: StartThreadRequest | null;
  /** Admins answer, and start a conversation from a family's card rather than from a list here. */
  canStart?: boolean;
  emptyText?: string;
}

/**
 * Messages (issue 12): the conversations on the left, the open one on the right; on a phone the
 * list, then the conversation with a way back. New messages arrive live over the stream.
 */
export function MessagesInbox({
  studentId,
  threadId,
  onSelectThread,
  startWith = null,
  canStart = true,
  emptyText = "Conversations with your tutors and the Brightpath team appear here.",
}: MessagesInboxProps) {
  const queryClient = useQueryClient();
  const threads = useQuery(threadsQueryOptions(studentId));
  const [isPicking, setIsPicking] = useState(false);
  const [opening, setOpening] = useState<MessageContact | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const status = useMessageStream((event) => {
    if (event.type === "message") addMessageToCache(queryClient, event.message);
  });

  const open = async (contact: MessageContact) => {
    if (contact.thread_id) {
      setIsPicking(false);
      onSelectThread(contact.thread_id);
      return;
    }
    setOpening(contact);
    setStartError(null);
    try {
      const thread = await startThread(
        contact.kind === "support"
          ? { kind: "support" }
          : { kind: "tutor", student_id: contact.student_id!, tutor_user_id: contact.tutor_user_id! },
      );
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
      setIsPicking(false);
      onSelectThread(thread.id);
    } catch (caught) {
      setStartError(isApiError(caught) ? caught.message : "The conversation couldn't be opened. Try again.");
    } finally {
      setOpening(null);
    }
  };

  // A "Message" button elsewhere: find or start that conversation, once per request.
  const started = useRef<string | null>(null);
  useEffect(() => {
    const key = startWith && JSON.stringify(startWith);
    if (!startWith || !key || started.current === key) return;
    started.current = key;
    void startThread(startWith)
      .then((thread) => {
        void queryClient.invalidateQueries({ queryKey: messagesPageKeys.allThreads() });
        onSelectThread(thread.id);
      })
      .catch((caught) =>
        setStartError(isApiError(caught) ? caught.message : "The conversation couldn't be opened."),
      );
  }, [startWith, onSelectThread, queryClient]);

  const list = threads.data?.threads ?? [];
  return (
    <div className="grid gap-3">
      {threads.data?.paused_reason && <Alert tone="info">{threads.data.paused_reason}</Alert>}
      {startError && (
        <Alert tone="error" title="Couldn't open the conversation">
          {startError}
        </Alert>
      )}
      <div className="grid h-[calc(100dvh-19rem)] min-h-[24rem] md:h-[calc(100dvh-16rem)] grid-cols-[minmax(0,1fr)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:grid-cols-[19rem_minmax(0,1fr)]">
        <aside
          className={cn(
            "flex min-h-0 flex-col border-slate-200 md:border-r",
            threadId !== null && "hidden md:flex",
          )}
          aria-label="Your conversations"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
            <LiveStatus status={status} />
            {canStart && !threads.data?.paused_reason && (
              <Button
                variant={isPicking ? "ghost" : "secondary"}
                size="sm"
                onClick={() => setIsPicking((value) => !value)}
                aria-expanded={isPicking}
              >
                {isPicking ? (
                  <X aria-hidden className="size-4" />
                ) : (
                  <MessageSquarePlus aria-hidden className="size-4" />
                )}
                {isPicking ? "Close" : "New message"}
              </Button>
            )}
          </div>
          {isPicking ? (
            <NewConversation studentId={studentId} onPick={(c) => void open(c)} busyWith={opening} />
          ) : threads.isPending ? (
            <div role="status" aria-label="Loading conversations" className="grid gap-3 p-4">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-14 rounded-lg" />
              ))}
            </div>
          ) : threads.isError ? (
            <div className="p-4">
              <Alert tone="error" title="Couldn't load your messages">
                {threads.error.message}
              </Alert>
            </div>
          ) : list.length === 0 ? (
            <div className="p-4">
              <EmptyState
                illustration={SignpostIllustration}
                title="No conversations yet"
                className="border-none px-2"
                action={
                  canStart && !threads.data?.paused_reason ? (
                    <Button size="sm" onClick={() => setIsPicking(true)}>
                      Write your first message
                    </Button>
                  ) : undefined
                }
              >
                {emptyText}
              </EmptyState>
            </div>
          ) : (
            <ThreadList threads={list} selectedId={threadId} onSelect={(id) => onSelectThread(id)} />
          )}
        </aside>
        <section className={cn("flex min-h-0 flex-col", threadId === null && "hidden md:flex")}>
          {threadId !== null ? (
            <Conversation key={threadId} threadId={threadId} onBack={() => onSelectThread(null)} />
          ) : (
            <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-slate-500">
              Choose a conversation to read it here.
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

function LiveStatus({ status }: { status: StreamStatus }) {
  const isLive = status === "live";
  return (
    <span
      className="flex items-center gap-1.5 text-xs text-slate-500"
      role="status"
      data-stream-status={status}
    >
      <span aria-hidden className={cn("size-2 rounded-full", isLive ? "bg-emerald-500" : "bg-amber-400")} />
      {isLive ? "Live" : status === "signed-out" ? "Signed out" : "Connecting…"}
    </span>
  );
}
