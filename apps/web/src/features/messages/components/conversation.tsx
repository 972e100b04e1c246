import type { Attachment } from "@app/contract/assignments";
import type { Message, ThreadSummary } from "@app/contract/messages";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, FileText } from "lucide-react";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast-store";
import { cn } from "@/lib/cn";
import { downloadAttachment } from "@/shared/attachments/download-attachment";
import { messageKeys } from "@/shared/messages/keys";
import { threadQueryOptions } from "../api/get-thread";
import { messagesPageKeys } from "../api/keys";
import { markRead } from "../api/mark-read";
import { sendMessage } from "../api/send-message";
import { addMessageToCache } from "../lib/message-cache";
import { Composer } from "./composer";
import { formatMessageTime, formatSize } from "./format";

/** One conversation: its history (older pages on request), new messages live, and the composer. */
export function Conversation({ threadId, onBack }: { threadId: number; onBack: () => void }) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(threadQueryOptions(threadId));
  const thread: ThreadSummary | undefined = query.data?.pages[0]?.thread;
  const messages = useMemo(
    () => (query.data ? [...query.data.pages].reverse().flatMap((page) => page.messages) : []),
    [query.data],
  );
  const newest = messages.at(-1);
  const scroller = useRef<HTMLDivElement>(null);
  const isNearBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const markedUpTo = useRef(0);

  // Stay at the bottom as messages arrive (unless reading older ones); keep the place when older load.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (heightBeforeOlder.current !== null) {
      box.scrollTop += box.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (isNearBottom.current || messages.at(-1)?.from_me) {
      box.scrollTop = box.scrollHeight;
    }
  }, [messages]);

  // What the reader has seen is marked read (only while the page is visible).
  useEffect(() => {
    if (!newest || newest.id <= markedUpTo.current) return;
    const mark = () => {
      if (document.visibilityState !== "visible" || newest.id <= markedUpTo.current) return;
      markedUpTo.current = newest.id;
      void markRead(threadId, newest.id)
        .then(() =>
          queryClient.invalidateQueries({
            queryKey: messageKeys.all,
            predicate: (q) => q.queryKey[1] !== "thread",
          }),
        )
        .catch(() => {
          markedUpTo.current = 0;
        });
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [newest, threadId, queryClient]);

  const onSend = async (body: string, attachmentIds: number[]) => {
    const message = await sendMessage(threadId, body, attachmentIds);
    addMessageToCache(queryClient, message);
    void queryClient.invalidateQueries({ queryKey: messagesPageKeys.allThreads() });
  };

  const loadOlder = () => {
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    void query.fetchNextPage();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="conversation">
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="All conversations"
          onClick={onBack}
        >
          <ArrowLeft aria-hidden className="size-5" />
        </Button>
        <div className="grid min-w-0">
          <h2 className="truncate font-semibold text-slate-900">{thread?.title ?? "Conversation"}</h2>
          {thread?.subtitle && <p className="truncate text-xs text-slate-500">{thread.subtitle}</p>}
        </div>
      </header>
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-5"
        onScroll={(event) => {
          const box = event.currentTarget;
          isNearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
        }}
      >
        {query.isPending ? (
          <div role="status" aria-label="Loading the conversation" className="grid gap-3">
            <Skeleton className="h-12 w-2/3 rounded-2xl" />
            <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
            <Skeleton className="h-16 w-3/5 rounded-2xl" />
          </div>
        ) : query.isError ? (
          <Alert tone="error" title="Couldn't open this conversation">
            {query.error.message}
          </Alert>
        ) : (
          <ol className="grid gap-2" aria-label="Messages" aria-live="polite">
            {query.hasNextPage && (
              <li className="flex justify-center pb-2">
                <Button variant="outline" size="sm" onClick={loadOlder} isBusy={query.isFetchingNextPage}>
                  Load older messages
                </Button>
              </li>
            )}
            {messages.length === 0 && (
              <li className="py-10 text-center text-sm text-slate-500">
                No messages yet. Say hello — {thread?.title ?? "they"} will see it straight away.
              </li>
            )}
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </ol>
        )}
      </div>
      {thread && !thread.can_send ? (
        <p className="border-t border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
          This tutor is not assigned to this student now: you can read the conversation, but not reply.
        </p>
      ) : (
        thread && <Composer threadId={threadId} onSend={onSend} />
      )}
    </div>
  );
}

function MessageBubble({ message }: { message: Message }) {
  const mine = message.from_me;
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")} data-testid="message">
      <div
        className={cn(
          "grid max-w-[85%] gap-1 rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%]",
          mine ? "rounded-br-md bg-brand-700 text-white" : "rounded-bl-md bg-white text-slate-900",
        )}
      >
        {!mine && <span className="text-xs font-semibold text-brand-700">{message.sender_name}</span>}
        <p className="text-sm break-words whitespace-pre-wrap">{message.body}</p>
        {message.attachments.length > 0 && (
          <ul className="grid gap-1">
            {message.attachments.map((file) => (
              <li key={file.id}>
                <AttachmentButton file={file} mine={mine} />
              </li>
            ))}
          </ul>
        )}
        <time
          dateTime={message.created_at}
          className={cn("justify-self-end text-[0.7rem]", mine ? "text-brand-100" : "text-slate-500")}
        >
          {formatMessageTime(message.created_at)}
        </time>
      </div>
    </li>
  );
}

function AttachmentButton({ file, mine }: { file: Attachment; mine: boolean }) {
  return (
    <button
      type="button"
      onClick={() =>
        void downloadAttachment(file).catch(() =>
          toast({ title: "The file couldn't be downloaded. Try again.", variant: "destructive" }),
        )
      }
      className={cn(
        "flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-xs",
        mine
          ? "bg-brand-800 text-white hover:bg-brand-900"
          : "bg-slate-100 text-slate-800 hover:bg-slate-200",
      )}
    >
      <FileText aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1 truncate">{file.name}</span>
      <span className="shrink-0 opacity-80">{formatSize(file.size_bytes)}</span>
    </button>
  );
}
